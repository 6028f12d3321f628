import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  INSTALL_MARKER_KEY,
  INSTALL_MARKER_TTL_MS,
  isInstallMarkerActive,
  setInstallMarker,
} from './install-marker';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 10, 0);
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
});

describe('install "already seen" marker (spec §4, §9)', () => {
  it('expires after 7 days', () => {
    expect(INSTALL_MARKER_TTL_MS).toBe(7 * DAY);
  });

  it('is not active when never set', () => {
    expect(isInstallMarkerActive(store, now)).toBe(false);
  });

  it('is active just after being set and one moment before 7 days', () => {
    setInstallMarker(store, now);
    expect(isInstallMarkerActive(store, now)).toBe(true);
    expect(isInstallMarkerActive(store, now + 7 * DAY - 1)).toBe(true);
  });

  it('is gone at 7 days, and the stale marker is removed', () => {
    setInstallMarker(store, now);
    expect(isInstallMarkerActive(store, now + 7 * DAY)).toBe(false);
    expect(store.getItem(INSTALL_MARKER_KEY)).toBeNull();
  });

  it.each(['yes', '', 'NaN'])('drops an unreadable marker %j', (raw) => {
    store.setItem(INSTALL_MARKER_KEY, raw);
    expect(isInstallMarkerActive(store, now)).toBe(false);
    expect(store.getItem(INSTALL_MARKER_KEY)).toBeNull();
  });

  it('drops a marker from the future (clock changed)', () => {
    setInstallMarker(store, now + DAY);
    expect(isInstallMarkerActive(store, now)).toBe(false);
  });
});

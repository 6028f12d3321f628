import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@web/test-support/memory-storage';
import {
  decideToggle,
  DEFAULT_PREFERENCES,
  isEffectivelyOn,
  permissionDeniedToast,
  PREFERENCES_KEY,
  premiumFeatureToast,
  readPreferences,
  shouldNotifyBrowser,
  writePreferences,
} from './preferences';

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
});

describe('notification preferences (spec §3)', () => {
  it('are all on by default', () => {
    expect(readPreferences(store)).toEqual({
      medications: true,
      periods: true,
      healthCheckups: true,
      generalReminders: true,
    });
  });

  it('round-trip through local storage', () => {
    writePreferences(store, { ...DEFAULT_PREFERENCES, periods: false });
    expect(JSON.parse(store.getItem(PREFERENCES_KEY) ?? '')).toMatchObject({ periods: false });
    expect(readPreferences(store).periods).toBe(false);
    expect(readPreferences(store).medications).toBe(true);
  });

  it('use defaults for corrupt or partial values', () => {
    store.setItem(PREFERENCES_KEY, '{bad');
    expect(readPreferences(store)).toEqual(DEFAULT_PREFERENCES);
    store.setItem(PREFERENCES_KEY, JSON.stringify({ medications: 'no', generalReminders: false }));
    expect(readPreferences(store)).toEqual({ ...DEFAULT_PREFERENCES, generalReminders: false });
  });
});

describe('premium gate (spec §6, PRODUCT §7)', () => {
  it('refuses turning a premium type on without premium', () => {
    for (const key of ['medications', 'periods', 'healthCheckups'] as const) {
      expect(decideToggle(key, true, false)).toEqual({ allowed: false, reason: 'premium' });
      expect(decideToggle(key, true, true)).toEqual({ allowed: true });
      expect(decideToggle(key, false, false)).toEqual({ allowed: true });
    }
  });

  it('lets anyone toggle general health tips', () => {
    expect(decideToggle('generalReminders', true, false)).toEqual({ allowed: true });
    expect(decideToggle('generalReminders', false, false)).toEqual({ allowed: true });
  });

  it('shows a premium type on only with premium', () => {
    expect(isEffectivelyOn(DEFAULT_PREFERENCES, 'medications', false)).toBe(false);
    expect(isEffectivelyOn(DEFAULT_PREFERENCES, 'medications', true)).toBe(true);
    expect(isEffectivelyOn(DEFAULT_PREFERENCES, 'generalReminders', false)).toBe(true);
    expect(
      isEffectivelyOn({ ...DEFAULT_PREFERENCES, medications: false }, 'medications', true),
    ).toBe(false);
  });

  it('sends a browser notification only with permission, the preference and premium', () => {
    const prefs = DEFAULT_PREFERENCES;
    const key = 'medications';
    expect(shouldNotifyBrowser({ permission: 'granted', prefs, isSubscribed: true, key })).toBe(
      true,
    );
    expect(shouldNotifyBrowser({ permission: 'granted', prefs, isSubscribed: false, key })).toBe(
      false,
    );
    expect(shouldNotifyBrowser({ permission: 'default', prefs, isSubscribed: true, key })).toBe(
      false,
    );
    expect(shouldNotifyBrowser({ permission: 'denied', prefs, isSubscribed: true, key })).toBe(
      false,
    );
    expect(shouldNotifyBrowser({ permission: 'unsupported', prefs, isSubscribed: true, key })).toBe(
      false,
    );
    expect(
      shouldNotifyBrowser({
        permission: 'granted',
        prefs: { ...prefs, medications: false },
        isSubscribed: true,
        key,
      }),
    ).toBe(false);
  });

  it('decides period and health browser notifications by their own preference', () => {
    const base = { permission: 'granted' as const, isSubscribed: true };
    const off = { ...DEFAULT_PREFERENCES, medications: false, healthCheckups: false };
    expect(shouldNotifyBrowser({ ...base, prefs: off, key: 'periods' })).toBe(true);
    expect(shouldNotifyBrowser({ ...base, prefs: off, key: 'healthCheckups' })).toBe(false);
    expect(shouldNotifyBrowser({ ...base, isSubscribed: false, prefs: off, key: 'periods' })).toBe(
      false,
    );
  });

  it('uses the spec texts word for word', () => {
    const premium = premiumFeatureToast();
    const denied = permissionDeniedToast();
    expect(`${premium.title}: ${premium.description}`).toBe(
      'Premium Feature: Smart notifications are available with MedMitra Premium',
    );
    expect(`${denied.title}: ${denied.description}`).toBe(
      'Permission Denied: Please enable notifications in your browser settings to receive reminders',
    );
  });
});

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { safeStorage } from '@web/lib/safe-storage';
import { DEMO_FLAG_KEY } from './demo-keys';
import { isDemo } from './flag';

describe('the demo flag', () => {
  afterEach(() => safeStorage().removeItem(DEMO_FLAG_KEY));

  it('is read by isDemo as the host writes it', () => {
    expect(isDemo()).toBe(false);
    safeStorage().setItem(DEMO_FLAG_KEY, '1');
    expect(isDemo()).toBe(true);
  });

  it('is the key lib/api.ts spells out (to stay small in every first load)', () => {
    const api = readFileSync(new URL('../lib/api.ts', import.meta.url), 'utf8');
    expect(api).toContain(`getItem('${DEMO_FLAG_KEY}')`);
  });
});

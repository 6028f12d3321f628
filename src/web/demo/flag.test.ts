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

  it('is the key main.tsx spells out (to stay small in every first load)', () => {
    const main = readFileSync(new URL('../main.tsx', import.meta.url), 'utf8');
    expect(main).toContain(`getItem('${DEMO_FLAG_KEY}')`);
  });
});

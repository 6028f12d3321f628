import { afterAll, describe, expect, it } from 'vitest';
import { HEALTH_TIPS } from '@core/tips/health-tips';
import { activate, i18n } from '@web/lib/i18n/i18n';
import { TIP_TEXTS, tipText } from './tip-texts';

describe('the daily health tips in Hindi', () => {
  afterAll(() => activate('en'));

  it('are in English exactly the tips core has, one for each tip and no more', async () => {
    await activate('en');
    expect([...TIP_TEXTS.keys()].sort()).toEqual(HEALTH_TIPS.map((tip) => tip.id).sort());
    for (const tip of HEALTH_TIPS) expect(tipText(i18n, tip)).toBe(tip.text);
  });

  it('each have Hindi', async () => {
    await activate('hi');
    for (const tip of HEALTH_TIPS) {
      const text = tipText(i18n, tip);
      expect(text, tip.id).not.toBe(tip.text);
      expect(text, tip.id).toMatch(/[\u0900-\u097F]{3}/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BMI_LABELS } from '@core/health/bmi';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
import { HEALTH_REMINDER_TEXT } from '@core/health/checkups';
import { SUGAR_CATEGORY_LABELS, SUGAR_TYPE_LABELS, sugarAdvice } from '@core/health/sugar';
import { i18n } from '@web/lib/i18n/i18n';
import { HEALTH_TRACKING_TEXTS } from './core-texts';

describe('the core texts /health-tracking translates', () => {
  it('each have, in English, exactly the core text they stand for', () => {
    for (const [english, message] of HEALTH_TRACKING_TEXTS) expect(i18n._(message)).toBe(english);
  });

  it('cover every core text the board can show', () => {
    const shown = [
      ...Object.values(BP_LABELS),
      BP_ADVICE.crisis,
      ...Object.values(SUGAR_TYPE_LABELS),
      ...Object.values(SUGAR_CATEGORY_LABELS),
      ...(['fasting', 'before_meal', 'after_meal', 'random', 'bedtime'] as const).map((type) =>
        sugarAdvice(30, type),
      ),
      ...Object.values(BMI_LABELS),
      ...Object.values(HEALTH_REMINDER_TEXT),
    ];
    for (const text of shown) expect(HEALTH_TRACKING_TEXTS.has(text), text).toBe(true);
  });
});

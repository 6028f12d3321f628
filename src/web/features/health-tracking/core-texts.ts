import { msg } from '@lingui/core/macro';
import { BMI_LABELS } from '@core/health/bmi';
import { BP_ADVICE, BP_LABELS } from '@core/health/blood-pressure';
import { HEALTH_REMINDER_TEXT } from '@core/health/checkups';
import { SUGAR_CATEGORY_LABELS, SUGAR_TYPE_LABELS, sugarAdvice } from '@core/health/sugar';
import { textTable } from '@web/lib/i18n/text-table';

/**
 * The texts /health-tracking shows from src/core (categories, reading types, the advice for a
 * reading that needs action now, the monthly checks), with their messages: core does not import
 * Lingui (ADR 026). core-texts.test.ts checks each English is the core text it stands for and
 * that every core text the board can show is here.
 */
export const HEALTH_TRACKING_TEXTS = textTable([
  [BP_LABELS.normal, msg`Normal`],
  [BP_LABELS.elevated, msg`Elevated`],
  [BP_LABELS.stage1, msg`Stage 1 hypertension`],
  [BP_LABELS.stage2, msg`Stage 2 hypertension`],
  [BP_LABELS.crisis, msg`Hypertensive crisis`],
  [
    BP_ADVICE.crisis,
    msg`Dangerously high. Seek emergency care now: call 112 or go to the nearest hospital emergency, especially with chest pain, breathlessness, a severe headache, weakness or numbness, or trouble speaking or seeing.`,
  ],
  [SUGAR_TYPE_LABELS.fasting, msg`Fasting`],
  [SUGAR_TYPE_LABELS.before_meal, msg`Before meal`],
  [SUGAR_TYPE_LABELS.after_meal, msg`After meal (2 h)`],
  [SUGAR_TYPE_LABELS.random, msg`Random`],
  [SUGAR_TYPE_LABELS.bedtime, msg`Bedtime`],
  [SUGAR_TYPE_LABELS.hba1c, msg`HbA1c`],
  [SUGAR_CATEGORY_LABELS.very_low, msg`Very low`],
  [SUGAR_CATEGORY_LABELS.low, msg`Low`],
  [SUGAR_CATEGORY_LABELS.prediabetes, msg`Prediabetes range`],
  [SUGAR_CATEGORY_LABELS.diabetes, msg`Diabetes range`],
  // The board's urgent line for a very low sugar (tracker-summary.ts): the same for every type.
  [
    sugarAdvice(40, 'fasting'),
    msg`Very low. Take 15 g of fast sugar now (3 teaspoons of sugar or glucose in water, or half a glass of fruit juice) and check again in 15 minutes. If the person is drowsy, confused or cannot swallow, call 112 at once.`,
  ],
  [BMI_LABELS.underweight, msg`Underweight`],
  [BMI_LABELS.overweight, msg`Overweight`],
  [BMI_LABELS.obese, msg`Obese`],
  [HEALTH_REMINDER_TEXT.blood_pressure, msg`Time for your monthly blood pressure monitoring`],
  [HEALTH_REMINDER_TEXT.sugar_test, msg`Time for your monthly blood sugar test`],
]);

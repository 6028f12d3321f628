import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import { sugarAdvice, type SugarCategory, type SugarType } from '@core/health/sugar';
import { textTable, translateText } from '@web/lib/i18n/text-table';

/**
 * Core's sugar type and category names and advice (src/core does not import Lingui, ADR 026).
 * core-texts.test.ts checks each English is core's text.
 */
export const SUGAR_TYPE_TEXT = {
  fasting: msg`Fasting`,
  before_meal: msg`Before meal`,
  after_meal: msg`After meal (2 h)`,
  random: msg`Random`,
  bedtime: msg`Bedtime`,
  hba1c: msg`HbA1c`,
} satisfies Record<SugarType, MessageDescriptor>;

export const SUGAR_CATEGORY_TEXT = {
  very_low: msg`Very low`,
  low: msg`Low`,
  normal: msg`Normal`,
  prediabetes: msg`Prediabetes range`,
  diabetes: msg`Diabetes range`,
} satisfies Record<SugarCategory, MessageDescriptor>;

/** Every text core's sugarAdvice answers with. */
export const SUGAR_ADVICE = textTable([
  [
    'Very low. Take 15 g of fast sugar now (3 teaspoons of sugar or glucose in water, or half a glass of fruit juice) and check again in 15 minutes. If the person is drowsy, confused or cannot swallow, call 112 at once.',
    msg`Very low. Take 15 g of fast sugar now (3 teaspoons of sugar or glucose in water, or half a glass of fruit juice) and check again in 15 minutes. If the person is drowsy, confused or cannot swallow, call 112 at once.`,
  ],
  [
    'Low. Take 15 g of fast sugar (3 teaspoons of sugar or glucose in water) and check again in 15 minutes.',
    msg`Low. Take 15 g of fast sugar (3 teaspoons of sugar or glucose in water) and check again in 15 minutes.`,
  ],
  ['In the normal range.', msg`In the normal range.`],
  [
    'Higher than normal. Regular activity, less sugar and refined food, and a check-up with your doctor help keep diabetes away.',
    msg`Higher than normal. Regular activity, less sugar and refined food, and a check-up with your doctor help keep diabetes away.`,
  ],
  [
    'In the diabetes range. One reading is not a diagnosis: please show your readings to your doctor.',
    msg`In the diabetes range. One reading is not a diagnosis: please show your readings to your doctor.`,
  ],
  [
    'Very high. Contact your doctor today. If there is vomiting, drowsiness, confusion or fast breathing, call 112 or go to the nearest emergency now.',
    msg`Very high. Contact your doctor today. If there is vomiting, drowsiness, confusion or fast breathing, call 112 or go to the nearest emergency now.`,
  ],
]);

/** Core's advice for this value, in the active language. */
export function sugarAdviceText(i18n: I18n, value: number, type: SugarType): string {
  return translateText(i18n, SUGAR_ADVICE, sugarAdvice(value, type));
}

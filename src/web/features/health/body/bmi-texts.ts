import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BmiCategory } from '@core/health/bmi';

/** Core's BMI category names (BMI_LABELS; ADR 026). core-texts.test.ts compares the English. */
export const BMI_LABEL_TEXT = {
  underweight: msg`Underweight`,
  normal: msg`Normal`,
  overweight: msg`Overweight`,
  obese: msg`Obese`,
} satisfies Record<BmiCategory, MessageDescriptor>;

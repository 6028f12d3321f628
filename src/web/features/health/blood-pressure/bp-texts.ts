import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BloodPressureCategory } from '@core/health/blood-pressure';

/**
 * Core's blood pressure category names and advice (BP_LABELS, BP_ADVICE; src/core does not
 * import Lingui, ADR 026), by category. core-texts.test.ts checks each English is core's text.
 */
export const BP_LABEL_TEXT = {
  normal: msg`Normal`,
  elevated: msg`Elevated`,
  stage1: msg`Stage 1 hypertension`,
  stage2: msg`Stage 2 hypertension`,
  crisis: msg`Hypertensive crisis`,
} satisfies Record<BloodPressureCategory, MessageDescriptor>;

export const BP_ADVICE_TEXT = {
  normal: msg`Your blood pressure is in the normal range. Keep active and go easy on salt.`,
  elevated: msg`A little above normal. Less salt, regular activity and a healthy weight help. Check again in a few weeks.`,
  stage1: msg`High blood pressure (stage 1). Check again after sitting quietly for 5 minutes, and talk to your doctor if it stays this high.`,
  stage2: msg`High blood pressure (stage 2). Please see your doctor soon. Do not stop or change any medicine on your own.`,
  crisis: msg`Dangerously high. Seek emergency care now: call 112 or go to the nearest hospital emergency, especially with chest pain, breathlessness, a severe headache, weakness or numbness, or trouble speaking or seeing.`,
} satisfies Record<BloodPressureCategory, MessageDescriptor>;

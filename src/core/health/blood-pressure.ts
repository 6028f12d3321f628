import { inRange, type FieldIssue } from './field-issue';

/** 2017 ACC/AHA categories (PRODUCT §5). The order is from best to worst. */
export const BP_CATEGORIES = ['normal', 'elevated', 'stage1', 'stage2', 'crisis'] as const;
export type BloodPressureCategory = (typeof BP_CATEGORIES)[number];

/**
 * What a home monitor can plausibly show for a living person, in mmHg and beats per minute.
 * Wider than any category so that a real crisis reading is never refused; narrow enough to
 * catch a slipped digit (1200/80) or the two numbers swapped.
 */
export const BP_LIMITS = {
  systolic: { min: 50, max: 260 },
  diastolic: { min: 30, max: 180 },
  pulse: { min: 30, max: 220 },
} as const;

/**
 * The worse of the two numbers decides, as ACC/AHA says ("or"): 125/82 is stage 1, not elevated.
 * Crisis is above 180 and/or above 120; exactly 180/120 is stage 2.
 */
export function classifyBloodPressure(systolic: number, diastolic: number): BloodPressureCategory {
  if (!Number.isFinite(systolic) || !Number.isFinite(diastolic)) {
    throw new RangeError('Blood pressure must be two numbers');
  }
  if (systolic > 180 || diastolic > 120) return 'crisis';
  if (systolic >= 140 || diastolic >= 90) return 'stage2';
  if (systolic >= 130 || diastolic >= 80) return 'stage1';
  if (systolic >= 120) return 'elevated';
  return 'normal';
}

export const BP_LABELS: Record<BloodPressureCategory, string> = {
  normal: 'Normal',
  elevated: 'Elevated',
  stage1: 'Stage 1 hypertension',
  stage2: 'Stage 2 hypertension',
  crisis: 'Hypertensive crisis',
};

// Advice stays general and never suggests changing a medicine: that is the doctor's call.
// 112 is India's single emergency number; 108 ambulances are reached through it too.
export const BP_ADVICE: Record<BloodPressureCategory, string> = {
  normal: 'Your blood pressure is in the normal range. Keep active and go easy on salt.',
  elevated:
    'A little above normal. Less salt, regular activity and a healthy weight help. Check again in a few weeks.',
  stage1:
    'High blood pressure (stage 1). Check again after sitting quietly for 5 minutes, and talk to your doctor if it stays this high.',
  stage2:
    'High blood pressure (stage 2). Please see your doctor soon. Do not stop or change any medicine on your own.',
  crisis:
    'Dangerously high. Seek emergency care now: call 112 or go to the nearest hospital emergency, especially with chest pain, breathlessness, a severe headache, weakness or numbness, or trouble speaking or seeing.',
};

type BpField = 'systolic' | 'diastolic' | 'pulse';

/**
 * Checks the fields present, so a partial edit can be checked alone and again once merged with
 * the stored reading (the systolic > diastolic rule needs both).
 */
export function bloodPressureIssues(reading: {
  systolic?: number | null;
  diastolic?: number | null;
  pulse?: number | null;
}): FieldIssue<BpField>[] {
  const issues: FieldIssue<BpField>[] = [];
  const { systolic, diastolic, pulse } = reading;
  const s = BP_LIMITS.systolic;
  const d = BP_LIMITS.diastolic;
  const p = BP_LIMITS.pulse;
  if (systolic != null && !inRange(systolic, s.min, s.max, true)) {
    issues.push({
      field: 'systolic',
      message: `The top number (systolic) must be a whole number from ${s.min} to ${s.max}`,
    });
  }
  if (diastolic != null && !inRange(diastolic, d.min, d.max, true)) {
    issues.push({
      field: 'diastolic',
      message: `The bottom number (diastolic) must be a whole number from ${d.min} to ${d.max}`,
    });
  }
  if (pulse != null && !inRange(pulse, p.min, p.max, true)) {
    issues.push({
      field: 'pulse',
      message: `Pulse must be a whole number from ${p.min} to ${p.max} beats per minute`,
    });
  }
  if (issues.length === 0 && systolic != null && diastolic != null && systolic <= diastolic) {
    issues.push({
      field: 'diastolic',
      message: 'The top number (systolic) must be higher than the bottom number (diastolic)',
    });
  }
  return issues;
}

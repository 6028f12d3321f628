import type { BloodPressureCreate, BloodPressureReading } from '@core/contract/health';
import {
  bloodPressureIssues,
  classifyBloodPressure,
  type BloodPressureCategory,
} from '@core/health/blood-pressure';
import { numberText, optionalNumber, requiredNumber } from '../form-numbers';
import { TIMED_FIELDS, timedInput, timedValues, type TimedValues } from '../zoned-input';

/** What the form edits: inputs hold text; toBpInput makes the request body from it. */
export interface BpFormValues extends TimedValues {
  systolic: string;
  diastolic: string;
  pulse: string;
  arm: '' | 'left' | 'right';
}

export const BP_FORM_FIELDS = [...TIMED_FIELDS, 'systolic', 'diastolic', 'pulse', 'arm'] as const;

/** A new reading: now, the chosen member, and the arm used last time (the same arm compares). */
export function defaultBpValues(options: {
  memberId: string;
  now: Date;
  timeZone: string;
  lastArm: 'left' | 'right' | null;
}): BpFormValues {
  return {
    ...timedValues({ memberId: options.memberId, measuredAt: options.now }, options.timeZone),
    systolic: '',
    diastolic: '',
    pulse: '',
    arm: options.lastArm ?? 'left',
  };
}

export function bpValuesFrom(reading: BloodPressureReading, timeZone: string): BpFormValues {
  return {
    ...timedValues(reading, timeZone),
    systolic: String(reading.systolic),
    diastolic: String(reading.diastolic),
    pulse: numberText(reading.pulse),
    arm: reading.arm ?? '',
  };
}

/**
 * The request body. An empty required number stays undefined (and a bad time an empty string)
 * so that the core schema answers with its own message ("Enter the top number (systolic)").
 */
export function toBpInput(values: BpFormValues, timeZone: string): BloodPressureCreate {
  return {
    ...timedInput(values, timeZone),
    systolic: requiredNumber(values.systolic),
    diastolic: requiredNumber(values.diastolic),
    pulse: optionalNumber(values.pulse),
    arm: values.arm || null,
  } as BloodPressureCreate;
}

/** The category the numbers typed so far would get, once both are there and plausible. */
export function previewCategory(systolic: string, diastolic: string): BloodPressureCategory | null {
  const s = requiredNumber(systolic);
  const d = requiredNumber(diastolic);
  if (s === undefined || d === undefined || Number.isNaN(s) || Number.isNaN(d)) return null;
  if (bloodPressureIssues({ systolic: s, diastolic: d }).length > 0) return null;
  return classifyBloodPressure(s, d);
}

import type { BloodPressureCreate, BloodPressureReading } from '@core/contract/health';
import {
  bloodPressureIssues,
  classifyBloodPressure,
  type BloodPressureCategory,
} from '@core/health/blood-pressure';
import { numberText, optionalNumber, requiredNumber } from '../form-numbers';
import { fromDateTimeInput, toDateTimeInput } from '../zoned-input';

/** What the form edits: inputs hold text; toBpInput makes the request body from it. */
export interface BpFormValues {
  memberId: string;
  systolic: string;
  diastolic: string;
  pulse: string;
  /** datetime-local text on the user's clock. */
  measuredAt: string;
  arm: '' | 'left' | 'right';
  notes: string;
}

export const BP_FORM_FIELDS = [
  'memberId',
  'systolic',
  'diastolic',
  'pulse',
  'measuredAt',
  'arm',
  'notes',
] as const;

/** A new reading: now, the chosen member, and the arm used last time (the same arm compares). */
export function defaultBpValues(options: {
  memberId: string;
  now: Date;
  timeZone: string;
  lastArm: 'left' | 'right' | null;
}): BpFormValues {
  return {
    memberId: options.memberId,
    systolic: '',
    diastolic: '',
    pulse: '',
    measuredAt: toDateTimeInput(options.now, options.timeZone),
    arm: options.lastArm ?? 'left',
    notes: '',
  };
}

export function bpValuesFrom(reading: BloodPressureReading, timeZone: string): BpFormValues {
  return {
    memberId: reading.memberId,
    systolic: String(reading.systolic),
    diastolic: String(reading.diastolic),
    pulse: numberText(reading.pulse),
    measuredAt: toDateTimeInput(reading.measuredAt, timeZone),
    arm: reading.arm ?? '',
    notes: reading.notes ?? '',
  };
}

/**
 * The request body. An empty required number stays undefined (and a bad time an empty string)
 * so that the core schema answers with its own message ("Enter the top number (systolic)").
 */
export function toBpInput(values: BpFormValues, timeZone: string): BloodPressureCreate {
  return {
    memberId: values.memberId,
    systolic: requiredNumber(values.systolic),
    diastolic: requiredNumber(values.diastolic),
    pulse: optionalNumber(values.pulse),
    measuredAt: fromDateTimeInput(values.measuredAt, timeZone) ?? '',
    arm: values.arm || null,
    notes: values.notes,
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

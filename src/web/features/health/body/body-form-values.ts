import type { BodyCreate, BodyMeasurement } from '@core/contract/health';
import { ageInYears, isCalendarDate } from '@core/health/calendar-date';
import {
  bmi,
  bmiAppliesToAge,
  bodyIssues,
  classifyBmi,
  healthyWeightRange,
  type BmiCategory,
} from '@core/health/bmi';
import { numberText, requiredNumber } from '../form-numbers';
import { TIMED_FIELDS, timedInput, timedValues, type TimedValues } from '../zoned-input';

export interface BodyFormValues extends TimedValues {
  weightKg: string;
  heightCm: string;
}

export const BODY_FORM_FIELDS = [...TIMED_FIELDS, 'weightKg', 'heightCm'] as const;

/** A new measurement: now, the chosen member, and their last height (adults rarely change). */
export function defaultBodyValues(options: {
  memberId: string;
  now: Date;
  timeZone: string;
  lastHeightCm: number | null;
}): BodyFormValues {
  return {
    ...timedValues({ memberId: options.memberId, measuredAt: options.now }, options.timeZone),
    weightKg: '',
    heightCm: numberText(options.lastHeightCm),
  };
}

export function bodyValuesFrom(m: BodyMeasurement, timeZone: string): BodyFormValues {
  return {
    ...timedValues(m, timeZone),
    weightKg: String(m.weightKg),
    heightCm: String(m.heightCm),
  };
}

export function toBodyInput(values: BodyFormValues, timeZone: string): BodyCreate {
  return {
    ...timedInput(values, timeZone),
    weightKg: requiredNumber(values.weightKg),
    heightCm: requiredNumber(values.heightCm),
  } as BodyCreate;
}

/** Age in whole years on `today`, or null without a (valid) birth date. */
export function ageOf(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth) || !isCalendarDate(today)) return null;
  const age = ageInYears(dateOfBirth, today);
  return age >= 0 ? age : null;
}

export interface LiveBmi {
  bmi: number;
  /** Null for a child: the adult cut-offs do not apply. */
  category: BmiCategory | null;
  healthy: { minKg: number; maxKg: number } | null;
}

/** BMI and its Asian-Indian category as the numbers are typed, once both are plausible. */
export function liveBmi(
  weightText: string,
  heightText: string,
  age: number | null,
): LiveBmi | null {
  const weightKg = requiredNumber(weightText);
  const heightCm = requiredNumber(heightText);
  if (weightKg === undefined || heightCm === undefined) return null;
  if (Number.isNaN(weightKg) || Number.isNaN(heightCm)) return null;
  if (bodyIssues({ weightKg, heightCm }).length > 0) return null;
  const value = bmi(weightKg, heightCm);
  const adult = bmiAppliesToAge(age);
  return {
    bmi: value,
    category: adult ? classifyBmi(value) : null,
    healthy: adult ? healthyWeightRange(heightCm) : null,
  };
}

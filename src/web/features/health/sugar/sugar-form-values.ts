import type { SugarCreate, SugarReading } from '@core/contract/health';
import {
  classifySugar,
  sugarValueIssue,
  type SugarCategory,
  type SugarType,
} from '@core/health/sugar';
import { TIMED_FIELDS, timedInput, timedValues, type TimedValues } from '../zoned-input';
import { storedSugarValue, sugarInputText, type SugarUnit } from './sugar-units';

export interface SugarFormValues extends TimedValues {
  /** In the unit chosen on the tab (mg/dL or mmol/L), or % for HbA1c. */
  value: string;
  type: SugarType;
}

export const SUGAR_FORM_FIELDS = [...TIMED_FIELDS, 'value', 'type'] as const;

/** A new reading: now, the chosen member, and the type logged last (most people repeat it). */
export function defaultSugarValues(options: {
  memberId: string;
  now: Date;
  timeZone: string;
  lastType: SugarType | null;
}): SugarFormValues {
  return {
    ...timedValues({ memberId: options.memberId, measuredAt: options.now }, options.timeZone),
    value: '',
    type: options.lastType ?? 'fasting',
  };
}

export function sugarValuesFrom(
  reading: SugarReading,
  unit: SugarUnit,
  timeZone: string,
): SugarFormValues {
  return {
    ...timedValues(reading, timeZone),
    value: sugarInputText(reading.value, reading.type, unit),
    type: reading.type,
  };
}

/** The request body, value in mg/dL (or %); see toBpInput for the undefined. */
export function toSugarInput(
  values: SugarFormValues,
  unit: SugarUnit,
  timeZone: string,
): SugarCreate {
  return {
    ...timedInput(values, timeZone),
    value: storedSugarValue(values.value, values.type, unit),
    type: values.type,
  } as SugarCreate;
}

/** The category of what has been typed, once it is a plausible value. */
export function previewSugar(text: string, type: SugarType, unit: SugarUnit): SugarCategory | null {
  const value = storedSugarValue(text, type, unit);
  if (value === undefined || Number.isNaN(value) || sugarValueIssue(value, type)) return null;
  return classifySugar(value, type);
}

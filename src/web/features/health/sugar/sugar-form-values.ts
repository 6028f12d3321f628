import type { SugarCreate, SugarReading } from '@core/contract/health';
import {
  classifySugar,
  sugarValueIssue,
  type SugarCategory,
  type SugarType,
} from '@core/health/sugar';
import { fromDateTimeInput, toDateTimeInput } from '../zoned-input';
import { storedSugarValue, sugarInputText, type SugarUnit } from './sugar-units';

export interface SugarFormValues {
  memberId: string;
  /** In the unit chosen on the tab (mg/dL or mmol/L), or % for HbA1c. */
  value: string;
  type: SugarType;
  measuredAt: string;
  notes: string;
}

export const SUGAR_FORM_FIELDS = ['memberId', 'value', 'type', 'measuredAt', 'notes'] as const;

/** A new reading: now, the chosen member, and the type logged last (most people repeat it). */
export function defaultSugarValues(options: {
  memberId: string;
  now: Date;
  timeZone: string;
  lastType: SugarType | null;
}): SugarFormValues {
  return {
    memberId: options.memberId,
    value: '',
    type: options.lastType ?? 'fasting',
    measuredAt: toDateTimeInput(options.now, options.timeZone),
    notes: '',
  };
}

export function sugarValuesFrom(
  reading: SugarReading,
  unit: SugarUnit,
  timeZone: string,
): SugarFormValues {
  return {
    memberId: reading.memberId,
    value: sugarInputText(reading.value, reading.type, unit),
    type: reading.type,
    measuredAt: toDateTimeInput(reading.measuredAt, timeZone),
    notes: reading.notes ?? '',
  };
}

/** The request body, value in mg/dL (or %); see toBpInput for the undefined. */
export function toSugarInput(
  values: SugarFormValues,
  unit: SugarUnit,
  timeZone: string,
): SugarCreate {
  return {
    memberId: values.memberId,
    value: storedSugarValue(values.value, values.type, unit),
    type: values.type,
    measuredAt: fromDateTimeInput(values.measuredAt, timeZone) ?? '',
    notes: values.notes,
  } as SugarCreate;
}

/** The category of what has been typed, once it is a plausible value. */
export function previewSugar(text: string, type: SugarType, unit: SugarUnit): SugarCategory | null {
  const value = storedSugarValue(text, type, unit);
  if (value === undefined || Number.isNaN(value) || sugarValueIssue(value, type)) return null;
  return classifySugar(value, type);
}

import type { MedicationCreateInput, Medication } from '@core/contract/medicines';
import type { MedicationColor } from '@core/contract/medicines-rules';
import {
  DEFAULT_REFILL_THRESHOLD_DAYS,
  resolveSchedule,
  type ScheduleInput,
  type SchedulePreset,
} from '@core/medicines';
import { i18n } from '@web/lib/i18n/i18n';
import { translateText } from '@web/lib/i18n/text-table';
import { MEDICATION_TEXTS } from '@web/lib/medicine-messages';
import { FOOD_TEXTS, frequencyText } from '@web/lib/medicine-texts';

/** How the schedule is given: the three ways the API takes (schedule-input.ts). */
export const SCHEDULE_MODES = ['notation', 'times', 'preset'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * What the form edits: text inputs hold strings, and all three schedule modes keep their
 * values so switching back and forth loses nothing. toMedicationInput turns this into the
 * API's shape, which medicationCreateSchema / medicationUpdateSchema then check.
 */
export interface MedicationFormValues {
  /** '' when the account has no member list yet: the server uses the self member. */
  memberId: string;
  name: string;
  dosage: string;
  scheduleMode: ScheduleMode;
  notation: string;
  /** Objects, as useFieldArray needs. */
  times: { value: string }[];
  preset: SchedulePreset;
  intervalHours: string;
  intervalStart: string;
  /** Every day when all seven are chosen. */
  weekdays: number[];
  startDate: string;
  endDate: string;
  withFood: boolean;
  instructions: string;
  color: MedicationColor;
  stock: string;
  refillThreshold: string;
  notes: string;
}

export function defaultFormValues(today: string, memberId: string): MedicationFormValues {
  return {
    memberId,
    name: '',
    dosage: '',
    scheduleMode: 'notation',
    notation: '',
    times: [{ value: '08:00' }],
    preset: 'twice',
    intervalHours: '8',
    intervalStart: '08:00',
    weekdays: [...ALL_WEEKDAYS],
    startDate: today,
    endDate: '',
    withFood: false,
    instructions: '',
    color: 'blue',
    stock: '',
    refillThreshold: String(DEFAULT_REFILL_THRESHOLD_DAYS),
    notes: '',
  };
}

/** The form filled from a stored medication, for editing. */
export function formValuesFrom(med: Medication, today: string): MedicationFormValues {
  const base = defaultFormValues(today, med.memberId);
  const mode: ScheduleMode = med.notation ? 'notation' : med.asNeeded ? 'preset' : 'times';
  return {
    ...base,
    name: med.name,
    dosage: med.dosage,
    scheduleMode: mode,
    notation: med.notation ?? '',
    times: med.times.length > 0 ? med.times.map((value) => ({ value })) : base.times,
    preset: med.asNeeded ? 'asNeeded' : base.preset,
    weekdays: med.weekdays ?? [...ALL_WEEKDAYS],
    startDate: med.startDate,
    endDate: med.endDate ?? '',
    withFood: med.withFood,
    instructions: med.instructions,
    color: med.color,
    stock: med.stock === null ? '' : String(med.stock),
    refillThreshold: String(med.refillThreshold),
    notes: med.notes,
  };
}

/** '' stays empty (absent); anything else becomes a number for the schema to judge (NaN too). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function limitsDays(values: MedicationFormValues): boolean {
  return values.weekdays.length !== ALL_WEEKDAYS.length;
}

/** Only the chosen mode's fields: the API refuses two ways of giving one schedule. */
export function scheduleInputOf(values: MedicationFormValues): ScheduleInput {
  const weekdays = limitsDays(values) ? [...values.weekdays].sort((a, b) => a - b) : null;
  switch (values.scheduleMode) {
    case 'notation':
      return { notation: values.notation, weekdays };
    case 'times':
      return { times: values.times.map((t) => t.value), weekdays };
    case 'preset':
      return values.preset === 'everyNHours'
        ? {
            preset: values.preset,
            intervalHours: numberOrNull(values.intervalHours),
            intervalStart: values.intervalStart,
            weekdays,
          }
        : { preset: values.preset, weekdays };
  }
}

/** The request body: the same for POST and PATCH (a PATCH with a schedule replaces it). */
export function toMedicationInput(values: MedicationFormValues): MedicationCreateInput {
  const schedule = scheduleInputOf(values);
  const input: MedicationCreateInput = {
    name: values.name,
    dosage: values.dosage,
    instructions: values.instructions,
    withFood: values.withFood,
    color: values.color,
    weekdays: schedule.weekdays ? [...schedule.weekdays] : null,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    stock: numberOrNull(values.stock),
    refillThreshold: numberOrNull(values.refillThreshold) ?? DEFAULT_REFILL_THRESHOLD_DAYS,
    notes: values.notes,
  };
  if (values.memberId) input.memberId = values.memberId;
  if (schedule.notation !== undefined && schedule.notation !== null)
    input.notation = schedule.notation;
  if (schedule.times) input.times = [...schedule.times];
  if (schedule.preset) input.preset = schedule.preset;
  if (typeof schedule.intervalHours === 'number') input.intervalHours = schedule.intervalHours;
  if (schedule.intervalStart) input.intervalStart = schedule.intervalStart;
  return input;
}

export type SchedulePreview =
  | { ok: true; frequency: string; times: string[]; food: string | null }
  | { ok: false; message: string }
  | null;

/**
 * What the schedule the user is typing means, before sending it (null while still empty), in
 * the active language.
 */
export function previewSchedule(values: MedicationFormValues): SchedulePreview {
  if (values.scheduleMode === 'notation' && values.notation.trim() === '') return null;
  const resolved = resolveSchedule(scheduleInputOf(values));
  if (!resolved.ok)
    return { ok: false, message: translateText(i18n, MEDICATION_TEXTS, resolved.message) };
  const food = resolved.food === null ? null : i18n._(FOOD_TEXTS[resolved.food]);
  const frequency = frequencyText(i18n, resolved.frequency);
  return { ok: true, frequency, times: resolved.schedule.times, food };
}

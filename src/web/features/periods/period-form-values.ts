import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Period, PeriodCreate, PeriodUpdate } from '@core/contract/health';

export type Flow = NonNullable<Period['flow']>;

export interface PeriodFormValues {
  startDate: string;
  /** '' while the period goes on. */
  endDate: string;
  flow: Flow | '';
  symptoms: string[];
  notes: string;
}

export const PERIOD_FORM_FIELDS = [
  'startDate',
  'endDate',
  'flow',
  'symptoms',
  'notes',
] as const satisfies readonly (keyof PeriodFormValues)[];

export const FLOW_LABELS: Record<Flow, MessageDescriptor> = {
  spotting: msg`Spotting`,
  light: msg`Light`,
  medium: msg`Medium`,
  heavy: msg`Heavy`,
};

/** Offered in the language on screen, and saved as shown. */
export const SYMPTOM_SUGGESTIONS: readonly MessageDescriptor[] = [
  msg`Cramps`,
  msg`Back pain`,
  msg`Headache`,
  msg`Bloating`,
  msg`Mood swings`,
  msg`Tiredness`,
  msg`Acne`,
  msg`Tender breasts`,
  msg`Nausea`,
];

export function newPeriodValues(today: string): PeriodFormValues {
  return { startDate: today, endDate: '', flow: '', symptoms: [], notes: '' };
}

export function periodValues(period: Period): PeriodFormValues {
  return {
    startDate: period.startDate,
    endDate: period.endDate ?? '',
    flow: period.flow ?? '',
    symptoms: [...period.symptoms],
    notes: period.notes ?? '',
  };
}

/** The fields the form edits; `excluded` is changed by its own switch, never here. */
function formBody(values: PeriodFormValues) {
  return {
    startDate: values.startDate,
    endDate: values.endDate || null,
    flow: values.flow || null,
    symptoms: values.symptoms,
    notes: values.notes.trim() || null,
  };
}

export function toPeriodUpdate(values: PeriodFormValues): PeriodUpdate {
  return formBody(values);
}

export function toPeriodCreate(values: PeriodFormValues, memberId: string): PeriodCreate {
  return { memberId, ...formBody(values) };
}

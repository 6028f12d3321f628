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

export const FLOW_LABELS: Record<Flow, string> = {
  spotting: 'Spotting',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
};

export const SYMPTOM_SUGGESTIONS = [
  'Cramps',
  'Back pain',
  'Headache',
  'Bloating',
  'Mood swings',
  'Tiredness',
  'Acne',
  'Tender breasts',
  'Nausea',
] as const;

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

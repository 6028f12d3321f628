import type { EyeTest, EyeTestCreate } from '@core/contract/health';
import { isCalendarDate } from '@core/health/calendar-date';
import { EYE_LIMITS, formatDioptres } from '@core/health/eyesight';
import { numberText, optionalNumber, requiredNumber } from '../form-numbers';

export interface EyeText {
  sph: string;
  cyl: string;
  axis: string;
  add: string;
  acuity: string;
}

export interface EyeFormValues {
  memberId: string;
  testDate: string;
  right: EyeText;
  left: EyeText;
  pd: string;
  nextCheckup: string;
  notes: string;
}

export const EYE_FORM_FIELDS = [
  'memberId',
  'testDate',
  'right',
  'left',
  'pd',
  'nextCheckup',
  'notes',
] as const;

export interface Option {
  value: string;
  label: string;
}

/** Quarter-dioptre steps from `from` to `to` (either direction), written as on a prescription. */
export function dioptreOptions(from: number, to: number): Option[] {
  const steps = Math.round(Math.abs(to - from) / EYE_LIMITS.step);
  const dir = to >= from ? 1 : -1;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const value = from + dir * i * EYE_LIMITS.step;
    return { value: value.toFixed(2), label: formatDioptres(value) };
  });
}

/** SPH from +20 down to -20 (as optician charts list it); the picker opens at 0.00 (plano). */
export const SPH_OPTIONS: Option[] = dioptreOptions(EYE_LIMITS.sph.max, EYE_LIMITS.sph.min);
/** Minus cylinders first: Indian prescriptions nearly always write CYL as minus. */
export const CYL_OPTIONS: Option[] = [
  ...dioptreOptions(-EYE_LIMITS.step, EYE_LIMITS.cyl.min),
  ...dioptreOptions(EYE_LIMITS.step, EYE_LIMITS.cyl.max),
];
export const ADD_OPTIONS: Option[] = dioptreOptions(EYE_LIMITS.add.min, EYE_LIMITS.add.max);

const emptyEye = (): EyeText => ({ sph: '0.00', cyl: '', axis: '', add: '', acuity: '' });

/** A new test: today, the chosen member, plano until the prescription says otherwise. */
export function defaultEyeValues(memberId: string, today: string): EyeFormValues {
  return {
    memberId,
    testDate: today,
    right: emptyEye(),
    left: emptyEye(),
    pd: '',
    nextCheckup: '',
    notes: '',
  };
}

const dioptreText = (v: number | null | undefined) => (v == null ? '' : v.toFixed(2));

export function eyeValuesFrom(test: EyeTest): EyeFormValues {
  const eye = (e: EyeTest['right']): EyeText => ({
    sph: dioptreText(e.sph),
    cyl: e.cyl ? dioptreText(e.cyl) : '',
    axis: numberText(e.axis),
    add: dioptreText(e.add),
    acuity: e.acuity ?? '',
  });
  return {
    memberId: test.memberId,
    testDate: test.testDate,
    right: eye(test.right),
    left: eye(test.left),
    pd: numberText(test.pd),
    nextCheckup: test.nextCheckup ?? '',
    notes: test.notes ?? '',
  };
}

function toEye(e: EyeText) {
  return {
    sph: requiredNumber(e.sph),
    cyl: optionalNumber(e.cyl),
    axis: optionalNumber(e.axis),
    add: optionalNumber(e.add),
    acuity: e.acuity || null,
  };
}

export function toEyeInput(values: EyeFormValues): EyeTestCreate {
  return {
    memberId: values.memberId,
    testDate: values.testDate,
    right: toEye(values.right),
    left: toEye(values.left),
    pd: optionalNumber(values.pd),
    nextCheckup: values.nextCheckup || null,
    notes: values.notes,
  } as EyeTestCreate;
}

/** The usual next check-up: the same date a year later (29 Feb becomes 28 Feb). */
export function yearAfter(testDate: string): string | null {
  if (!isCalendarDate(testDate)) return null;
  const next = `${Number(testDate.slice(0, 4)) + 1}${testDate.slice(4)}`;
  return isCalendarDate(next) ? next : `${next.slice(0, 8)}28`;
}

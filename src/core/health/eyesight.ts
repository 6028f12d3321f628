import { daysBetween } from './calendar-date';
import type { FieldIssue } from './field-issue';
import { roundTo } from './round';

/** One eye of a spectacle prescription, in dioptres; axis in degrees. */
export interface EyePrescription {
  sph: number | null;
  cyl?: number | null;
  axis?: number | null;
  add?: number | null;
  acuity?: string | null;
}

/** Snellen acuity in metres, as Indian opticians write it (6/6 is normal). */
export const VISUAL_ACUITY = ['6/5', '6/6', '6/9', '6/12', '6/18', '6/24', '6/36', '6/60'] as const;
export type VisualAcuity = (typeof VISUAL_ACUITY)[number];

export const EYE_LIMITS = {
  sph: { min: -20, max: 20 },
  cyl: { min: -10, max: 10 },
  axis: { min: 1, max: 180 },
  add: { min: 0.75, max: 3.5 },
  /** Pupillary distance in mm, written to 0.5: from a small child's to a large adult's. */
  pd: { min: 40, max: 80 },
  /** Lenses come in quarter-dioptre steps. */
  step: 0.25,
} as const;

/**
 * A yearly myopic shift of 0.50 D or more is the usual line for "fast progression" that calls for
 * myopia control in a child (IMI 2019 reports; AOA). Judged on the rate rounded to 0.01 D, the
 * number shown.
 */
export const MYOPIA_PROGRESSING_PER_YEAR = -0.5;
/**
 * A yearly rate needs tests at least ~6 months apart: a test-to-test difference of 0.25 D is
 * within measurement noise and would read as 1 D/yr over 3 months.
 */
export const MYOPIA_MIN_INTERVAL_DAYS = 180;

function inSteps(value: number, min: number, max: number): boolean {
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const quarters = value / EYE_LIMITS.step;
  return Math.abs(quarters - Math.round(quarters)) < 1e-9;
}

type EyeField = 'sph' | 'cyl' | 'axis' | 'add' | 'acuity';

/** Problems with one eye's values; empty when it can be saved. */
export function eyeIssues(eye: EyePrescription): FieldIssue<EyeField>[] {
  const issues: FieldIssue<EyeField>[] = [];
  const { sph, cyl, axis, add, acuity } = eye;
  const L = EYE_LIMITS;
  if (sph == null) {
    issues.push({ field: 'sph', message: 'Enter SPH (use 0 for plano)' });
  } else if (!inSteps(sph, L.sph.min, L.sph.max)) {
    issues.push({ field: 'sph', message: 'SPH must be from -20.00 to +20.00 in steps of 0.25' });
  }
  if (cyl != null && !inSteps(cyl, L.cyl.min, L.cyl.max)) {
    issues.push({ field: 'cyl', message: 'CYL must be from -10.00 to +10.00 in steps of 0.25' });
  }
  const hasCyl = cyl != null && cyl !== 0;
  if (hasCyl && axis == null) {
    issues.push({ field: 'axis', message: 'Enter AXIS (1 to 180) when CYL is not zero' });
  } else if (axis != null && !hasCyl) {
    // An axis without a cylinder means nothing, and usually means CYL was typed in the wrong box.
    issues.push({ field: 'axis', message: 'Leave AXIS empty when there is no CYL' });
  } else if (
    axis != null &&
    !(Number.isInteger(axis) && axis >= L.axis.min && axis <= L.axis.max)
  ) {
    issues.push({ field: 'axis', message: 'AXIS must be a whole number from 1 to 180' });
  }
  if (add != null && !inSteps(add, L.add.min, L.add.max)) {
    issues.push({ field: 'add', message: 'ADD must be from +0.75 to +3.50 in steps of 0.25' });
  }
  if (acuity != null && !(VISUAL_ACUITY as readonly string[]).includes(acuity)) {
    issues.push({ field: 'acuity', message: `Vision must be one of ${VISUAL_ACUITY.join(', ')}` });
  }
  return issues;
}

/** The message for an implausible pupillary distance, or null. */
export function pdIssue(pd: number): string | null {
  const { min, max } = EYE_LIMITS.pd;
  const halves = pd * 2;
  return Number.isFinite(pd) && pd >= min && pd <= max && Number.isInteger(halves)
    ? null
    : `PD must be from ${min} to ${max} mm, in steps of 0.5`;
}

/** SPH + CYL / 2: the one number that follows a child's myopia, whatever the astigmatism. */
export function sphericalEquivalent(eye: { sph: number; cyl?: number | null }): number {
  return eye.sph + (eye.cyl ?? 0) / 2;
}

/** "+1.25", "-0.50", "0.00": the way a prescription is written. */
export function formatDioptres(value: number): string {
  const text = Math.abs(value).toFixed(2);
  if (value > 0) return `+${text}`;
  return value < 0 ? `-${text}` : text;
}

export interface EyeTestForChange {
  testDate: string;
  right: { sph: number; cyl?: number | null };
  left: { sph: number; cyl?: number | null };
}

export interface EyeChange {
  /** Spherical equivalents at the earlier and later test. */
  from: number;
  to: number;
  /** Dioptres, negative = more short-sighted. */
  change: number;
  /** Dioptres per year, 2 decimals; null when the tests are under 180 days apart. */
  perYear: number | null;
  progressing: boolean;
}

/** The change per eye from the earlier test to the later one (they may come in any order). */
export function myopiaChange(
  a: EyeTestForChange,
  b: EyeTestForChange,
): { days: number; right: EyeChange; left: EyeChange } {
  const [earlier, later] = a.testDate <= b.testDate ? [a, b] : [b, a];
  const days = daysBetween(earlier.testDate, later.testDate);
  const eye = (side: 'right' | 'left'): EyeChange => {
    const from = sphericalEquivalent(earlier[side]);
    const to = sphericalEquivalent(later[side]);
    const change = roundTo(to - from, 3);
    const perYear = days >= MYOPIA_MIN_INTERVAL_DAYS ? roundTo((change * 365.25) / days, 2) : null;
    return {
      from,
      to,
      change,
      perYear,
      progressing: perYear !== null && perYear <= MYOPIA_PROGRESSING_PER_YEAR,
    };
  };
  return { days, right: eye('right'), left: eye('left') };
}

import type { PeriodPrediction } from '../health/cycle';
import type { SugarType } from '../health/sugar';
import type { Adherence } from '../medicines/adherence';
import type { ReportAverage } from '../report/report-period';
import type { Member } from './family';
import type {
  BloodPressureReading,
  BodyMeasurement,
  EyeTest,
  Period,
  SugarReading,
} from './health';
import type { Medication } from './medicines';

/** A current medicine as the report lists it: what it is and when it is taken. */
export type ReportMedication = Pick<
  Medication,
  | 'id'
  | 'name'
  | 'dosage'
  | 'frequency'
  | 'instructions'
  | 'withFood'
  | 'times'
  | 'weekdays'
  | 'asNeeded'
  | 'notation'
  | 'startDate'
  | 'endDate'
>;

/**
 * GET /api/family-members/:id/report: one member's doctor's report, computed on the server with
 * the core rules (src/core/report), over the last `periodDays` days up to `generatedAt`.
 */
export interface MemberReport {
  /** ISO instant the figures were counted at. */
  generatedAt: string;
  /** The account's time zone; `today` and `periodStart` are its local days. */
  timeZone: string;
  today: string;
  periodDays: number;
  periodStart: string;
  member: Member;
  /** Active medicines whose course has not ended. */
  medications: ReportMedication[];
  adherence: { last30: Adherence; last90: Adherence };
  bloodPressure: {
    /** The period's readings, newest first. */
    readings: BloodPressureReading[];
    systolic: ReportAverage;
    diastolic: ReportAverage;
    pulse: ReportAverage;
  };
  sugar: {
    readings: SugarReading[];
    /** Per reading type (HbA1c is already an average: left out), types with a reading only. */
    averages: Array<ReportAverage & { type: SugarType }>;
  };
  body: {
    readings: BodyMeasurement[];
    weight: ReportAverage;
  };
  /** Every eye test, newest first (a few a year). */
  eyeTests: EyeTest[];
  /** Null when no period was ever logged for the member. */
  periods: {
    /** The latest logged periods, newest first (at most 6). */
    recent: Period[];
    prediction: PeriodPrediction;
  } | null;
}

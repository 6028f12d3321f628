import type { HealthListQuery } from '@core/contract/health';
import type { MemberReport, ReportMedication } from '@core/contract/report';
import { predictPeriod } from '@core/health/cycle';
import { SUGAR_TYPES } from '@core/health/sugar';
import { localDay } from '@core/medicines';
import {
  ADHERENCE_DAYS,
  adherenceOverLastDays,
  lastDays,
  REPORT_DAYS,
  reportAverages,
} from '@core/report/report-period';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/context';
import { findOwnMember, toMember } from '../family/service';
import { bloodPressureService } from '../health/blood-pressure/service';
import { bodyService } from '../health/body-measurements/service';
import { eyeTestService } from '../health/eye-tests/service';
import { periodService } from '../health/periods/service';
import { sugarService } from '../health/sugar-levels/service';
import { accountMedications } from '../medications/account-reads';
import { doseLogsSince } from '../doses/dose-logs';
import { planOf, type MedicationRow } from '../medications/plans';

/** The charts' limit: 90 days of four readings a day. */
const PERIOD_LIMIT = 1000;
/** The period tracker's prediction reads this many latest starts (periods/service.ts). */
const PERIOD_STARTS = 24;
const RECENT_PERIODS = 6;
const EYE_TESTS = 20;

function toReportMedication(row: MedicationRow): ReportMedication {
  const { id, name, dosage, frequency, instructions, withFood, times, weekdays } = row;
  const { asNeeded, notation, startDate, endDate } = row;
  return {
    ...{ id, name, dosage, frequency, instructions, withFood, times, weekdays },
    ...{ asNeeded, notation, startDate, endDate },
  };
}

/** Each reading's value with its time, for the core averages. */
const values = <R extends { measuredAt: string }>(
  rows: readonly R[],
  pick: (r: R) => number | null,
) => rows.map((r) => ({ measuredAt: r.measuredAt, value: pick(r) }));

/**
 * One member's doctor's report: the trackers' and the medicines' own reads (each scoped to the
 * account), over the report period, with the figures counted by the core rules. Another
 * account's member answers 404 before anything is read.
 */
export async function memberReport(
  deps: Deps,
  user: SessionUser,
  memberId: string,
): Promise<MemberReport> {
  const member = toMember(await findOwnMember(deps.db, user.id, memberId));
  const now = deps.clock.now();
  const { timeZone } = user;
  const today = localDay(now, timeZone);
  const window = lastDays(now, REPORT_DAYS);
  const ranged: HealthListQuery = {
    memberId,
    from: window.from.toISOString(),
    limit: PERIOD_LIMIT,
  };

  const rows = (await accountMedications(deps, user.id)).filter((r) => r.memberId === memberId);
  const ids = rows.map((r) => r.id);
  const [logs, bp, sugar, body, eyeTests, periods] = await Promise.all([
    doseLogsSince(deps.db, { userId: user.id, medicationIds: ids, since: window.from }),
    bloodPressureService.list(deps, user, ranged),
    sugarService.list(deps, user, ranged),
    bodyService.list(deps, user, ranged),
    eyeTestService.list(deps, user, { memberId, limit: EYE_TESTS }),
    periodService.list(deps, user, { memberId, limit: PERIOD_STARTS }),
  ]);

  const plans = rows.map(planOf);
  const [short, long] = ADHERENCE_DAYS;
  const current = rows.filter((r) => r.active && (!r.endDate || r.endDate >= today));

  return {
    generatedAt: now.toISOString(),
    timeZone,
    today,
    periodDays: REPORT_DAYS,
    periodStart: localDay(window.from, timeZone),
    member,
    medications: current.map(toReportMedication),
    adherence: {
      last30: adherenceOverLastDays(plans, logs, now, short, timeZone),
      last90: adherenceOverLastDays(plans, logs, now, long, timeZone),
    },
    bloodPressure: {
      readings: bp.map(({ advice: _advice, ...r }) => r),
      systolic: reportAverages(
        values(bp, (r) => r.systolic),
        now,
      ),
      diastolic: reportAverages(
        values(bp, (r) => r.diastolic),
        now,
      ),
      pulse: reportAverages(
        values(bp, (r) => r.pulse ?? null),
        now,
      ),
    },
    sugar: {
      readings: sugar.map(({ advice: _advice, ...r }) => r),
      averages: SUGAR_TYPES.filter((type) => type !== 'hba1c')
        .map((type) => ({
          type,
          ...reportAverages(
            values(
              sugar.filter((r) => r.type === type),
              (r) => r.value,
            ),
            now,
          ),
        }))
        .filter((a) => a.period.count > 0),
    },
    body: {
      readings: body,
      weight: reportAverages(
        values(body, (r) => r.weightKg),
        now,
      ),
    },
    eyeTests: eyeTests.map(({ change: _change, ...t }) => t),
    periods:
      periods.length === 0
        ? null
        : { recent: periods.slice(0, RECENT_PERIODS), prediction: predictPeriod(periods, today) },
  };
}

import {
  bloodPressureCreateSchema,
  bloodPressureUpdateSchema,
  type BloodPressureReading,
} from '@core/contract/health';
import { BP_ADVICE, bloodPressureIssues, classifyBloodPressure } from '@core/health/blood-pressure';
import { bloodPressureReadings as table } from '../../../db/schema';
import { readingColumns, timedReadings } from '../timed-readings';

export type BloodPressureAnswer = BloodPressureReading & { advice: string };

export const bloodPressureService = timedReadings({
  schemas: { create: bloodPressureCreateSchema, update: bloodPressureUpdateSchema },
  table,
  columns: {
    ...readingColumns(table),
    systolic: table.systolic,
    diastolic: table.diastolic,
    pulse: table.pulse,
    arm: table.arm,
  },
  /** The reading with its category, and the advice that goes with it (crisis: seek care now). */
  toAnswer(row): BloodPressureAnswer {
    const category = classifyBloodPressure(row.systolic, row.diastolic);
    return {
      ...row,
      measuredAt: row.measuredAt.toISOString(),
      category,
      advice: BP_ADVICE[category],
    };
  },
  missing: 'Blood pressure reading not found',
  // Top > bottom needs the stored number the patch did not send.
  recheck: {
    columns: { systolic: table.systolic, diastolic: table.diastolic },
    issue: (stored, patch) => bloodPressureIssues({ ...stored, ...patch })[0]?.message ?? null,
  },
});

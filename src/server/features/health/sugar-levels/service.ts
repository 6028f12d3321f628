import { sugarCreateSchema, sugarUpdateSchema, type SugarReading } from '@core/contract/health';
import { classifySugar, sugarAdvice, sugarValueIssue } from '@core/health/sugar';
import { sugarReadings as table } from '../../../db/schema';
import { readingColumns, timedReadings } from '../timed-readings';

export type SugarAnswer = SugarReading & { advice: string };

export const sugarService = timedReadings({
  schemas: { create: sugarCreateSchema, update: sugarUpdateSchema },
  table,
  columns: {
    ...readingColumns(table),
    value: table.value,
    type: table.type,
  },
  toAnswer: (row): SugarAnswer => ({
    ...row,
    measuredAt: row.measuredAt.toISOString(),
    category: classifySugar(row.value, row.type),
    advice: sugarAdvice(row.value, row.type),
  }),
  missing: 'Sugar reading not found',
  // 6.5 is a fine HbA1c but not a glucose value: a new type alone must fit the stored value.
  recheck: {
    columns: { value: table.value, type: table.type },
    issue: (stored, patch) =>
      sugarValueIssue(patch.value ?? stored.value, patch.type ?? stored.type),
  },
});

import { sql } from 'drizzle-orm';
import { bodyCreateSchema, bodyUpdateSchema, type BodyMeasurement } from '@core/contract/health';
import { bmi, bmiAppliesToAge, bodyIssues, classifyBmi } from '@core/health/bmi';
import { ageInYears } from '@core/health/calendar-date';
import { localDay } from '@core/medicines';
import { bodyMeasurements as table, familyMembers } from '../../../db/schema';
import { readingColumns, timedReadings } from '../timed-readings';

// The member's birth date, read with each row (lists, and what an insert or update returns). The
// inner query is its own SQL so that its columns stay qualified in a RETURNING clause too.
const member = familyMembers;
const birthDate = sql`select ${member.dateOfBirth} from ${member} where ${member.id} = ${table.memberId}`;
const memberBirthDate = sql<string | null>`(${birthDate})`;

export const bodyService = timedReadings({
  schemas: { create: bodyCreateSchema, update: bodyUpdateSchema },
  table,
  columns: {
    ...readingColumns(table),
    weightKg: table.weightKg,
    heightCm: table.heightCm,
    dateOfBirth: memberBirthDate,
  },
  /**
   * BMI with the Asian-Indian category. The category needs the member's age on the day measured:
   * the adult cut-offs would mislabel a child, so a member under 18 then gets none.
   */
  toAnswer({ dateOfBirth, ...row }, user): BodyMeasurement {
    const value = bmi(row.weightKg, row.heightCm);
    const day = localDay(row.measuredAt, user.timeZone);
    const age = dateOfBirth ? ageInYears(dateOfBirth, day) : null;
    return {
      ...row,
      measuredAt: row.measuredAt.toISOString(),
      bmi: value,
      category: bmiAppliesToAge(age) ? classifyBmi(value) : null,
    };
  },
  missing: 'Measurement not found',
  recheck: {
    columns: { weightKg: table.weightKg, heightCm: table.heightCm },
    issue: (stored, patch) => bodyIssues({ ...stored, ...patch })[0]?.message ?? null,
  },
});

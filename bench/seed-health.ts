// The health trackers' bench data (PRODUCT §5): 6 members with 5 years of daily blood pressure,
// sugar and weight readings (about 33,000 rows), written into the embedded database before the
// server starts.
import type { Db } from '../src/server/db/types';
import {
  bloodPressureReadings,
  bodyMeasurements,
  familyMembers,
  sugarReadings,
} from '../src/server/db/schema';

const DAY = 86_400_000;
const YEARS = 5;

export async function seedHealth(
  db: Db,
  userId: string,
): Promise<{ members: string[]; rows: number }> {
  const now = Date.now();
  const members: string[] = [];
  let rows = 0;
  for (let m = 0; m < 6; m++) {
    const [member] = await db
      .insert(familyMembers)
      .values({ userId, name: `Health member ${m}`, relation: 'other', isSelf: false })
      .returning({ id: familyMembers.id });
    if (!member) throw new Error('seed: no member');
    members.push(member.id);
    const days = Array.from({ length: 365 * YEARS }, (_, d) => new Date(now - (d + 1) * DAY));
    const bp = days.map((at, d) => ({
      userId,
      memberId: member.id,
      systolic: 110 + ((d * 7) % 60),
      diastolic: 70 + ((d * 3) % 30),
      pulse: 60 + (d % 30),
      measuredAt: at,
    }));
    const sugar = days.map((at, d) => ({
      userId,
      memberId: member.id,
      value: 80 + ((d * 11) % 140),
      type: (d % 2 ? 'fasting' : 'after_meal') as 'fasting' | 'after_meal',
      measuredAt: at,
    }));
    const body = days.map((at, d) => ({
      userId,
      memberId: member.id,
      weightKg: 60 + (d % 50) / 10,
      heightCm: 165,
      measuredAt: at,
    }));
    for (let i = 0; i < days.length; i += 500) {
      await db.insert(bloodPressureReadings).values(bp.slice(i, i + 500));
      await db.insert(sugarReadings).values(sugar.slice(i, i + 500));
      await db.insert(bodyMeasurements).values(body.slice(i, i + 500));
    }
    rows += days.length * 3;
  }
  return { members, rows };
}

// The Lighthouse account (docs/architecture.md "Budgets"): 2 members, 5 medicines, a week of dose
// logs and 30 blood pressure readings, written straight into the embedded database before the
// server starts.
import { join } from 'node:path';
import { openPglite } from '../src/server/db/connect';
import {
  bloodPressureReadings,
  familyMembers,
  medicationLogs,
  medications,
  users,
} from '../src/server/db/schema';
import { scryptHasher } from '../src/server/platform/passwords';
import { POLICY_VERSION } from '../src/core/policies/version';

export const FAMILY_EMAIL = 'bench-priya@example.in';
export const FAMILY_PASSWORD = 'bench-priya-pass-9';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedFamily(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'db'));
  try {
    await database.migrate();
    const { db } = database;
    const start = new Date(Date.now() - 7 * DAY);
    const [user] = await db
      .insert(users)
      .values({
        email: FAMILY_EMAIL,
        username: 'priya',
        passwordHash: await scryptHasher.hash(FAMILY_PASSWORD),
        createdAt: start,
        // Accepted the current policies at sign-up, as the form requires (ADR 029).
        policyVersion: POLICY_VERSION,
        policyAcceptedAt: start,
      })
      .returning();
    if (!user) throw new Error('seed: no user');
    const people = [
      { name: 'Priya', relation: 'self', isSelf: true, medicines: 3 },
      { name: 'Ramesh', relation: 'father', isSelf: false, medicines: 2 },
    ];
    for (const [index, person] of people.entries()) {
      const [member] = await db
        .insert(familyMembers)
        .values({
          userId: user.id,
          name: person.name,
          relation: person.relation,
          isSelf: person.isSelf,
        })
        .returning();
      if (!member) throw new Error('seed: no member');
      const meds = await db
        .insert(medications)
        .values(
          Array.from({ length: person.medicines }, (_, i) => ({
            userId: user.id,
            memberId: member.id,
            name: `Medicine ${index}-${i}`,
            dosage: '1 tablet',
            frequency: 'Twice daily',
            times: ['08:00', '20:00'],
            startDate: start.toISOString().slice(0, 10),
            stock: 50,
            createdAt: start,
          })),
        )
        .returning({ id: medications.id });
      // A week of both daily doses, all taken.
      await db.insert(medicationLogs).values(
        meds.flatMap(({ id }) =>
          Array.from({ length: 14 }, (_, k) => {
            const at = new Date(start.getTime() + Math.floor(k / 2) * DAY + (k % 2) * 12 * HOUR);
            return {
              userId: user.id,
              medicationId: id,
              scheduledTime: at,
              takenTime: at,
              status: 'taken' as const,
            };
          }),
        ),
      );
      if (person.isSelf) {
        await db.insert(bloodPressureReadings).values(
          Array.from({ length: 30 }, (_, k) => ({
            userId: user.id,
            memberId: member.id,
            systolic: 118 + (k % 15),
            diastolic: 76 + (k % 9),
            pulse: 70,
            measuredAt: new Date(Date.now() - k * DAY),
          })),
        );
      }
    }
  } finally {
    await database.close();
  }
}

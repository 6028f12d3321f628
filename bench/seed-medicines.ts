// The bench account: 10 members × 5 medicines × 90 days of dose logs (PRODUCT §4) and 6 members
// with 5 years of daily readings (PRODUCT §5), written straight into the embedded database before
// the server starts (the API would take many minutes).
import type { Database } from '../src/server/db/connect';
import { familyMembers, medicationLogs, medications, users } from '../src/server/db/schema';
import { scryptHasher } from '../src/server/platform/passwords';
import { POLICY_VERSION } from '../src/core/policies/version';
import { seedHealth } from './seed-health';

export const HEAVY_EMAIL = 'bench-family@example.in';
export const HEAVY_PASSWORD = 'bench-family-pass-9';

const DAY = 86_400_000;

export interface Seeded {
  logs: number;
  healthRows: number;
  /** Members with 5 years of readings, for the health scenarios. */
  healthMembers: string[];
}

/** Seeds an open database (PGlite or PostgreSQL); the caller closes it. */
export async function seedMedicines(database: Database, scale = 1): Promise<Seeded> {
  {
    await database.migrate();
    const { db } = database;
    const now = Date.now();
    const start = new Date(now - 90 * DAY);
    const [user] = await db
      .insert(users)
      .values({
        email: HEAVY_EMAIL,
        username: 'bench-family',
        passwordHash: await scryptHasher.hash(HEAVY_PASSWORD),
        createdAt: start,
        // Accepted the current policies at sign-up, as the form requires (ADR 029).
        policyVersion: POLICY_VERSION,
        policyAcceptedAt: start,
      })
      .returning();
    if (!user) throw new Error('seed: no user');
    let logs = 0;
    for (let m = 0; m < 10 * scale; m++) {
      const [member] = await db
        .insert(familyMembers)
        .values({
          userId: user.id,
          name: `Member ${m}`,
          relation: m === 0 ? 'self' : 'other',
          isSelf: m === 0,
        })
        .returning();
      if (!member) throw new Error('seed: no member');
      const meds = await db
        .insert(medications)
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            userId: user.id,
            memberId: member.id,
            name: `Medicine ${m}-${i}`,
            dosage: '1 tablet',
            frequency: 'Twice daily',
            times: ['08:00', '20:00'],
            startDate: start.toISOString().slice(0, 10),
            stock: 500,
            createdAt: start,
          })),
        )
        .returning({ id: medications.id });
      const rows = meds.flatMap(({ id }) =>
        Array.from({ length: 90 * 2 }, (_, k) => {
          const day = Math.floor(k / 2);
          // 08:00 and 20:00 IST are 02:30 and 14:30 UTC.
          const at = new Date(
            Date.UTC(
              start.getUTCFullYear(),
              start.getUTCMonth(),
              start.getUTCDate() + day,
              k % 2 ? 14 : 2,
              30,
            ),
          );
          return {
            userId: user.id,
            medicationId: id,
            scheduledTime: at,
            takenTime: at,
            status: (k % 7 === 0 ? 'missed' : 'taken') as 'missed' | 'taken',
            createdAt: at,
          };
        }).filter((r) => r.scheduledTime.getTime() < now - 3 * 60 * 60 * 1000),
      );
      for (let i = 0; i < rows.length; i += 500) {
        await db.insert(medicationLogs).values(rows.slice(i, i + 500));
      }
      logs += rows.length;
    }
    const health = await seedHealth(db, user.id);
    return { logs, healthRows: health.rows, healthMembers: health.members };
  }
}

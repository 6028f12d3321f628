import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { writeAudit } from './audit';

export type Role = 'user' | 'admin';

export interface RoleChange {
  userId: string;
  email: string;
  role: Role;
  /** False when the account already had that role (nothing written). */
  changed: boolean;
}

/**
 * `npm run admin:grant -- EMAIL` / `admin:revoke`: the only way an account becomes an admin or
 * stops being one (ADR 034; no admin identity is written anywhere in the code). The change is
 * audited with no admin (the command line) and no address. Revoking also ends the account's
 * sessions' password confirmations, so an admin page left open can change nothing more.
 */
export async function setRole(db: Db, email: string, role: Role, now: Date): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address));
  if (!user) throw new AppError('NOT_FOUND', `No account has the email ${address}`);
  if (user.role === role) return { userId: user.id, email: user.email, role, changed: false };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, user.id));
    if (role === 'user') {
      await tx
        .update(sessions)
        .set({ passwordConfirmedAt: null })
        .where(eq(sessions.userId, user.id));
    }
    await writeAudit(
      tx,
      { adminId: null, ip: null },
      {
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        targetUserId: user.id,
        details: { via: 'command line' },
      },
      now,
    );
  });
  return { userId: user.id, email: user.email, role, changed: true };
}

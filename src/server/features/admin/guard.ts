import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { REAUTH_WINDOW_MS } from '@core/contract/admin';
import type { Deps } from '../../deps';
import { sessions, users } from '../../db/schema';
import type { AppContext, AppEnv, CurrentSession } from '../../http/context';
import { AppError } from '../../http/errors';
import { apiNotFound } from '../../http/handlers';
import { dbRateLimiter, tooMany, type Limit } from '../../http/rate-limit';

/** Wrong passwords when an admin confirms theirs, as for changing the password. */
export const CONFIRM_FAILURES: Limit = { max: 5, windowMs: 15 * 60_000 };

/**
 * Every admin route's first step (ADR 034): the role on the signed-in account, checked on the
 * server. Anyone else, signed out included, gets exactly what an unknown API path answers, so
 * nothing tells them the admin API exists. Before any input is read: a 400 would tell too.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session')?.user.role !== 'admin') return apiNotFound(c);
  await next();
};

/** The signed-in admin (requireAdmin ran first). */
export function adminSession(c: AppContext): CurrentSession {
  const session = c.get('session');
  if (!session || session.user.role !== 'admin') throw new Error('requireAdmin did not run');
  return session;
}

export function reauthRequired(): AppError {
  return new AppError('REAUTH_REQUIRED', 'Please enter your password again to continue');
}

/**
 * An admin's change needs the password entered in this session within the last 15 minutes
 * (sign-in or POST /api/admin/confirm-password); otherwise 403 REAUTH_REQUIRED, which the admin
 * area answers by asking for it and sending the change again.
 */
export async function requireRecentPassword(deps: Deps, sessionId: string): Promise<void> {
  const [row] = await deps.db
    .select({ at: sessions.passwordConfirmedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const at = row?.at?.getTime();
  if (at === undefined || deps.clock.now().getTime() - at > REAUTH_WINDOW_MS) {
    throw reauthRequired();
  }
}

/** POST /api/admin/confirm-password: the password again, counted like any password check. */
export async function confirmPassword(
  deps: Deps,
  session: CurrentSession,
  password: string,
): Promise<{ confirmedAt: string }> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const key = `admin-confirm:account:${session.user.id}`;
  if ((await limiter.hit(key, CONFIRM_FAILURES)) > CONFIRM_FAILURES.max) {
    await limiter.release(key);
    throw tooMany(CONFIRM_FAILURES, 'wrong passwords');
  }
  const [user] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!user || !(await passwords.verify(password, user.hash))) {
    throw new AppError('WRONG_PASSWORD', 'Your password is not correct');
  }
  await limiter.release(key);
  const now = clock.now();
  await db.update(sessions).set({ passwordConfirmedAt: now }).where(eq(sessions.id, session.id));
  return { confirmedAt: now.toISOString() };
}

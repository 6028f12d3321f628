import { AUTH_ANSWERS } from '@core/contract/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { randomToken, sha256 } from '../../http/tokens';
import { afterAnswer } from '../../platform/after-answer';
import { logSafeError } from '../../platform/log-safe-error';
import { resetEmail } from './emails';
import { AUTH_LIMITS } from './limits';
import { assertPasswordAllowed } from './service';
import { revokeOtherSessions } from './sessions-service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_ANSWER = AUTH_ANSWERS.RESET_LINK_SENT;

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Emails a single-use reset link when the email (and date of birth, if the account has one) match. */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; dateOfBirth: string | null },
  ip: string | null,
): Promise<void> {
  const { db, clock, logger } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  if (ip) {
    const n = await limiter.hit(`forgot:ip:${ip}`, AUTH_LIMITS.resetRequestsPerIp);
    if (n > AUTH_LIMITS.resetRequestsPerIp.max) {
      throw tooMany(AUTH_LIMITS.resetRequestsPerIp, 'password reset requests');
    }
  }
  // Every path does the same work before answering, so timing tells nobody whether an account
  // exists: the lookup, the per-email count (an atomic upsert either way), a token made and
  // hashed. Writing the token and sending the email happen after the answer.
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const sent = await limiter.hit(
    `forgot:account:${input.email}`,
    AUTH_LIMITS.resetEmailsPerAccount,
  );
  const token = randomToken();
  const tokenHash = await sha256(token);
  // Past the limit, or with a wrong date of birth, the answer stays the same.
  if (!user || (user.dateOfBirth && user.dateOfBirth !== input.dateOfBirth)) return;
  if (sent > AUTH_LIMITS.resetEmailsPerAccount.max) return;
  // A disabled account (ADR 034) gets no link: it could not sign in with the new password.
  if (user.disabledAt) return;
  afterAnswer(
    () => sendResetLink(deps, user, token, tokenHash),
    (err) =>
      logger.error({ err: logSafeError(err), userId: user.id }, 'reset email could not be sent'),
  );
}

type ResetRecipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'username' | 'language'>;

/**
 * Stores a single-use reset link for the account and emails it: the forgot-password form, and an
 * admin resending it (ADR 034). A new token when none is given.
 */
export async function sendResetLink(
  deps: Deps,
  user: ResetRecipient,
  token = randomToken(),
  tokenHash?: string,
): Promise<void> {
  const { db, clock, mailer, config } = deps;
  const now = clock.now();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: tokenHash ?? (await sha256(token)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${config.appUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
  await mailer.send(resetEmail(user.email, user.username, link, user.language));
}

/** Sets a new password with a live, unused link; the link is spent and every session ends. */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string },
  ip: string | null,
): Promise<void> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  if (ip) {
    const n = await limiter.hit(`reset:ip:${ip}`, AUTH_LIMITS.resetAttemptsPerIp);
    if (n > AUTH_LIMITS.resetAttemptsPerIp.max) {
      throw tooMany(AUTH_LIMITS.resetAttemptsPerIp, 'password reset attempts');
    }
  }
  const now = clock.now();
  const tokenHash = await sha256(input.token);
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!row) throw new AppError('INVALID_TOKEN', INVALID_LINK);
  assertPasswordAllowed(input.password);
  const passwordHash = await passwords.hash(input.password);
  await db.transaction(async (tx) => {
    // Spending the token is the guard: of two racing resets only one updates a row.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw new AppError('INVALID_TOKEN', INVALID_LINK);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await revokeOtherSessions(tx, row.userId, null);
  });
  // No session made this request, so app.ts did not invalidate: the old sessions go now.
  deps.cache.invalidate(row.userId);
}

export async function changePassword(
  deps: Deps,
  session: { id: string; userId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const key = `password-change:account:${session.userId}`;
  const limit = AUTH_LIMITS.passwordChangesFailuresPerAccount;
  // Counted before the check, atomically, so parallel wrong guesses cannot all slip under it.
  if ((await limiter.hit(key, limit)) > limit.max) {
    await limiter.release(key);
    throw tooMany(limit, 'wrong passwords');
  }
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  if (!(await passwords.verify(input.currentPassword, user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 'Your current password is not correct');
  }
  // The right password is no failure, whatever happens to the new one.
  await limiter.release(key);
  assertPasswordAllowed(input.newPassword);
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: clock.now() })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, session.id);
  });
  await limiter.reset(key);
}

import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { paymentOrders, prescriptions, rateLimits, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { afterAnswer } from '../../platform/after-answer';
import { logSafeError } from '../../platform/log-safe-error';
import { accountDeletedEmail } from './emails';
import { DATA_PRIVACY_LIMITS } from './limits';

/**
 * Deletes the account with the right password: every row in one transaction (the account's row
 * goes last; every table holding its data cascades from it, but for paid orders and their
 * payments, which are kept without the account's id), then, after the commit, its files.
 * Sessions are rows too, so every device is signed out. The confirmation email goes after the
 * answer, to the address the account had, from the one request that deleted it.
 */
export async function deleteAccount(deps: Deps, userId: string, password: string): Promise<void> {
  const { db, clock, passwords, files, logger, mailer } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const key = `account-delete:account:${userId}`;
  const limit = DATA_PRIVACY_LIMITS.deleteFailuresPerAccount;
  // Counted before the check, atomically, so parallel wrong guesses cannot all slip under it.
  if ((await limiter.hit(key, limit)) > limit.max) {
    await limiter.release(key);
    throw tooMany(limit, 'wrong passwords');
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  if (!(await passwords.verify(password, user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 'Your password is not correct');
  }

  const storageKeys = await db.transaction(async (tx) => {
    // The account's row is locked first: a parallel deletion waits here and then finds it gone
    // (so only one request deletes it and sends the email), and an upload storing its row
    // (prescriptions/service.ts locks the same row) is either listed below or finds it gone.
    // NO KEY UPDATE: a payment being recorded meanwhile (its foreign keys' KEY SHARE) is not
    // blocked by it, so the two cannot deadlock; the DELETE below waits for that one instead.
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!live) return null;
    const stored = await tx
      .select({ key: prescriptions.storageKey })
      .from(prescriptions)
      .where(eq(prescriptions.userId, userId));
    // Counters keyed by the account's id or email (sign-in failures, uploads, reset emails).
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`strpos(${rateLimits.key}, ${userId}) > 0`,
          sql`${rateLimits.key} in (${`signin:account:${user.email}`}, ${`forgot:account:${user.email}`})`,
          sql`starts_with(${rateLimits.key}, ${`signin:account-ip:${user.email}:`})`,
        ),
      );
    // Orders never paid are not payment records: they go (their failed payments cascade). Paid
    // orders and their payments are what the law makes us keep (ADR 027, 031): their user_id
    // is set to null by the foreign key, so they no longer name the account.
    await tx
      .delete(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), ne(paymentOrders.status, 'paid')));
    await tx.delete(users).where(eq(users.id, userId));
    return stored.map((row) => row.key);
  });
  deps.cache.invalidate(userId);
  // Another request deleted it first (and sends the email): this one was signed out meanwhile.
  if (!storageKeys) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');

  // After the commit: a rolled-back deletion must not have lost the files.
  for (const storageKey of storageKeys) {
    try {
      await files.delete(storageKey);
    } catch (err) {
      logger.error({ err: logSafeError(err) }, 'a deleted account file could not be removed');
    }
  }
  afterAnswer(
    () => mailer.send(accountDeletedEmail(user.email, user.username, user.language)),
    (err) => logger.error({ err: logSafeError(err) }, 'account deletion email could not be sent'),
  );
}

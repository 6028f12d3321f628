import { eq } from 'drizzle-orm';
import type { Account, SessionUser, UpdateProfileInput } from '@core/contract/auth';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { toAccount, toSessionUser } from '../../http/account';
import { AppError } from '../../http/errors';
import { dbRateLimiter, tooMany } from '../../http/rate-limit';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { AUTH_LIMITS } from './limits';
import { createSelfMember } from '../family/service';
import { createSession, type ClientMeta } from './sessions-service';

export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE);
}

function usernameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 50);
}

export async function signUp(
  deps: Deps,
  input: { email: string; password: string; dateOfBirth: string | null },
  meta: ClientMeta,
): Promise<{ user: SessionUser; token: string }> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  if (meta.ip) {
    const n = await limiter.hit(`signup:ip:${meta.ip}`, AUTH_LIMITS.signUpsPerIp);
    if (n > AUTH_LIMITS.signUpsPerIp.max) throw tooMany(AUTH_LIMITS.signUpsPerIp, 'sign-ups');
  }
  assertPasswordAllowed(input.password);
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken.length) throw emailTaken();
  const passwordHash = await passwords.hash(input.password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: usernameFromEmail(input.email),
          passwordHash,
          dateOfBirth: input.dateOfBirth,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new AppError('INTERNAL', 'Could not create the account');
      await createSelfMember(tx, user);
      const token = await createSession(tx, user.id, meta, now);
      return { user: toSessionUser(user), token };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please sign in.');
}

let dummyHash: Promise<string> | null = null;

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  meta: ClientMeta,
): Promise<{ user: SessionUser; token: string }> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const accountKey = `signin:account:${input.email}`;
  const ipKey = meta.ip ? `signin:ip:${meta.ip}` : null;
  const { signInFailuresPerAccount: perAccount, signInFailuresPerIp: perIp } = AUTH_LIMITS;
  if ((await limiter.count(accountKey, perAccount)) >= perAccount.max) {
    throw tooMany(perAccount, 'failed sign-in attempts');
  }
  if (ipKey && (await limiter.count(ipKey, perIp)) >= perIp.max) {
    throw tooMany(perIp, 'failed sign-in attempts');
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  // An unknown email costs the same hash as a wrong password, and answers the same.
  dummyHash ??= passwords.hash('not-a-real-password');
  const ok = await passwords.verify(input.password, user ? user.passwordHash : await dummyHash);
  if (!user || !ok) {
    await limiter.hit(accountKey, perAccount);
    if (ipKey) await limiter.hit(ipKey, perIp);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await limiter.reset(accountKey);
  const token = await createSession(db, user.id, meta, clock.now());
  return { user: toSessionUser(user), token };
}

export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileInput,
): Promise<Account> {
  const [user] = await deps.db
    .update(users)
    .set({ ...input, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return toAccount(user);
}

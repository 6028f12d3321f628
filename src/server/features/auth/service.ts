import { eq } from 'drizzle-orm';
import type { Account, SessionUser, UpdateProfileInput } from '@core/contract/auth';
import { DEFAULT_LANGUAGE, type Language } from '@core/i18n/languages';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { toAccount, toSessionUser } from '../../http/account';
import { accountDisabled, AppError } from '../../http/errors';
import { dbRateLimiter, tooMany, type RateLimiter } from '../../http/rate-limit';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@core/passwords/password-rule';
import { AUTH_LIMITS } from './limits';
import { createSelfMember } from '../family/service';
import { createSession, type ClientMeta } from './sessions-service';

export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new AppError('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE);
}

/** The password hash queue of a client (platform/passwords.ts): its address, when known. */
function hashQueueOf(meta: ClientMeta): string {
  return meta.ip ? `ip:${meta.ip}` : '';
}

function usernameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 50);
}

/**
 * ADR 023: an email that already has an account is told so (409), but only after the same
 * expensive work as a real sign-up (the password is hashed through the same queue), and at most
 * AUTH_LIMITS.signUpEmailTakenPerIp times an hour to one address.
 */
export async function signUp(
  deps: Deps,
  input: {
    email: string;
    password: string;
    dateOfBirth: string | null;
    language?: Language | undefined;
    policyVersion: number;
  },
  meta: ClientMeta,
): Promise<{ user: SessionUser; token: string }> {
  const { db, clock, passwords } = deps;
  const limiter = dbRateLimiter(db, () => clock.now());
  const { signUpsPerIp, signUpEmailTakenPerIp } = AUTH_LIMITS;
  if (meta.ip) {
    // Counted atomically before any work, so parallel attempts cannot all slip under the limit.
    const [attempts, takenAnswers] = await Promise.all([
      limiter.hit(`signup:ip:${meta.ip}`, signUpsPerIp),
      limiter.count(`signup:taken:${meta.ip}`, signUpEmailTakenPerIp),
    ]);
    if (attempts > signUpsPerIp.max) throw tooMany(signUpsPerIp, 'sign-ups');
    // The same answer as above: a refusal here says nothing about the email asked for.
    if (takenAnswers >= signUpEmailTakenPerIp.max) throw tooMany(signUpsPerIp, 'sign-ups');
  }
  assertPasswordAllowed(input.password);
  // Hashed before the email is looked up, so a taken email costs what a new one does.
  const passwordHash = await passwords.hash(input.password, hashQueueOf(meta));
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken.length) throw await emailTaken(limiter, meta.ip);
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
          language: input.language ?? DEFAULT_LANGUAGE,
          // The consent the sign-up carried (the schema accepts only the current version).
          policyVersion: input.policyVersion,
          policyAcceptedAt: now,
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
    if (isUniqueViolation(err)) throw await emailTaken(limiter, meta.ip);
    throw err;
  }
}

/** Counts the answer against the address first (atomically): past the cap it is a 429. */
async function emailTaken(limiter: RateLimiter, ip: string | null): Promise<AppError> {
  const limit = AUTH_LIMITS.signUpEmailTakenPerIp;
  if (ip && (await limiter.hit(`signup:taken:${ip}`, limit)) > limit.max) {
    return tooMany(AUTH_LIMITS.signUpsPerIp, 'sign-ups');
  }
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
  const limits = AUTH_LIMITS;
  // Each attempt is counted before the password is checked, atomically in the database, so
  // parallel guesses cannot all pass a check made before any of them failed; a success gives
  // its count back. Keys: account + address (the cap), address, account from everywhere.
  const counted = [
    {
      key: `signin:account-ip:${input.email}:${meta.ip ?? '-'}`,
      limit: limits.signInFailuresPerAccountAndIp,
    },
    ...(meta.ip ? [{ key: `signin:ip:${meta.ip}`, limit: limits.signInFailuresPerIp }] : []),
    { key: `signin:account:${input.email}`, limit: limits.signInFailuresPerAccount },
  ];
  const [pair = 0, ...rest] = await Promise.all(counted.map((c) => limiter.hit(c.key, c.limit)));
  const perIp = meta.ip ? (rest[0] ?? 0) : 0;
  const account = rest.at(-1) ?? 0;
  const giveBack = () => Promise.all(counted.map((c) => limiter.release(c.key)));
  const refusal =
    pair > limits.signInFailuresPerAccountAndIp.max
      ? limits.signInFailuresPerAccountAndIp
      : perIp > limits.signInFailuresPerIp.max
        ? limits.signInFailuresPerIp
        : // Past the account's overall cap only an address that already failed for it is refused.
          account > limits.signInFailuresPerAccount.max && pair > 1
          ? limits.signInFailuresPerAccount
          : null;
  if (refusal) {
    // A refused attempt is not a failure of the password: it does not extend the lock.
    await giveBack();
    throw tooMany(refusal, 'failed sign-in attempts');
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  // An unknown email costs the same hash as a wrong password, and answers the same.
  dummyHash ??= passwords.hash('not-a-real-password');
  // Queued by address: a burst from one address takes turns with everyone else's sign-ins.
  const ok = await passwords.verify(
    input.password,
    user ? user.passwordHash : await dummyHash,
    hashQueueOf(meta),
  );
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  // Said only to whoever knows the password: it tells nobody else that the account exists.
  if (user.disabledAt) throw accountDisabled();
  // The owner proved themselves from this address: its failures go; the others give back one.
  const [pairKey, ...others] = counted;
  await Promise.all([
    pairKey ? limiter.reset(pairKey.key) : null,
    ...others.map((c) => limiter.release(c.key)),
  ]);
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

/** Records that the account accepted the current policies (`policyVersion`, checked by the schema). */
export async function acceptPolicies(
  deps: Deps,
  userId: string,
  policyVersion: number,
): Promise<Account> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .update(users)
    .set({ policyVersion, policyAcceptedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return toAccount(user);
}

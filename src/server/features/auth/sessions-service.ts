import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { SessionInfo } from '@core/contract/auth';
import type { Db, Queryable } from '../../db/types';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { SESSION_TTL_MS } from '../../http/session';
import { randomToken, sha256 } from '../../http/tokens';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Starts a session; only the token's digest is stored, the token goes to the cookie. Every
 * session starts from a password just entered (sign-in, sign-up): an admin's changes need one
 * entered within 15 minutes (ADR 034).
 */
export async function createSession(
  db: Queryable,
  userId: string,
  meta: ClientMeta,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: await sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
    passwordConfirmedAt: now,
  });
  return token;
}

export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.id === currentId,
  }));
}

export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw notFound('Session not found');
}

/** Signs the account out everywhere, but for the session named (if any). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

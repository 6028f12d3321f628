import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sessions, users } from '../db/schema';
import { toAccount } from './account';
import type { Deps } from '../deps';
import type { AppContext, AppEnv, CurrentSession } from './context';
import { sha256 } from './tokens';

export const SESSION_COOKIE = 'mm_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session's last-active time (Profile's sessions list) and its expiry move forward at most
 * this often, so it stays true to within a few minutes without a write on every request.
 */
export const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** http://localhost, *.localhost, 127.x.x.x or [::1]: where a browser keeps plain http safe. */
export function isLocalHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === 'http:' &&
      (hostname === 'localhost' ||
        hostname.endsWith('.localhost') ||
        /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
        hostname === '[::1]')
    );
  } catch {
    return false;
  }
}

/**
 * `Secure` whenever the app is reached over https, and always in production (where HSTS is
 * sent) unless APP_URL is plain http on this machine (`npm start` on localhost, the e2e tests).
 */
export function isSecure(c: AppContext): boolean {
  const { appUrl, production } = c.get('deps').config;
  if (appUrl.startsWith('https://') || new URL(c.req.url).protocol === 'https:') return true;
  return production && !isLocalHttp(appUrl);
}

export function setSessionCookie(c: AppContext, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: AppContext): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(c) });
}

/**
 * SHA-256 of the cookie's token, remembered for the tokens seen lately: Web Crypto's digest is
 * asynchronous and costs as much as the rest of a cached session lookup. A token's digest never
 * changes, so remembering it is always right; the map is bounded.
 */
const digests = new Map<string, string>();
const MAX_DIGESTS = 10_000;

async function tokenDigest(token: string): Promise<string> {
  const known = digests.get(token);
  if (known) return known;
  const digest = await sha256(token);
  if (digests.size >= MAX_DIGESTS) digests.clear();
  digests.set(token, digest);
  return digest;
}

/**
 * The live session a cookie's token names, from the read cache or one query; null when there is
 * none. Shared by the session middleware and the bench's bare `node:http` baseline.
 */
export async function findSession(deps: Pick<Deps, 'db' | 'cache'>, token: string, now: Date) {
  if (token.length > 200) return null;
  const { db, cache } = deps;
  const tokenHash = await tokenDigest(token);
  // Cached under its account: signing out, a password change or a reset invalidates it.
  const row = await cache.session(tokenHash, async () => {
    const [found] = await db
      .select({
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          // Disabling an account deletes its sessions; this holds if one raced the disabling.
          isNull(users.disabledAt),
        ),
      );
    return found ? toCurrent(found) : null;
  });
  return row && row.expiresAt > now ? row : null;
}

/**
 * Puts the session the cookie names on the context, if it is live, and moves its last-active
 * time and expiry forward (at most every TOUCH_EVERY_MS). A
 * function rather than a middleware: the API's guard calls it in its own step (ADR 024).
 */
export async function readSession(c: AppContext): Promise<void> {
  c.set('session', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  const deps = c.get('deps');
  const now = deps.clock.now();
  const row = await findSession(deps, token, now);
  if (!row) return;
  c.set('session', row.current);
  const since = now.getTime() - row.lastSeenAt.getTime();
  if (since >= TOUCH_EVERY_MS) {
    const stale = new Date(now.getTime() - TOUCH_EVERY_MS);
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    // The cached entry is this very object: it moves first, so this process's other requests
    // of the session do not write it again meanwhile.
    Object.assign(row, { lastSeenAt: now, expiresAt });
    // Conditional: of a session's parallel requests (on other processes too) one writes.
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(and(eq(sessions.id, row.current.id), lte(sessions.lastSeenAt, stale)));
    // The cookie's own expiry slides with it.
    setSessionCookie(c, token);
  }
}

/** Loads the session named by the cookie, if it is live, and slides its expiry. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await readSession(c);
    await next();
  };
}

interface SessionRow {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: typeof users.$inferSelect;
}

function toCurrent(row: SessionRow) {
  const { user } = row;
  const current: CurrentSession = {
    id: row.id,
    user: {
      id: user.id,
      email: user.email,
      username: user.username,
      role: user.role,
      timeZone: user.timeZone,
    },
    // The whole account comes with the session: GET /api/auth/user needs no second query.
    account: toAccount(user),
  };
  return { accountId: user.id, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, current };
}

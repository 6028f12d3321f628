import { createApp, type App } from '@server/app';
import type { Database } from '@server/db/connect';
import type { AppConfig, Deps, Email } from '@server/deps';
import { memoryReadCache, passThroughCache } from '@server/db/read-cache';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diskFileStore } from '@server/platform/file-store';
import { scryptHasher } from '@server/platform/passwords';
import { afterAnswerSettled } from '@server/platform/after-answer';
import { POLICY_VERSION } from '@core/policies/version';
import { testGatewayProvider } from '@server/features/payments/test-gateway';
import { freshDatabase } from './database';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie the answer set, if any ('' when it cleared it). */
  cookie: string | null;
}

export interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  cookie?: string | null;
  headers?: Record<string, string>;
}

/** A real app on a real, freshly migrated database, with a settable clock and a captured outbox. */
export interface TestContext {
  app: App;
  database: Database & { url: string | null };
  deps: Deps;
  outbox: Email[];
  /** SQL statements run so far (reset it to count a request's queries). */
  queries: string[];
  /** The address the next requests come from. */
  ip: string;
  /** Where this context's file store keeps uploads (removed by close()). */
  filesDir: string;
  now: Date;
  advance(ms: number): void;
  call<T = unknown>(method: string, path: string, opts?: CallOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

export async function createTestContext(overrides: Partial<Deps> = {}): Promise<TestContext> {
  const queries: string[] = [];
  const database = await freshDatabase({ onQuery: (q) => void queries.push(q) });
  const outbox: Email[] = [];
  // Each context's uploads live in a folder of its own, removed again by close().
  const filesDir = mkdtempSync(join(tmpdir(), 'mm-files-'));
  const ctx = {
    now: new Date('2026-11-22T04:30:00.000Z'),
    ip: '203.0.113.10',
    filesDir,
  } as TestContext;
  const deps: Deps = {
    db: database.db,
    // As in production: the cache on embedded PGlite, none on a PostgreSQL server.
    cache: database.url
      ? passThroughCache
      : memoryReadCache({ ttlMs: 5 * 60_000, maxAccounts: 1000 }),
    clock: { now: () => new Date(ctx.now) },
    passwords: scryptHasher,
    // The edge: a captured outbox stands in for SMTP.
    mailer: { send: async (email) => void outbox.push(email) },
    files: diskFileStore(filesDir),
    logger: { info() {}, warn() {}, error() {} },
    config: testConfig(),
    clientIp: () => ctx.ip,
    // No live price endpoint unless a test brings its fake pharmacy.
    prices: { live: [] },
    // No Razorpay keys: the built-in test gateway, as on a fresh machine.
    payments: { provider: testGatewayProvider(TEST_GATEWAY_SECRET), webhookSecret: null },
    ...overrides,
  };
  const app = createApp(deps);
  return Object.assign(ctx, {
    app,
    database,
    queries,
    deps,
    outbox,
    advance(ms: number) {
      ctx.now = new Date(ctx.now.getTime() + ms);
    },
    async call<T>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
      const headers: Record<string, string> = { ...opts.headers };
      let body = opts.body;
      if (opts.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.json);
      }
      if (opts.cookie) headers.cookie = `mm_session=${opts.cookie}`;
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      // What the app does after answering (emails) is done before the test looks at it.
      await afterAnswerSettled();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return {
        status: res.status,
        body: parsed as T,
        headers: res.headers,
        cookie: sessionCookie(res),
      };
    },
    close: async () => {
      // The folder goes even when the database was already closed (or fails to close).
      try {
        await database.close();
      } finally {
        rmSync(filesDir, { recursive: true, force: true });
      }
    },
  });
}

/** The test gateway's signing secret in tests (production makes one into DATA_DIR). */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-for-tests-only-0123456789abcdef';

/** The app's settings in tests; a test may change some (smaller upload limits, say). */
export function testConfig(changes: Partial<AppConfig> = {}): AppConfig {
  return {
    appUrl: 'http://localhost:5000',
    production: true,
    adsensePublisherId: null,
    uploads: { quotaBytes: 200 * 1024 * 1024, perHour: 30 },
    ...changes,
  };
}

function sessionCookie(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const m = /^mm_session=([^;]*)/.exec(line);
    if (m) return m[1] ?? '';
  }
  return null;
}

/** The ticked consent box of the sign-up form, for the current policies (ADR 029). */
export const CONSENT = { acceptPolicies: true, policyVersion: POLICY_VERSION } as const;

let counter = 0;

/** A new account, signed in; its cookie and user. */
export async function signUp(ctx: TestContext, password = 'monsoon-tea-7') {
  counter += 1;
  const email = `user${counter}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const res = await ctx.call<{ user: { id: string; email: string; username: string } }>(
    'POST',
    '/api/auth/signup',
    { json: { email, password, dateOfBirth: null, ...CONSENT } },
  );
  if (res.status !== 201 || !res.cookie) {
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { cookie: res.cookie, user: res.body.user, email, password };
}

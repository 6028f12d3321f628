import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '@server/app';
import { memoryReadCache, READ_CACHE_LIMITS } from '@server/db/read-cache';
import * as schema from '@server/db/schema';
import type { Db } from '@server/db/types';
import type { Clock, Deps, Email, FileStore, Logger } from '@server/deps';
import { testGatewayProvider } from '@server/features/payments/test-gateway';
import { demoPasswordHasher } from './passwords';

/** What the browser (or a test) gives the demo's app: its database, files, outbox and clock. */
export interface DemoPlatform {
  pglite: PGlite;
  files: FileStore;
  /** The demo's outbox: an email the app would send is shown in the demo instead. */
  outbox(email: Email): void;
  clock: Clock;
  /** The page's own address, for the links in the emails it shows. */
  appUrl: string;
  logger?: Logger;
}

/** Errors only, with ids and codes as the server logs them: the demo has no log to keep. */
const consoleLogger: Logger = {
  info() {},
  warn() {},
  error: (obj, msg) => console.error('[demo]', msg ?? '', obj),
};

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * The same Deps as main.ts builds for Node, from browser parts: PGlite in IndexedDB, an outbox,
 * the built-in test gateway (its secret made per start: nothing outside this tab verifies it),
 * the imported price sheet and Jan Aushadhi list only (no live pharmacy endpoint: no network),
 * and no Web Push (the notification panel says it needs an account).
 */
export function demoDeps(platform: DemoPlatform): Deps {
  const db = drizzle({ client: platform.pglite, schema }) as unknown as Db;
  return {
    db,
    // The demo's database has one writer, this worker: the server's single-writer cache holds.
    cache: memoryReadCache(READ_CACHE_LIMITS),
    clock: platform.clock,
    passwords: demoPasswordHasher,
    mailer: { send: async (email) => platform.outbox(email) },
    files: platform.files,
    logger: platform.logger ?? consoleLogger,
    config: {
      appUrl: platform.appUrl,
      production: false,
      adsensePublisherId: null,
      uploads: { quotaBytes: 50 * 1024 * 1024, perHour: 30 },
    },
    clientIp: () => null,
    payments: { provider: testGatewayProvider(randomHex(32)), webhookSecret: null },
    prices: { live: [] },
  };
}

export function demoApp(deps: Deps) {
  return createApp(deps);
}

/** A file store in memory: what a test gives the demo (the browser's is in IndexedDB). */
export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => void files.set(key, bytes.slice()),
    get: async (key) => files.get(key)?.slice() ?? null,
    delete: async (key) => void files.delete(key),
  };
}

import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder: beside the bundle in dist/, in the source tree otherwise. */
export function migrationsFolder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, '..', 'db', 'migrations')];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Embedded PostgreSQL in a folder (or in memory when dataDir is null). */
export interface OpenOptions {
  /** Called with every SQL statement: tests count queries per request with it. */
  onQuery?: (sql: string) => void;
}

function queryLogger(opts: OpenOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
}

export async function openPglite(
  dataDir: string | null,
  opts: OpenOptions = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger: queryLogger(opts) });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

const MIGRATION_LOCK = 7_312_001;

/** A PostgreSQL server through a pool. */
export function openPostgres(url: string, opts: OpenOptions & { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server drops (restart, failover, admin) emits 'error' on the pool;
  // unheard, it would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => {
    process.stderr.write(`PostgreSQL connection lost while idle: ${err.message}\n`);
  });
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(opts) });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several servers may start at once on one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

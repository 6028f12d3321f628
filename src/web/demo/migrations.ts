import { PgDialect } from 'drizzle-orm/pg-core';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from '@server/db/types';
import journal from '../../server/db/migrations/meta/_journal.json';

/**
 * The server's own migrations, bundled: Node's migrator reads them from disk (node:fs), the
 * browser has them in the worker's code. Same statements, same journal, same bookkeeping table
 * (drizzle's), so a demo database made by an older build migrates forward like a server's.
 */
const files = import.meta.glob<string>('../../server/db/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface JournalEntry {
  tag: string;
  when: number;
  breakpoints: boolean;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The journal's migrations in order, as drizzle's readMigrationFiles makes them from disk. */
export async function bundledMigrations(): Promise<MigrationMeta[]> {
  return Promise.all(
    (journal.entries as JournalEntry[]).map(async (entry) => {
      const sql = files[`../../server/db/migrations/${entry.tag}.sql`];
      if (sql === undefined) throw new Error(`Migration ${entry.tag} is not in the bundle`);
      return {
        sql: sql.split('--> statement-breakpoint'),
        bps: entry.breakpoints,
        folderMillis: entry.when,
        hash: await sha256Hex(sql),
      };
    }),
  );
}

/** Applies the migrations the database has not had yet (drizzle's PostgreSQL migrator). */
export async function migrateBundled(db: Db): Promise<void> {
  // The migrator is schema-blind: the session's schema type does not matter to it.
  const session = db._.session as unknown as Parameters<PgDialect['migrate']>[1];
  await new PgDialect().migrate(await bundledMigrations(), session, { migrationsFolder: '' });
}

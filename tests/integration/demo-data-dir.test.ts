// ADR 038: the database the build makes for the demo (harness/demo-data-dir.ts) is what a phone
// opens on a first start instead of running initdb: the server's migrations are in it, it holds
// only the database PGlite opens, its WAL is one small segment, and the sample family goes in.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@server/db/connect';
import { DemoClient } from '@web/demo/demo-client';
import { demoApp, demoDeps, memoryFileStore } from '@web/demo/demo-deps';
import { bundledMigrations, migrateBundled } from '@web/demo/migrations';
import { seedDemo } from '@web/demo/seed';
import { makeDemoDataDir } from '../../harness/demo-data-dir';

const ORIGIN = 'http://localhost:5173';

/** The names and sizes of a tar's files (ustar: a 512-byte header before each file's blocks). */
function tarFiles(tar: Uint8Array): Map<string, number> {
  const files = new Map<string, number>();
  const text = new TextDecoder();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = text.decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(
      text.decode(header.subarray(124, 136)).replace(/\0.*$/s, '').trim() || '0',
      8,
    );
    if (header[156] === 0x30 || header[156] === 0) files.set(name, size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe("the demo's database as the build makes it", () => {
  let tar: Uint8Array;
  let pglite: PGlite;

  beforeAll(async () => {
    tar = await makeDemoDataDir(migrationsFolder());
    pglite = await PGlite.create({
      extensions: { pg_trgm },
      loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]),
    });
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('has every migration the worker bundles, so the worker applies none', async () => {
    const { rows } = await pglite.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by created_at',
    );
    const bundled = await bundledMigrations();
    expect(rows.map((r) => r.hash)).toEqual(bundled.map((m) => m.hash));
    const fixed = { now: () => new Date(), set: () => {} };
    const deps = demoDeps({
      pglite,
      files: memoryFileStore(),
      clock: fixed,
      appUrl: ORIGIN,
      outbox: () => {},
    });
    await migrateBundled(deps.db);
    const after = await pglite.query('select 1 from drizzle.__drizzle_migrations');
    expect(after.rows).toHaveLength(bundled.length);
  });

  it('holds only the database PGlite opens, and one 1 MB WAL segment', async () => {
    const { rows } = await pglite.query<{ datname: string }>('select datname from pg_database');
    expect(rows.map((r) => r.datname)).toEqual(['postgres']);
    const wal = [...tarFiles(tar)].filter(([name]) => /\/pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(wal).toHaveLength(1);
    expect(wal[0]?.[1]).toBe(1024 * 1024);
  });

  it('takes the sample family through the app, with pg_trgm for the medicine search', async () => {
    let at: Date | null = null;
    const clock = {
      now: () => (at ? new Date(at) : new Date()),
      set: (d: Date | null) => void (at = d),
    };
    const deps = demoDeps({
      pglite,
      files: memoryFileStore(),
      clock,
      appUrl: ORIGIN,
      outbox: () => {},
    });
    const client = new DemoClient(demoApp(deps), ORIGIN, null, () => {});
    await seedDemo(client, clock, new Date());
    const members = await client.call<unknown[]>('GET', '/api/family-members');
    expect(members.length).toBeGreaterThan(1);
    const { rows } = await pglite.query<{ s: number }>(
      `select similarity('metformin', 'metformn') as s`,
    );
    expect(rows[0]?.s).toBeGreaterThan(0.5);
  });
});

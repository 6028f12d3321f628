// Demo mode's database as the build makes it (ADR 038): PostgreSQL's data directory after initdb
// and the server's migrations, as a tar that the demo's worker hands PGlite (`loadDataDir`). A
// phone then skips initdb, which took ~3.5 s of a first start, and the migrations (~0.5 s).
//
// Made small, since a phone downloads it and then keeps it in IndexedDB, read whole at each start:
// - a 1 MB WAL segment instead of 16 MB (initdb --wal-segsize), and the WAL that initdb and the
//   migrations wrote removed, not recycled (wal_recycle=off, a switch to a new segment and a
//   checkpoint): the new segment is zeros after the checkpoint;
// - only the `postgres` database, the one PGlite opens: template0 and template1 only serve
//   CREATE DATABASE, which the app never runs. 45 MB as PGlite makes it, 15 MB this way (~1.2 MB
//   as brotli).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export async function makeDemoDataDir(migrationsFolder: string): Promise<Uint8Array> {
  const pglite = await PGlite.create({
    extensions: { pg_trgm },
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    for (const template of ['template0', 'template1']) {
      await pglite.exec(
        `UPDATE pg_database SET datistemplate = false WHERE datname = '${template}'`,
      );
      await pglite.exec(`DROP DATABASE ${template}`);
    }
    await pglite.exec('CHECKPOINT');
    await pglite.query('SELECT pg_switch_wal()');
    await pglite.exec('CHECKPOINT');
    const tar = await pglite.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

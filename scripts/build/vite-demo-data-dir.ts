// The demo's database made at build time (harness/demo-data-dir.ts, ADR 038), emitted as one of
// the worker's files (`assets/mm-demo-pgdata-<hash>.tar`) and named to the worker by the module
// `virtual:demo-data-dir`. The dev server has none (null): there the worker runs initdb itself.
//
// PostgreSQL's files differ at each initdb (its system identifier, the tar's times), so the tar is
// kept in node_modules/.cache under a key of what makes it: PGlite's version, the migrations and
// the maker. Builds then ship the same bytes under the same name until one of those changes: a
// phone's cached copy stays good, and scripts/build/precompress-demo.mjs compresses it once.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { makeDemoDataDir } from '../../harness/demo-data-dir';

const MODULE = 'virtual:demo-data-dir';
const RESOLVED = `\0${MODULE}`;
const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);
const MAKER = fileURLToPath(new URL('../../harness/demo-data-dir.ts', import.meta.url));
const CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/medmitra-demo-data-dir/', import.meta.url),
);

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE));
  hash.update(await readFile(MAKER));
  for (const file of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    if (/\.(sql|json)$/.test(file))
      hash.update(file).update(await readFile(join(MIGRATIONS, file)));
  }
  return hash.digest('hex');
}

async function dataDirTar(): Promise<Uint8Array> {
  const cached = join(CACHE, `${await cacheKey()}.tar`);
  try {
    return await readFile(cached);
  } catch {
    const tar = await makeDemoDataDir(MIGRATIONS);
    await mkdir(CACHE, { recursive: true });
    await writeFile(cached, tar);
    return tar;
  }
}

export function demoDataDir(): Plugin {
  let building = false;
  return {
    name: 'medmitra:demo-data-dir',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building) return 'export default null;';
      const source = await dataDirTar();
      const ref = this.emitFile({ type: 'asset', name: 'pgdata.tar', source });
      return `export default { url: import.meta.ROLLUP_FILE_URL_${ref}, bytes: ${source.byteLength} };`;
    },
  };
}

// Bundles the Node entry (src/server/main.ts) into dist/server/main.js and copies the SQL
// migrations beside it. Dependencies stay external: `npm start` runs from the repo, where
// node_modules exists, and bundling native-ish packages (pg, pino's workers) gains nothing.
import { cp, mkdir, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const r = (p) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

const outdir = r('dist/server');
const migrationsSrc = r('src/server/db/migrations');
const migrationsOut = r('dist/server/migrations');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  entryPoints: [r('src/server/main.ts')],
  outfile: r('dist/server/main.js'),
  platform: 'node',
  format: 'esm',
  target: 'node20',
  bundle: true,
  packages: 'external',
  sourcemap: 'linked',
  alias: { '@core': r('src/core'), '@server': r('src/server') },
  tsconfig: r('tsconfig.json'),
  // ESM has no require/__filename/__dirname; some dependencies still reach for them.
  banner: {
    js: [
      "import { createRequire as __mmCreateRequire } from 'node:module';",
      "import { fileURLToPath as __mmFileURLToPath } from 'node:url';",
      "import { dirname as __mmDirname } from 'node:path';",
      'const require = __mmCreateRequire(import.meta.url);',
      'const __filename = __mmFileURLToPath(import.meta.url);',
      'const __dirname = __mmDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
  metafile: true,
});

const exists = await stat(migrationsSrc).then(
  () => true,
  () => false,
);
if (exists) await cp(migrationsSrc, migrationsOut, { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `server bundle: dist/server/main.js (${(bytes / 1024).toFixed(1)} KiB)${exists ? ', migrations copied' : ', no migrations found'}`,
);

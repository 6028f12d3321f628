// The demo's files (ADR 038: its worker, its code, PGlite's engine and the database the build made,
// ~32 MB as built) compressed once at build time, brotli and gzip beside each, which the server
// sends as they are (a phone downloads ~4.6 MB, not 32; compressing them per request would also
// cost the server seconds of CPU each time). Run after `vite build`.
//
// Brotli at its best quality (11, 16 MB window): ~22% smaller than quality 9, ~1.1 s less of a
// first demo start on a 10 Mbit/s phone, but ~50 s of CPU for all of them. So each result is kept
// in node_modules/.cache by the file's SHA-256: PGlite's files and the database (the same bytes
// while PGlite and the migrations stay the same, scripts/build/vite-demo-data-dir.ts) are compressed
// once per machine, not once per build. Files are compressed side by side (zlib's thread pool).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { register } from 'tsx/esm/api';
import { brotliCompress, constants, gzip } from 'node:zlib';

register();
const { DEMO_ASSET_PREFIX } = await import('../../src/core/routes/demo-assets.ts');

const assets = fileURLToPath(new URL('../../dist/web/assets/', import.meta.url));
const cacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/medmitra-demo-br/', import.meta.url),
);
// Not the already-compressed extension bundles (.tar.gz).
const COMPRESSIBLE = /\.(js|wasm|data|tar)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Brotli and gzip of `bytes`, from the cache when these bytes were compressed before. */
async function compressed(bytes) {
  const key = createHash('sha256').update(bytes).digest('hex');
  const cached = join(cacheDir, key);
  try {
    return { br: await readFile(`${cached}.br`), gz: await readFile(`${cached}.gz`) };
  } catch {
    const [br, gz] = await Promise.all([
      toBrotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      toGzip(bytes, { level: 9 }),
    ]);
    await mkdir(cacheDir, { recursive: true });
    await Promise.all([writeFile(`${cached}.br`, br), writeFile(`${cached}.gz`, gz)]);
    return { br, gz };
  }
}

const files = (await readdir(assets)).filter(
  (file) => file.startsWith(DEMO_ASSET_PREFIX) && COMPRESSIBLE.test(file),
);
const sizes = await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(join(assets, file));
    const { br, gz } = await compressed(bytes);
    await writeFile(join(assets, `${file}.br`), br);
    await writeFile(join(assets, `${file}.gz`), gz);
    return { before: bytes.length, after: br.length };
  }),
);
const sum = (key) => sizes.reduce((total, s) => total + s[key], 0);
process.stdout.write(
  `[precompress-demo] ${(sum('before') / 1e6).toFixed(1)} MB of demo files, ${(sum('after') / 1e6).toFixed(1)} MB as brotli\n`,
);

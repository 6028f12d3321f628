// The demo's files (ADR 038: its worker, its code and PGlite's engine, ~17 MB as built) compressed
// once at build time, brotli and gzip beside each, which the server sends as they are (a phone
// downloads ~4.7 MB, not 17; compressing 15 MB per request would also cost the server ~0.5 s of
// CPU each time). Run after `vite build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

register();
const { DEMO_ASSET_PREFIX } = await import('../src/core/routes/demo-assets.ts');

const assets = fileURLToPath(new URL('../dist/web/assets/', import.meta.url));
// Not the already-compressed extension bundles (.tar.gz).
const COMPRESSIBLE = /\.(js|wasm|data)$/;

let before = 0;
let after = 0;
for (const file of await readdir(assets)) {
  if (!file.startsWith(DEMO_ASSET_PREFIX) || !COMPRESSIBLE.test(file)) continue;
  const bytes = await readFile(join(assets, file));
  // Quality 9 with a 16 MB window: ~10% larger than 11, ~20x faster to make.
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  await writeFile(join(assets, `${file}.br`), br);
  await writeFile(join(assets, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += br.length;
}
process.stdout.write(
  `[precompress-demo] ${(before / 1e6).toFixed(1)} MB of demo files, ${(after / 1e6).toFixed(1)} MB as brotli\n`,
);

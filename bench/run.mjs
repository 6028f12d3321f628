// `npm run bench [-- size|ocr|lighthouse|demo|api|pg|push]`: builds when dist/ is missing, then runs bench/main.ts (through
// tsx, so the bench reuses the e2e server harness).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = ['dist/server/main.js', 'dist/web/.vite/manifest.json'].every((p) =>
  existsSync(`${root}/${p}`),
);
if (!built) {
  process.stderr.write('[bench] dist/ is missing: npm run build\n');
  // Build output goes to stderr so stdout stays one JSON document.
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

register();
await import('./main.ts');

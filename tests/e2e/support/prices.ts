import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './server';

/**
 * Runs `scripts/import-prices.ts` on `dataDir` and answers its output (the server must not be
 * running yet: PGlite is one process). Fails with the output when the import exits non-zero.
 */
export async function importPrices(dataDir: string, file: string): Promise<string> {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['scripts/import-prices.ts', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`import-prices exited ${code}:\n${out}`));
    });
  });
}

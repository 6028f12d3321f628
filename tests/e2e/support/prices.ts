import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../../harness/server';

/**
 * Runs `scripts/ops/import-prices.ts` on `dataDir` and answers its output (the server must not be
 * running yet: PGlite is one process). Fails with the output when the import exits non-zero.
 */
export async function importPrices(dataDir: string, file: string): Promise<string> {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['scripts/ops/import-prices.ts', file], {
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

/** 'YYYY-MM-DD' in India's time zone, `offset` days from today. */
export function istDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * Imports the journeys' price sheet into `dataDir` (before the server starts): Paracetamol 500 mg
 * at PharmEasy (₹24.50) and Medplus Mart (₹19.75), seen three days ago. Answers the import's output.
 */
export async function importParacetamolSheet(dataDir: string): Promise<string> {
  const sheet = join(dataDir, 'prices.csv');
  const seen = istDay(-3);
  await writeFile(
    sheet,
    [
      'pharmacy,medicine_name,pack,price,in_stock,price_date',
      `PharmEasy,Paracetamol 500 mg Tablet,15 tablets,24.50,yes,${seen}`,
      `Medplus Mart,Paracetamol 500 mg Tablet,15 tablets,19.75,yes,${seen}`,
      '',
    ].join('\n'),
  );
  return importPrices(dataDir, sheet);
}

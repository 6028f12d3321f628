// `npm run bench` (via scripts/bench.mjs): prints one JSON document on stdout and saves it to
// bench/results/. Progress goes to stderr.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../tests/e2e/support/server';
import { benchApi } from './api';
import { FIRST_LOAD_METHOD, firstLoadJs } from './first-load';
import { apiScenarios, deferredModules, pages } from './scenarios';

const only = process.argv.slice(2);
const want = (part: string) => only.length === 0 || only.includes(part);

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  command: `npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}`,
  machine: {
    node: process.version,
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    // Other work on the machine skews the latency figures: this says how busy it was.
    loadAverage1mAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  },
};

if (want('size')) {
  report.firstLoadJs = {
    method: FIRST_LOAD_METHOD,
    routes: await firstLoadJs(join(repoRoot, 'dist/web'), pages, deferredModules),
  };
}
if (want('api')) {
  report.api = {
    method:
      'Built server (node dist/server/main.js, NODE_ENV=production, LOG_LEVEL=info) on a fresh ' +
      'embedded PGlite DATA_DIR; one user signed up; autocannon with its session cookie: 3 s ' +
      'warm-up, then a fixed overall rate, then unthrottled for the saturation rate. Latencies in ms.',
    scenarios: await benchApi(apiScenarios),
  };
}

const json = JSON.stringify(report, null, 2);
process.stdout.write(`${json}\n`);
const dir = join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
const file = join(dir, `${String(report.date).replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${json}\n`);
process.stderr.write(`[bench] saved ${file}\n`);

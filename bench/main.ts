// `npm run bench` (via bench/run.mjs): prints one JSON document on stdout and saves it to
// bench/results/. Progress goes to stderr.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../harness/server';
import { benchApi } from './api';
import { FIRST_LOAD_METHOD, firstLoadJs } from '../harness/first-load';
import { benchDemoStart } from './demo-start';
import { benchLighthouse } from './lighthouse';
import { benchOcr } from './ocr';
import { startThrowawayPostgres } from './postgres';
import { benchPushDelivery } from './push-delivery';
import { apiScenarios, deferredModules, pages } from '../harness/scenarios';

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
if (want('ocr')) {
  report.ocr = await benchOcr();
}
if (want('lighthouse')) {
  report.lighthouse = await benchLighthouse();
}
if (want('demo')) {
  report.demoStart = await benchDemoStart();
}
const API_METHOD =
  'Built server (node dist/server/main.js, NODE_ENV=production, LOG_LEVEL=info); one user signed ' +
  'up and the seeded family account; autocannon with their session cookies: 3 s warm-up, then a ' +
  'fixed overall rate, then unthrottled for the saturation rate. For the authenticated reads, the ' +
  'bare node:http baseline (bench/baseline-server.ts: same session lookup and service code, no ' +
  'framework or middleware) runs beside the app on a copy of the same data; app and baseline are ' +
  'saturated in turn, 3 rounds: ratioRounds = app req/s ÷ baseline req/s per adjacent pair, ' +
  'ratioToBaseline their median. The app logs to a file. Latencies in ms.';
if (want('api')) {
  report.api = {
    method: `${API_METHOD} Embedded PGlite in a fresh DATA_DIR, with the read cache (ADR 015).`,
    ...(await benchApi(apiScenarios, { kind: 'pglite' })),
  };
}
if (want('pg')) {
  const postgres = await startThrowawayPostgres();
  if (!postgres) {
    report.apiPostgres = { skipped: 'PostgreSQL is not installed (/usr/lib/postgresql/*/bin)' };
  } else {
    try {
      report.apiPostgres = {
        method: `${API_METHOD} A throwaway PostgreSQL (fsync off) through DATABASE_URL: no read cache, as with several app servers.`,
        ...(await benchApi(apiScenarios, { kind: 'postgres', url: postgres.url })),
      };
    } finally {
      postgres.stop();
    }
  }
}

if (want('push')) {
  report.pushDelivery = await benchPushDelivery(Number(process.env.PUSH_BENCH_ACCOUNTS ?? 100));
}

const json = JSON.stringify(report, null, 2);
process.stdout.write(`${json}\n`);
const dir = join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
const file = join(dir, `${String(report.date).replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${json}\n`);
process.stderr.write(`[bench] saved ${file}\n`);

// API load: each scenario at a fixed rate (latency) and unthrottled (saturation), with autocannon.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openPglite, openPostgres } from '../src/server/db/connect';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, repoRoot, startServer } from '../tests/e2e/support/server';
import { HEAVY_EMAIL, HEAVY_PASSWORD, seedMedicines } from './seed-medicines';
import { BASELINE_RATIO_BUDGET, type ApiScenario, type BenchContext } from './scenarios';

/** Where the API runs: the embedded database in its DATA_DIR, or a PostgreSQL server. */
export type ApiTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

interface Saturation {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** bench/baseline-server.ts in its own process, as the app server is: port once it listens. */
async function startBaseline(where: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/baseline-server.ts', where, '0'],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
    child.stdout.setEncoding('utf8').once('data', (d: string) => resolve(d.trim()));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

interface RunOptions {
  url: string;
  requests: autocannon.Request[];
  connections: number;
  duration: number;
  overallRate?: number;
}

async function run(options: RunOptions): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    requests: options.requests,
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 10,
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

async function saturate(base: Omit<RunOptions, 'duration'>, seconds: number): Promise<Saturation> {
  const sat = await run({ ...base, duration: seconds });
  return {
    requestsPerSecond: round(sat.requests.average),
    p50Ms: sat.latency.p50,
    p99Ms: sat.latency.p99,
    errors: sat.errors + sat.timeouts,
    non2xx: sat.non2xx,
  };
}

export async function benchApi(scenarios: ApiScenario[], target: ApiTarget = { kind: 'pglite' }) {
  const dataDir = await makeDataDir();
  log(`${target.kind}: seeding 10 members × 5 medicines × 90 days of logs`);
  const database =
    target.kind === 'pglite' ? await openPglite(join(dataDir, 'db')) : openPostgres(target.url);
  const seeded = await seedMedicines(database).finally(() => database.close());
  log(`seeded ${seeded.logs} dose logs and ${seeded.healthRows} health readings`);
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'info', ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}) },
  });
  const results: Record<string, Record<string, unknown>> = {};
  const forBaseline: { name: string; requests: autocannon.Request[]; scenario: ApiScenario }[] = [];
  try {
    const family = new ApiClient(server.url);
    const familySignIn = await family.signIn(HEAVY_EMAIL, HEAVY_PASSWORD);
    if (familySignIn.status !== 200)
      throw new Error(`bench sign-in failed: ${familySignIn.status}`);
    const api = new ApiClient(server.url);
    const email = `bench-${Date.now()}@example.com`;
    const signUp = await api.signUp(email, 'bench-password-1');
    if (signUp.status !== 201) {
      throw new Error(`bench sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    }
    const ctx: BenchContext = {
      baseUrl: server.url,
      api,
      cookie: api.cookieHeader(),
      familyCookie: family.cookieHeader(),
      healthMembers: seeded.healthMembers,
    };

    for (const scenario of scenarios) {
      const requests = (await scenario.requests(ctx)).map((r) => ({ ...r }));
      if (scenario.baseline) forBaseline.push({ name: scenario.name, requests, scenario });
      const base = { url: server.url, requests, connections: scenario.connections };

      log(`${scenario.name}: warm-up 3 s`);
      await run({ ...base, duration: 3, overallRate: scenario.rate });

      log(`${scenario.name}: ${scenario.rate} req/s for ${scenario.durationSeconds} s`);
      const fixed = await run({
        ...base,
        duration: scenario.durationSeconds,
        overallRate: scenario.rate,
      });

      let saturation: Saturation | null = null;
      if (scenario.saturationSeconds > 0) {
        log(`${scenario.name}: saturation for ${scenario.saturationSeconds} s`);
        saturation = await saturate(base, scenario.saturationSeconds);
      }

      results[scenario.name] = {
        fixedRate: {
          targetRequestsPerSecond: scenario.rate,
          achievedRequestsPerSecond: round(fixed.requests.average),
          durationSeconds: scenario.durationSeconds,
          connections: scenario.connections,
          requests: fixed.requests.total,
          p50Ms: fixed.latency.p50,
          p90Ms: fixed.latency.p90,
          p99Ms: fixed.latency.p99,
          maxMs: fixed.latency.max,
          errors: fixed.errors + fixed.timeouts,
          non2xx: fixed.non2xx,
          p99BudgetMs: scenario.p99BudgetMs,
          withinBudget:
            fixed.latency.p99 <= scenario.p99BudgetMs &&
            fixed.errors + fixed.timeouts === 0 &&
            fixed.non2xx === 0,
        },
        saturation,
      };
    }
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) log(`server exited with ${exit.signal ?? exit.code}`);
  }
  // The baseline opens the same data once the app server has let go of it (PGlite allows one
  // process per DATA_DIR), with the same sessions, cookies and requests.
  try {
    const baseline = await startBaseline(target.kind === 'pglite' ? dataDir : target.url);
    try {
      for (const { name, requests, scenario } of forBaseline) {
        const base = { url: baseline.url, requests, connections: scenario.connections };
        log(`${name}: baseline warm-up 3 s, saturation for ${scenario.saturationSeconds} s`);
        await run({ ...base, duration: 3, overallRate: scenario.rate });
        const sat = await saturate(base, scenario.saturationSeconds);
        const app = results[name]?.saturation as Saturation | null | undefined;
        const ratio = app ? round(app.requestsPerSecond / sat.requestsPerSecond) : null;
        Object.assign(results[name] ?? {}, {
          baseline: sat,
          ratioToBaseline: ratio,
          ratioBudget: BASELINE_RATIO_BUDGET,
          withinRatioBudget:
            ratio !== null &&
            ratio >= BASELINE_RATIO_BUDGET &&
            sat.non2xx === 0 &&
            sat.errors === 0,
        });
      }
    } finally {
      await baseline.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
  return { loadAverage1mAtEnd: round(loadavg()[0] ?? 0), scenarios: results };
}

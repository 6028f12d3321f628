// API load: each scenario at a fixed rate (latency) and unthrottled (saturation), with autocannon.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openPglite, openPostgres } from '../src/server/db/connect';
import { ApiClient } from '../harness/api';
import { makeDataDir, removeDataDir, repoRoot, startServer } from '../harness/server';
import { HEAVY_EMAIL, HEAVY_PASSWORD, seedMedicines } from './seed-medicines';
import { BASELINE_RATIO_BUDGET, type ApiScenario, type BenchContext } from '../harness/scenarios';

/** Where the API runs: the embedded database in its DATA_DIR, or a PostgreSQL server. */
export type ApiTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

interface Saturation {
  requestsPerSecond: number;
  /** CPU time (user + system) the server process spent per answered request, when known. */
  cpuMsPerRequest?: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** bench/baseline-server.ts in its own process, as the app server is: port once it listens. */
async function startBaseline(
  where: string,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
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
    pid: child.pid,
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

/** Saturation is measured this many times on each side for a ratio (machine noise). */
const RATIO_ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The run with the median rate. */
function medianBy(runs: Saturation[]): Saturation {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as Saturation;
}

/** Linux: a process's CPU time so far (user + system), in ms; null elsewhere. */
const TICK_MS = 1000 / 100; // USER_HZ, 100 on every Linux build
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

async function saturate(
  base: Omit<RunOptions, 'duration'>,
  seconds: number,
  pid?: number,
): Promise<Saturation> {
  const cpuBefore = cpuMs(pid);
  const sat = await run({ ...base, duration: seconds });
  const cpuAfter = cpuMs(pid);
  const answered = sat.requests.total;
  return {
    requestsPerSecond: round(sat.requests.average),
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { cpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / answered) * 1000) / 1000 }
      : {}),
    p50Ms: sat.latency.p50,
    p99Ms: sat.latency.p99,
    errors: sat.errors + sat.timeouts,
    non2xx: sat.non2xx,
  };
}

/**
 * Each scenario runs against the app (warm-up, fixed rate, saturation). One with a baseline is
 * then saturated on the app and on the bare `node:http` server on the same data in turn,
 * RATIO_ROUNDS times: each ratio comes from two runs seconds apart, so a machine that gets busier
 * or quieter during the run moves both, and the median of the rounds is reported. Both servers are up for the whole run; the app's request log goes
 * to a file, as in a deployment, not through a pipe into this process (the load generator).
 */
export async function benchApi(scenarios: ApiScenario[], target: ApiTarget = { kind: 'pglite' }) {
  const dataDir = await makeDataDir();
  const baselineDir = await makeDataDir();
  const logFile = join(dataDir, 'server.log');
  log(`${target.kind}: seeding 10 members × 5 medicines × 90 days of logs`);
  const database =
    target.kind === 'pglite' ? await openPglite(join(dataDir, 'db')) : openPostgres(target.url);
  const seeded = await seedMedicines(database).finally(() => database.close());
  log(`seeded ${seeded.logs} dose logs and ${seeded.healthRows} health readings`);
  const serverEnv = {
    LOG_LEVEL: 'info',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  };
  let server = await startServer({ dataDir, env: serverEnv, logFile });
  const results: Record<string, Record<string, unknown>> = {};
  let baseline: Awaited<ReturnType<typeof startBaseline>> | null = null;
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
    if (target.kind === 'pglite') {
      // PGlite allows one process per data directory: the baseline gets a copy, sessions
      // included, taken while the app is stopped; the app comes back on the same port.
      const { port } = server;
      const stopped = await server.stop();
      if (stopped.code !== 0)
        throw new Error(`server exited with ${stopped.signal ?? stopped.code}`);
      await cp(join(dataDir, 'db'), join(baselineDir, 'db'), { recursive: true });
      server = await startServer({ dataDir, port, env: serverEnv, logFile });
    }
    baseline = await startBaseline(target.kind === 'pglite' ? baselineDir : target.url);
    const ctx: BenchContext = {
      baseUrl: server.url,
      api,
      cookie: api.cookieHeader(),
      familyCookie: family.cookieHeader(),
      healthMembers: seeded.healthMembers,
    };

    for (const scenario of scenarios) {
      const requests = (await scenario.requests(ctx)).map((r) => ({ ...r }));
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
      let paired: Record<string, unknown> = {};
      if (scenario.baseline && scenario.saturationSeconds > 0) {
        // App and baseline in turn, RATIO_ROUNDS times, each ratio from one adjacent pair.
        const onBaseline = { ...base, url: baseline.url };
        log(`${scenario.name}: baseline warm-up 3 s`);
        await run({ ...onBaseline, duration: 3, overallRate: scenario.rate });
        const apps: Saturation[] = [];
        const baselines: Saturation[] = [];
        const ratios: number[] = [];
        const cpuRatios: number[] = [];
        for (let i = 0; i < RATIO_ROUNDS; i++) {
          log(
            `${scenario.name}: round ${i + 1}, app then baseline, ${scenario.saturationSeconds} s each`,
          );
          const app = await saturate(base, scenario.saturationSeconds, server.process.pid);
          const bare = await saturate(onBaseline, scenario.saturationSeconds, baseline.pid);
          apps.push(app);
          baselines.push(bare);
          ratios.push(round(app.requestsPerSecond / bare.requestsPerSecond));
          if (app.cpuMsPerRequest && bare.cpuMsPerRequest) {
            cpuRatios.push(round(bare.cpuMsPerRequest / app.cpuMsPerRequest));
          }
        }
        saturation = medianBy(apps);
        const bare = medianBy(baselines);
        const ratio = median(ratios);
        paired = {
          baseline: bare,
          ratioToBaseline: ratio,
          ratioRounds: ratios,
          // Baseline CPU per request ÷ the app's, per round: the rate ratio the app would reach
          // with the processor to itself, far less moved by other work on the machine.
          ...(cpuRatios.length
            ? { cpuRatioToBaseline: median(cpuRatios), cpuRatioRounds: cpuRatios }
            : {}),
          ratioBudget: BASELINE_RATIO_BUDGET,
          loadAverage1m: round(loadavg()[0] ?? 0),
          withinRatioBudget:
            ratio >= BASELINE_RATIO_BUDGET &&
            baselines.every((b) => b.non2xx === 0 && b.errors === 0) &&
            apps.every((a) => a.non2xx === 0 && a.errors === 0),
        };
      } else if (scenario.saturationSeconds > 0) {
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
        ...paired,
      };
    }
  } finally {
    await baseline?.stop();
    const exit = await server.stop();
    if (exit.code !== 0) log(`server exited with ${exit.signal ?? exit.code}`);
    await removeDataDir(dataDir);
    await removeDataDir(baselineDir);
  }
  return { loadAverage1mAtEnd: round(loadavg()[0] ?? 0), scenarios: results };
}

// API load: each scenario at a fixed rate (latency) and unthrottled (saturation), with autocannon.
import autocannon from 'autocannon';
import { ApiClient } from '../tests/e2e/support/api';
import { makeDataDir, removeDataDir, startServer } from '../tests/e2e/support/server';
import { HEAVY_EMAIL, HEAVY_PASSWORD, seedMedicines } from './seed-medicines';
import type { ApiScenario, BenchContext } from './scenarios';

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

export async function benchApi(scenarios: ApiScenario[]) {
  const dataDir = await makeDataDir();
  log('seeding 10 members × 5 medicines × 90 days of logs');
  const seeded = await seedMedicines(dataDir);
  log(`seeded ${seeded.logs} dose logs and ${seeded.healthRows} health readings`);
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
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

    const results: Record<string, unknown> = {};
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

      let saturation: Record<string, number> | null = null;
      if (scenario.saturationSeconds > 0) {
        log(`${scenario.name}: saturation for ${scenario.saturationSeconds} s`);
        const sat = await run({ ...base, duration: scenario.saturationSeconds });
        saturation = {
          requestsPerSecond: round(sat.requests.average),
          p50Ms: sat.latency.p50,
          p99Ms: sat.latency.p99,
          errors: sat.errors + sat.timeouts,
          non2xx: sat.non2xx,
        };
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
    return results;
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) log(`server exited with ${exit.signal ?? exit.code}`);
    await removeDataDir(server.dataDir);
  }
}

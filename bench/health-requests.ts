// In-process cost of the mixed health-tracker scenario (harness/scenarios.ts): the integration
// tests' app on in-memory PGlite, seeded like `npm run bench` (6 members × 5 years of daily
// readings), then N sequential app.request calls of the mix. PGlite runs on this thread, so the
// time per request is its CPU cost: at 300 requests/s a p99 of 25 ms needs it well under ~1.5 ms.
//
//   npx tsx bench/health-requests.ts [requests=2000]
import { createTestContext, signUp } from '../harness/test-app';
import { seedHealth } from './seed-health';

interface Call {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const total = Number(process.argv[2] ?? 2000);
const ctx = await createTestContext();
ctx.now = new Date();
const { app } = ctx;
const account = await signUp(ctx);
const cookie = `mm_session=${account.cookie}`;
const user = account.user;
const { members } = await seedHealth(ctx.database.db, user.id);

const measuredAt = new Date(Date.now() - 60_000).toISOString();
const mix: Call[] = [
  { label: 'GET /api/family-members', method: 'GET', path: '/api/family-members' },
  ...members.flatMap((memberId, i): Call[] => [
    {
      label: 'GET /api/blood-pressure?limit=30',
      method: 'GET',
      path: `/api/blood-pressure?memberId=${memberId}&limit=30`,
    },
    {
      label: 'GET /api/sugar-levels?limit=30',
      method: 'GET',
      path: `/api/sugar-levels?memberId=${memberId}&limit=30`,
    },
    {
      label: 'GET /api/body-measurements?limit=30',
      method: 'GET',
      path: `/api/body-measurements?memberId=${memberId}&limit=30`,
    },
    {
      label: 'POST /api/blood-pressure',
      method: 'POST',
      path: '/api/blood-pressure',
      body: JSON.stringify({ memberId, systolic: 120 + i, diastolic: 80, measuredAt }),
    },
  ]),
  { label: 'GET /api/health-reminders', method: 'GET', path: '/api/health-reminders' },
  // The floor every signed-in request pays (session lookup), outside the mix's total.
  { label: '(floor) GET /api/auth/user', method: 'GET', path: '/api/auth/user' },
];

async function run(call: Call): Promise<number> {
  const headers: Record<string, string> = { cookie };
  if (call.body) headers['content-type'] = 'application/json';
  const start = performance.now();
  const res = await app.request(call.path, { method: call.method, headers, body: call.body });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status >= 300) throw new Error(`${call.label}: ${res.status}`);
  return ms;
}

// The mix in order, round and round, for `count` requests.
const calls = (count: number) =>
  Array.from({ length: count }, (_, i) => mix[i % mix.length] as Call);

for (const call of calls(300)) await run(call);

const times = new Map<string, number[]>();
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
for (const call of calls(total)) {
  const ms = await run(call);
  times.set(call.label, [...(times.get(call.label) ?? []), ms]);
}
const wall = performance.now() - wallStart;
const cpu = process.cpuUsage(cpuStart);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const rows = [...times].map(([label, list]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  return {
    endpoint: label,
    n: list.length,
    'mean ms': mean.toFixed(3),
    'p50 ms': pct(sorted, 50).toFixed(3),
    'p99 ms': pct(sorted, 99).toFixed(3),
  };
});
console.table(rows);
console.log(
  `${total} requests: ${(wall / total).toFixed(3)} ms/request wall, ` +
    `${((cpu.user + cpu.system) / 1000 / total).toFixed(3)} ms/request CPU`,
);
await ctx.close();

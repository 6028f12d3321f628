// In-process cost of medicine autocomplete (ADR 016), outside `npm run bench`:
//   npx tsx bench/medicine-search.ts [rounds]
// The whole request through app.request() on the app the integration tests build (PGlite in
// memory), then the search alone. Sequential, so the time per request is its cost, not latency.
import { performance } from 'node:perf_hooks';
import { searchCatalog } from '../src/core/prices/catalog-search';
import { catalogIndex } from '../src/server/features/prices/catalog-index';
import { suggestMedicines } from '../src/server/features/prices/catalog-search';
import { createTestContext, signUp } from '../harness/test-app';

const rounds = Number(process.argv[2] ?? 2000);
// The queries of the autocomplete scenario in harness/scenarios.ts.
const queries = [
  'para',
  'paracetmol',
  'atorvastatn',
  'metformin 500',
  'amlo',
  'pantoprazole',
  'cetrizine',
  'azithro',
];
const at = <T>(list: T[], i: number): T => list[i % list.length] as T;

async function time(label: string, n: number, run: (i: number) => unknown) {
  for (let i = 0; i < Math.min(n, 200); i += 1) await run(i);
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await run(i);
  const ms = performance.now() - start;
  console.log(`${label}: ${n} in ${ms.toFixed(0)} ms, ${((ms / n) * 1000).toFixed(1)} µs each`);
}

const ctx = await createTestContext();
const { cookie } = await signUp(ctx);
const headers = { cookie: `mm_session=${cookie}` };
const db = ctx.database.db;

let start = performance.now();
await suggestMedicines(db, 'para');
console.log(`first search (loads the catalogue): ${(performance.now() - start).toFixed(1)} ms`);

await time('GET /api/medicines/search', rounds, async (i) => {
  const q = encodeURIComponent(at(queries, i));
  const res = await ctx.app.request(`/api/medicines/search?q=${q}`, { headers });
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  await res.text();
});
await time('GET /api/auth/user (session floor)', rounds, async () => {
  await (await ctx.app.request('/api/auth/user', { headers })).text();
});
await time('suggestMedicines', rounds, (i) => suggestMedicines(db, at(queries, i)));
const index = await catalogIndex(db);
await time('searchCatalog', rounds * 10, (i) => searchCatalog(index, at(queries, i)));
for (const q of queries) await time(`  searchCatalog ${q}`, rounds, () => searchCatalog(index, q));

const fresh = await createTestContext();
start = performance.now();
await catalogIndex(fresh.database.db);
const rows = index.entries.length;
console.log(
  `load of ${rows} rows + index, warm process: ${(performance.now() - start).toFixed(1)} ms`,
);
await fresh.close();
await ctx.close();

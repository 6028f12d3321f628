// Issue 10: for every validated route with a body or a query, generated bad values in each field
// (wrong types, huge and empty text, control characters, lone surrogates, extreme numbers and
// dates, extra and prototype keys) never answer 5xx, and a refusal (4xx) carries `{message}` and
// changes nothing in the account. Fixed seed, bounded runs; on both databases like every
// integration test.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedication } from './support/fixtures';
import { MEASURED_AT, SAMPLES, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from './support/test-app';

const SEED = 20261124;
const RUNS_PER_ROUTE = 30;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let memberId: string;
let medicationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx);
  memberId = (await selfMember(ctx, owner)).id;
  medicationId = await addMedication(ctx, owner);
});
afterAll(() => ctx?.close());

const LISTS = [
  '/api/auth/user',
  '/api/family-members',
  '/api/medications',
  '/api/medication-logs',
  '/api/blood-pressure',
  '/api/sugar-levels',
  '/api/periods',
  '/api/body-measurements',
  '/api/eye-tests',
  '/api/price-comparisons',
  '/api/notifications',
];

async function accountData(): Promise<unknown[]> {
  return Promise.all(
    LISTS.map(async (path) => (await ctx.call('GET', path, { cookie: owner.cookie })).body),
  );
}

interface BodyRoute {
  method: 'POST' | 'PATCH';
  path: () => string;
  valid: () => Record<string, unknown>;
}

const bodyRoutes: Record<string, BodyRoute> = {
  'PATCH /api/auth/user': {
    method: 'PATCH',
    path: () => '/api/auth/user',
    valid: () => ({ username: 'priya' }),
  },
  'POST /api/family-members': {
    method: 'POST',
    path: () => '/api/family-members',
    valid: () => ({
      name: 'Meera',
      relation: 'mother',
      dateOfBirth: '1960-04-12',
      conditions: ['Diabetes'],
    }),
  },
  'POST /api/medications': {
    method: 'POST',
    path: () => '/api/medications',
    valid: () => ({
      name: 'Metformin',
      dosage: '500 mg',
      times: ['08:00'],
      notes: 'after food',
      stock: 30,
    }),
  },
  'PATCH /api/medications/:id': {
    method: 'PATCH',
    path: () => `/api/medications/${medicationId}`,
    valid: () => ({ notes: 'with water', stock: 20 }),
  },
  'POST /api/medication-logs': {
    method: 'POST',
    path: () => '/api/medication-logs',
    valid: () => ({
      medicationId,
      scheduledTime: '2026-11-22T02:30:00Z',
      takenTime: '2026-11-22T02:40:00Z',
      status: 'taken',
    }),
  },
  ...Object.fromEntries(
    Object.entries(SAMPLES).map(([path, sample]) => [
      `POST ${path}`,
      { method: 'POST', path: () => path, valid: () => ({ memberId, notes: 'ok', ...sample }) },
    ]),
  ),
  'POST /api/medication-price-search': {
    method: 'POST',
    path: () => '/api/medication-price-search',
    valid: () => ({ medicationName: 'Paracetamol', dosage: '500 mg' }),
  },
};

const queryRoutes: Record<string, Record<string, string>> = {
  'GET /api/blood-pressure': { memberId: '', from: '2026-01-01', to: '2026-12-31', limit: '30' },
  'GET /api/sugar-levels': { memberId: '', from: '2026-01-01', to: MEASURED_AT, limit: '30' },
  'GET /api/periods': { memberId: '', from: '2026-01-01', limit: '30' },
  'GET /api/medications': { memberId: '' },
  'GET /api/statistics': { memberId: '' },
  'GET /api/medication-logs': { limit: '3' },
  'GET /api/medicines/search': { q: 'para' },
};

const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`);
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((c) => `ab${String.fromCharCode(c)}cd`);
const extremeDate = fc.constantFrom(
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '1899-12-31',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '2026-11-22T25:61:00Z',
);
const badValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', 'x'.repeat(100_000), '😀'.repeat(5_000)),
  withControl,
  loneSurrogate,
  extremeDate,
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), withControl), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const extraKeys = fc.constantFrom(
  '',
  '"__proto__":{"role":"admin"},',
  '"constructor":{"prototype":{"role":"admin"}},',
  '"userId":"00000000-0000-4000-8000-000000000000","id":"x",',
);

/** Percent-encodes text a URL can carry; a lone surrogate goes as the bytes of broken UTF-8. */
function encodeQueryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const tally = { requests: 0, serverErrors: 0 };

async function expectRefusalOrSuccess(
  label: string,
  send: () => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const before = await accountData();
  const res = await send();
  tally.requests += 1;
  if (res.status >= 500) tally.serverErrors += 1;
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof (res.body as { message?: unknown }).message, label).toBe('string');
    expect(await accountData(), `${label} changed the account`).toEqual(before);
  }
}

describe('generated bad input', () => {
  for (const [name, route] of Object.entries(bodyRoutes)) {
    it(`never answers 5xx on ${name}, and a refusal changes nothing`, async () => {
      const fields = Object.keys(route.valid());
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields),
          badValue,
          extraKeys,
          async (field, value, extra) => {
            const body = { ...route.valid(), [field]: value };
            const json = `{${extra}${JSON.stringify(body).slice(1)}`;
            await expectRefusalOrSuccess(`${name} ${field}=${json.slice(0, 200)}`, () =>
              ctx.call(route.method, route.path(), {
                cookie: owner.cookie,
                body: json,
                headers: { 'content-type': 'application/json' },
              }),
            );
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    });
  }

  for (const [name, params] of Object.entries(queryRoutes)) {
    it(`never answers 5xx on ${name} with a bad query`, async () => {
      const path = name.split(' ')[1] ?? '';
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(params)), badValue, async (key, value) => {
          const query = Object.entries({ ...params, memberId, [key]: value })
            .map(
              ([k, v]) => `${k}=${k === key ? encodeQueryValue(v) : encodeURIComponent(String(v))}`,
            )
            .join('&');
          await expectRefusalOrSuccess(`${name}?${query.slice(0, 200)}`, () =>
            ctx.call('GET', `${path}?${query}`, { cookie: owner.cookie }),
          );
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    });
  }

  it('sent every generated request and none answered 5xx', () => {
    console.log(
      `[fast-check] ${ctx.database.url ? 'PostgreSQL' : 'PGlite'}: ${tally.requests} generated requests, ${tally.serverErrors} answered 5xx`,
    );
    expect(tally.requests).toBe(
      (Object.keys(bodyRoutes).length + Object.keys(queryRoutes).length) * RUNS_PER_ROUTE,
    );
    expect(tally.serverErrors).toBe(0);
  });
});

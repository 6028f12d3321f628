// ADR 012: input that once answered 500 (NUL in text, year 0000, a lone surrogate) answers 400
// with a message and changes nothing, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedication } from '../../harness/fixtures';
import { addMember, MEASURED_AT, selfMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let memberId: string;
let medicationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx);
  memberId = (await selfMember(ctx, owner)).id;
  await addMember(ctx, owner);
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
  '/api/price-comparisons',
];

/** Everything the account holds, as the API shows it. */
async function accountData(): Promise<unknown[]> {
  return Promise.all(
    LISTS.map(async (path) => (await ctx.call('GET', path, { cookie: owner.cookie })).body),
  );
}

async function refused(method: string, path: string, json?: unknown): Promise<string> {
  const before = await accountData();
  const res = await ctx.call<{ message?: string }>(method, path, { cookie: owner.cookie, json });
  expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
  expect(typeof res.body.message).toBe('string');
  expect(await accountData(), 'nothing changed').toEqual(before);
  return res.body.message ?? '';
}

const NUL = 'a\u0000b';
const LONE = 'Paracetamol \uD83D';

describe('text with a NUL character', () => {
  it('is refused in every text field, naming the field', async () => {
    expect(await refused('PATCH', '/api/auth/user', { username: NUL })).toBe(
      'Username contains characters that are not allowed',
    );
    expect(await refused('POST', '/api/family-members', { name: NUL, relation: 'son' })).toBe(
      'Name contains characters that are not allowed',
    );
    await refused('POST', '/api/medications', { name: NUL, dosage: '5 mg' });
    await refused('POST', '/api/medications', { name: 'Amlodipine', dosage: NUL });
    await refused('POST', '/api/medications', { name: 'Amlodipine', dosage: '5 mg', notes: NUL });
    await refused('PATCH', `/api/medications/${medicationId}`, { notes: NUL });
    for (const path of ['/api/blood-pressure', '/api/sugar-levels', '/api/body-measurements']) {
      const sample =
        path === '/api/blood-pressure'
          ? { systolic: 120, diastolic: 80 }
          : path === '/api/sugar-levels'
            ? { value: 96, type: 'fasting' }
            : { weightKg: 64 };
      await refused('POST', path, { memberId, measuredAt: MEASURED_AT, ...sample, notes: NUL });
    }
    await refused('POST', '/api/periods', { memberId, startDate: '2026-10-01', notes: NUL });
    await refused('POST', '/api/medication-price-search', { medicationName: NUL });
    await refused('POST', '/api/medication-price-search', {
      medicationName: 'Paracetamol',
      dosage: NUL,
    });
  });

  it('keeps tabs and line breaks in notes, and text in every script', async () => {
    const res = await ctx.call('POST', '/api/family-members', {
      cookie: owner.cookie,
      json: { name: 'पर्ची மருந்து', relation: 'other', notes: 'line one\nline two\tend' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('dates outside 1900–2100', () => {
  it('are refused on dose logs, readings, periods and list bounds', async () => {
    await refused('POST', '/api/medication-logs', {
      medicationId,
      scheduledTime: '0000-01-01T00:00:00Z',
      status: 'taken',
    });
    await refused('POST', '/api/medication-logs', {
      medicationId,
      scheduledTime: '2026-11-22T02:30:00Z',
      takenTime: '0000-01-01T00:00:00Z',
      status: 'taken',
    });
    await refused('POST', '/api/blood-pressure', {
      memberId,
      systolic: 120,
      diastolic: 80,
      measuredAt: '0000-06-01T00:00:00Z',
    });
    await refused('POST', '/api/periods', { memberId, startDate: '0000-01-01' });
    await refused('POST', '/api/periods', { memberId, startDate: '1899-12-31' });
    for (const list of ['/api/blood-pressure', '/api/sugar-levels', '/api/periods']) {
      await refused('GET', `${list}?from=0000-01-01`);
      await refused('GET', `${list}?to=9999-12-31`);
    }
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is refused by the price search instead of breaking its URLs', async () => {
    await refused('POST', '/api/medication-price-search', { medicationName: LONE });
    await refused('POST', '/api/medication-price-search', {
      medicationName: 'Paracetamol',
      dosage: '\uDE00 500 mg',
    });
  });
});

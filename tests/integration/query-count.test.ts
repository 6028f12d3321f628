import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passThroughCache } from '@server/db/read-cache';
import { addMedication } from '../../harness/fixtures';
import { addRecord, MEASURED_AT, SAMPLES } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

/**
 * docs/architecture.md "Budgets": a constant number of queries per request, whatever the data size.
 * The read cache is off on both databases here (ADR 015): with it on, PGlite answers from memory
 * and every count would be 0 = 0, proving nothing about the queries behind it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ cache: passThroughCache });
});
afterAll(() => ctx?.close());

async function queriesFor(cookie: string, path: string): Promise<number> {
  ctx.queries.length = 0;
  const res = await ctx.call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return ctx.queries.length;
}

const PATHS = [
  '/api/medications',
  '/api/statistics',
  '/api/medication-logs',
  '/api/medication-reminders',
  '/api/family-members',
  ...Object.keys(SAMPLES),
];

describe('queries per request, with the read cache off', () => {
  it('stay the same, and above zero, with 10 times the medications, doses and readings', async () => {
    // 09:30 IST: the 08:00 dose logged below was still due when each medicine was added.
    ctx.now = new Date('2026-11-22T04:00:00.000Z');
    const small = await signUp(ctx);
    const large = await signUp(ctx);
    const seed = async (owner: typeof small, times: number) => {
      for (let i = 0; i < times; i++) {
        const id = await addMedication(ctx, owner, {
          name: `Medicine ${i}`,
          dosage: '1 tablet',
          notation: '1-1-1',
        });
        const log = await ctx.call('POST', '/api/medication-logs', {
          cookie: owner.cookie,
          json: {
            medicationId: id,
            scheduledTime: '2026-11-22T02:30:00Z',
            takenTime: '2026-11-22T02:40:00Z',
            status: 'taken',
          },
        });
        expect(log.status, JSON.stringify(log.body)).toBe(201);
        const day = String(1 + i).padStart(2, '0');
        for (const [path, sample] of Object.entries(SAMPLES)) {
          const dated =
            path === '/api/periods'
              ? { ...sample, startDate: `2026-0${1 + (i % 9)}-${day}`, endDate: undefined }
              : path === '/api/eye-tests'
                ? { ...sample, testDate: `2026-10-${day}` }
                : { ...sample, measuredAt: MEASURED_AT.replace('-01T', `-${day}T`) };
          await addRecord(ctx, owner, path, dated);
        }
      }
    };
    await seed(small, 1);
    await seed(large, 10);
    for (const path of PATHS) {
      const one = await queriesFor(small.cookie, path);
      const ten = await queriesFor(large.cookie, path);
      expect(one, `${path} ran no query: the cache answered`).toBeGreaterThan(0);
      expect(ten, `${path}: ${one} queries at 1x, ${ten} at 10x data`).toBe(one);
    }
  });
});

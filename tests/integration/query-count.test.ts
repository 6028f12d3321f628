import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMedication } from './support/fixtures';
import { createTestContext, signUp, type TestContext } from './support/test-app';

/** ARCHITECTURE budget: a constant number of queries per request, whatever the data size. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function queriesFor(cookie: string, path: string): Promise<number> {
  ctx.queries.length = 0;
  const res = await ctx.call('GET', path, { cookie });
  expect(res.status).toBe(200);
  return ctx.queries.length;
}

describe('queries per request', () => {
  it('stay the same with 10 times the medications and logs', async () => {
    ctx.now = new Date('2026-11-22T04:30:00.000Z');
    const small = await signUp(ctx);
    const large = await signUp(ctx);
    await addMedication(ctx, small);
    for (let i = 0; i < 10; i++)
      await addMedication(ctx, large, {
        name: `Medicine ${i}`,
        dosage: '1 tablet',
        notation: '1-1-1',
      });
    for (const path of [
      '/api/medications',
      '/api/statistics',
      '/api/medication-logs',
      '/api/medication-reminders',
    ]) {
      expect(await queriesFor(large.cookie, path), path).toBe(await queriesFor(small.cookie, path));
    }
  });
});

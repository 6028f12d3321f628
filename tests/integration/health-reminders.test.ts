import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addRecord } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

interface Reminder {
  type: 'blood_pressure' | 'sugar_test';
  memberId: string;
  memberName: string;
  message: string;
  lastMeasuredAt: string;
  daysSinceLast: number;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => {
  ctx.now = new Date(iso);
};

async function reminders(cookie: string): Promise<Reminder[]> {
  const res = await ctx.call<Reminder[]>('GET', '/api/health-reminders', { cookie });
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/health-reminders', () => {
  it('is empty for someone who tracks nothing, however long ago they joined', async () => {
    at('2026-11-20T04:30:00Z');
    const a = await signUp(ctx);
    expect(await reminders(a.cookie)).toEqual([]);
  });

  it('asks for the monthly check once the last reading of that kind is 30 days old', async () => {
    const a = await signUp(ctx);
    const mother = await addMember(ctx, a);
    // 1 Oct, 23:50 in India: the reading's day is the account's 1 Oct, not UTC's.
    const bp = '2026-10-01T18:20:00.000Z';
    await addRecord(
      ctx,
      a,
      '/api/blood-pressure',
      { systolic: 150, diastolic: 95, measuredAt: bp },
      mother,
    );
    await addRecord(ctx, a, '/api/sugar-levels', {
      value: 140,
      type: 'fasting',
      measuredAt: '2026-10-20T03:30:00Z',
    });

    at('2026-10-30T18:29:00Z'); // 30 Oct in India: 29 days
    expect(await reminders(a.cookie)).toEqual([]);
    at('2026-10-30T18:31:00Z'); // 31 Oct in India: 30 days
    expect(await reminders(a.cookie)).toEqual([
      {
        type: 'blood_pressure',
        memberId: mother,
        memberName: 'Amma',
        message: 'Time for your monthly blood pressure monitoring',
        lastMeasuredAt: bp,
        daysSinceLast: 30,
      },
    ]);
    at('2026-11-19T04:30:00Z');
    expect((await reminders(a.cookie)).map((r) => [r.type, r.message, r.daysSinceLast])).toEqual([
      ['blood_pressure', 'Time for your monthly blood pressure monitoring', 49],
      ['sugar_test', 'Time for your monthly blood sugar test', 30],
    ]);

    // A new reading of that kind clears that reminder.
    await addRecord(
      ctx,
      a,
      '/api/blood-pressure',
      {
        systolic: 138,
        diastolic: 88,
        measuredAt: '2026-11-18T03:30:00Z',
      },
      mother,
    );
    expect((await reminders(a.cookie)).map((r) => r.type)).toEqual(['sugar_test']);
  });

  it("never shows another account's readings", async () => {
    at('2026-11-20T04:30:00Z');
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await addRecord(ctx, b, '/api/blood-pressure', {
      systolic: 120,
      diastolic: 80,
      measuredAt: '2026-09-01T03:30:00Z',
    });
    expect(await reminders(a.cookie)).toEqual([]);
    expect(await reminders(b.cookie)).toHaveLength(1);
  });
});

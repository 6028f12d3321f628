// A failed query's log line once carried Drizzle's parameter list (readings, notes,
// user and member ids). It now names the query and the database's error code only.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { handleError } from '@server/http/handlers';
import { logSafeError, queryName } from '@server/platform/log-safe-error';
import { createTestContext, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const SECRET_NOTE = 'dizzy after 185/125 reading';

/** A real failed query whose parameters hold a health note. */
async function failedQuery(): Promise<unknown> {
  try {
    await ctx.database.db.execute(sql`select ${SECRET_NOTE}::int as systolic`);
  } catch (err) {
    return err;
  }
  throw new Error('the query should have failed');
}

describe('errors in logs', () => {
  it('carry the query’s name and SQLSTATE, never its parameters', async () => {
    const err = await failedQuery();
    expect(String((err as Error).message)).toContain(SECRET_NOTE); // what used to be logged
    const safe = logSafeError(err);
    expect(safe).toMatchObject({ name: 'DrizzleQueryError', code: '22P02' });
    expect(JSON.stringify(safe)).not.toContain(SECRET_NOTE);
  });

  it('are logged by the error handler without the values, and the client gets no stack', async () => {
    const err = await failedQuery();
    const lines: unknown[] = [];
    const logger = {
      info: () => {},
      warn: (...args: unknown[]) => void lines.push(args),
      error: (...args: unknown[]) => void lines.push(args),
    };
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', { logger } as unknown as Deps);
        c.set('requestId', 'req-1');
        await next();
      })
      .get('/boom', () => {
        throw err;
      })
      .onError(handleError);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain('select');
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(SECRET_NOTE);
    expect(logged).toContain('22P02');
    expect(logged).toContain('req-1');
  });

  it('names a query by its verb and table', () => {
    expect(queryName('insert into "blood_pressure_readings" ("id") values ($1)')).toBe(
      'insert blood_pressure_readings',
    );
    expect(queryName('select "id" from "users" where "email" = $1')).toBe('select users');
    expect(queryName('update "sessions" set "x" = $1')).toBe('update sessions');
  });
});

import { describe, expect, it } from 'vitest';
import { DemoClient, DEMO_USER_ID, type FetchApp } from './demo-client';

const UUID = '0b6f4b36-3a57-4c55-9f0e-5d1e0d3f8a11';

/** A stand-in for the app (Hono's fetch): what the server answers for the demo account. */
const app: FetchApp = {
  fetch(request) {
    const path = new URL(request.url).pathname;
    const body =
      path === '/api/family-members'
        ? [{ id: 'm1', userId: UUID, name: 'Demo User' }]
        : { user: { id: UUID, email: 'demo@example.com', username: 'Demo User' }, extra: 1 };
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
  },
};

async function pageAnswer(path: string, init?: RequestInit): Promise<unknown> {
  const client = new DemoClient(app, 'http://demo.test', null);
  const { body } = await client.handleForPage(new Request(`http://demo.test${path}`, init));
  return JSON.parse(new TextDecoder().decode(body)) as unknown;
}

describe('the demo user as the page knows it (spec §6)', () => {
  it('is user-1 in every /api/auth answer the page gets', async () => {
    expect(DEMO_USER_ID).toBe('user-1');
    for (const [path, method] of [
      ['/api/auth/user', 'GET'],
      ['/api/auth/user', 'PATCH'],
      ['/api/auth/signin', 'POST'],
    ] as const) {
      expect(await pageAnswer(path, { method })).toEqual({
        user: { id: 'user-1', email: 'demo@example.com', username: 'Demo User' },
        extra: 1,
      });
    }
  });

  it('leaves the other answers (and the database ids in them) as the app gave them', async () => {
    expect(await pageAnswer('/api/family-members')).toEqual([
      { id: 'm1', userId: UUID, name: 'Demo User' },
    ]);
  });
});

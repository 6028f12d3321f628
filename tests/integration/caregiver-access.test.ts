// The caregivers' authorization matrix (ADR 037): a caregiver link is the only way another account
// sees anything. Every caregiver route, for the member's owner, its caregiver, a stranger, a
// removed caregiver (with the link they had, too) and a signed-out visitor; then invalid input.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaredFor } from '@core/contract/caregivers';
import { invite, makeCaregiver } from './support/caregiver-fixtures';
import { addMember } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;
type Actor = 'owner' | 'caregiver' | 'stranger' | 'removed' | 'signedOut';

let ctx: TestContext;
let owner: Account;
let caregiver: Account;
let stranger: Account;
let removed: Account;
let memberId: string;
let linkId: string;
/** The link the removed caregiver had before the owner removed it. */
let oldLinkId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.now = new Date('2026-11-22T01:00:00.000Z');
  [owner, caregiver, stranger, removed] = [
    await signUp(ctx),
    await signUp(ctx),
    await signUp(ctx),
    await signUp(ctx),
  ];
  memberId = await addMember(ctx, owner);
  linkId = (await makeCaregiver(ctx, owner, caregiver, { memberId })).linkId;
  oldLinkId = (await makeCaregiver(ctx, owner, removed, { memberId })).linkId;
  const gone = await ctx.call('DELETE', `/api/caregivers/${oldLinkId}`, { cookie: owner.cookie });
  expect(gone.status).toBe(200);
});
afterAll(() => ctx.close());
let address = 0;
beforeEach(() => {
  address += 1;
  ctx.ip = `198.18.9.${address}`;
});

const cookieOf = (actor: Actor): string | null =>
  ({ owner, caregiver, stranger, removed, signedOut: null })[actor]?.cookie ?? null;

/** Calls as `actor`; answers the status. */
async function as(actor: Actor, method: string, path: string, json?: unknown): Promise<number> {
  const res = await ctx.call(method, path, { cookie: cookieOf(actor), json });
  if (actor === 'signedOut') expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
  return res.status;
}

/** Every actor but `allowed` gets a 404, signed out a 401; `allowed` goes last (it may write). */
const DENIED_THEN: (allowed: Actor, status: number) => [Actor, number][] = (allowed, status) => [
  ...(['owner', 'caregiver', 'stranger', 'removed'] as const)
    .filter((a) => a !== allowed)
    .map((a): [Actor, number] => [a, 404]),
  ['signedOut', 401],
  [allowed, status],
];

describe('every caregiver route, for each kind of account', () => {
  it('GET /api/family-members/:id/caregivers: its owner only', async () => {
    for (const [actor, status] of DENIED_THEN('owner', 200)) {
      expect(await as(actor, 'GET', `/api/family-members/${memberId}/caregivers`), actor).toBe(
        status,
      );
    }
  });

  it('POST /api/family-members/:id/caregivers: its owner only', async () => {
    for (const [actor, status] of DENIED_THEN('owner', 201)) {
      const code = await as(actor, 'POST', `/api/family-members/${memberId}/caregivers`, {
        email: 'helper@example.in',
        delayMinutes: 60,
      });
      expect(code, actor).toBe(status);
    }
  });

  it('PATCH and DELETE /api/caregivers/:id: the owner only, the caregiver included', async () => {
    const { linkId: another } = await makeCaregiver(ctx, owner, await signUp(ctx), { memberId });
    for (const [actor, status] of DENIED_THEN('owner', 200)) {
      expect(
        await as(actor, 'PATCH', `/api/caregivers/${linkId}`, { delayMinutes: 90 }),
        actor,
      ).toBe(status);
    }
    expect(await as('removed', 'PATCH', `/api/caregivers/${oldLinkId}`, { delayMinutes: 90 })).toBe(
      404,
    );
    for (const [actor, status] of DENIED_THEN('owner', 200)) {
      expect(await as(actor, 'DELETE', `/api/caregivers/${another}`), actor).toBe(status);
    }
    expect(await as('owner', 'DELETE', `/api/caregivers/${oldLinkId}`)).toBe(404);
  });

  it('DELETE /api/caregiver-invites/:id: the owner only', async () => {
    const { invite: open } = await invite(ctx, owner, memberId, 'cousin@example.in');
    for (const [actor, status] of DENIED_THEN('owner', 200)) {
      expect(await as(actor, 'DELETE', `/api/caregiver-invites/${open.id}`), actor).toBe(status);
    }
  });

  it('POST /api/caregiver-invites/lookup and /accept: the invited address only', async () => {
    const second = await addMember(ctx, owner, { name: 'Papa', relation: 'father' });
    const { token } = await invite(ctx, owner, second, caregiver.email);
    for (const path of ['/api/caregiver-invites/lookup', '/api/caregiver-invites/accept']) {
      const expected: [Actor, number][] = [
        ['owner', 400],
        ['stranger', 403],
        ['removed', 403],
        ['signedOut', 401],
        ['caregiver', path.endsWith('accept') ? 201 : 200],
      ];
      for (const [actor, status] of expected) {
        expect(await as(actor, 'POST', path, { token }), `${path} ${actor}`).toBe(status);
      }
    }
  });

  it('GET /api/caring-for: each account lists only the links it has', async () => {
    const lists = new Map<Actor, CaredFor[]>();
    for (const actor of ['owner', 'caregiver', 'stranger', 'removed'] as const) {
      const res = await ctx.call<CaredFor[]>('GET', '/api/caring-for', { cookie: cookieOf(actor) });
      expect(res.status).toBe(200);
      lists.set(actor, res.body);
    }
    expect(lists.get('caregiver')!.map((c) => c.id)).toContain(linkId);
    expect(lists.get('owner')).toEqual([]);
    expect(lists.get('stranger')).toEqual([]);
    expect(lists.get('removed')).toEqual([]);
    expect(await as('signedOut', 'GET', '/api/caring-for')).toBe(401);
  });

  it('GET /api/caring-for/:id: the caregiver only; the removed one not with their old link', async () => {
    for (const [actor, status] of DENIED_THEN('caregiver', 200)) {
      expect(await as(actor, 'GET', `/api/caring-for/${linkId}`), actor).toBe(status);
    }
    expect(await as('removed', 'GET', `/api/caring-for/${oldLinkId}`)).toBe(404);
  });

  it('DELETE /api/caring-for/:id: the caregiver only (leaving)', async () => {
    expect(await as('removed', 'DELETE', `/api/caring-for/${oldLinkId}`)).toBe(404);
    for (const [actor, status] of DENIED_THEN('caregiver', 200)) {
      expect(await as(actor, 'DELETE', `/api/caring-for/${linkId}`), actor).toBe(status);
    }
    expect(await as('caregiver', 'GET', `/api/caring-for/${linkId}`)).toBe(404);
  });
});

describe('invalid input to the caregiver routes', () => {
  it.each([
    ['GET', '/api/family-members/abc/caregivers', undefined],
    ['POST', '/api/family-members/abc/caregivers', { email: 'a@b.in', delayMinutes: 60 }],
    ['PATCH', '/api/caregivers/abc', { delayMinutes: 60 }],
    ['DELETE', '/api/caregivers/abc', undefined],
    ['DELETE', '/api/caregiver-invites/abc', undefined],
    ['GET', '/api/caring-for/abc', undefined],
    ['DELETE', '/api/caring-for/abc', undefined],
  ])('%s %s with a malformed id is a 400', async (method, path, json) => {
    const res = await ctx.call(method, path, { cookie: owner.cookie, json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', message: 'The id in the address is not valid' });
  });

  it.each([
    [{ email: 'someone@example', delayMinutes: 60 }, 'Please enter a valid email address'],
    [{ delayMinutes: 60 }, 'Please enter a valid email address'],
    [{ email: 'a@b.in', delayMinutes: 20 }, 'between 30 minutes and 4 hours'],
    [{ email: 'a@b.in', delayMinutes: 300 }, 'between 30 minutes and 4 hours'],
    [{ email: 'a@b.in' }, 'between 30 minutes and 4 hours'],
  ])('an invitation %j is a 400 that says why', async (json, message) => {
    const res = await ctx.call('POST', `/api/family-members/${memberId}/caregivers`, {
      cookie: owner.cookie,
      json,
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(message);
  });

  it.each([[{}], [{ token: '' }], [{ token: 'has spaces in it, twenty+' }], [{ token: 7 }]])(
    'a token %j is a 400 (lookup and accept)',
    async (json) => {
      for (const path of ['/api/caregiver-invites/lookup', '/api/caregiver-invites/accept']) {
        const res = await ctx.call('POST', path, { cookie: caregiver.cookie, json });
        expect(res.status, path).toBe(400);
        expect(res.body).toEqual({
          code: 'VALIDATION',
          message: 'The invitation link is incomplete',
        });
      }
    },
  );

  it('an unknown token of the right shape is a 400 with the link message', async () => {
    const res = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: caregiver.cookie,
      json: { token: 'A'.repeat(43) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This invitation link is invalid or has expired. Please ask for a new one.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '@server/deps';
import { scryptHasher } from '@server/platform/passwords';
import { createTestContext, signUp, type Answer, type TestContext } from '../../harness/test-app';

/**
 * ADR 010: one address sends 36 wrong sign-ins at once. The tries over the limits are
 * refused from the database's count alone, before any password is hashed, so they do not queue
 * for scrypt ahead of other people's sign-ins; only the tries within the limits are hashed, and
 * those take turns with other addresses' sign-ins (the hash queue is fair between addresses).
 */
let ctx: TestContext;
let checks = 0;
/** While set, every password check waits here before it hashes (the scrypt queue, held). */
let gate: { opened: Promise<void>; open: () => void } | null = null;
let waiting = 0;
/** The real hasher, counting the password checks it is asked for, which a test can hold. */
const hasher: PasswordHasher = {
  hash: (password, queue) => scryptHasher.hash(password, queue),
  async verify(password, stored, queue) {
    checks += 1;
    if (gate) {
      waiting += 1;
      await gate.opened;
      waiting -= 1;
    }
    return scryptHasher.verify(password, stored, queue);
  },
};

function holdChecks() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  gate = { opened, open };
  return () => {
    gate = null;
    open();
  };
}

beforeAll(async () => {
  ctx = await createTestContext({
    passwords: hasher,
    // A request may name its own address (x-test-address), so two addresses can send at once.
    clientIp: (c) => c.req.header('x-test-address') ?? ctx.ip,
  });
});
afterAll(() => ctx.close());

/** Sends `n` sign-ins at once and follows them: which answered, and with what. */
function burst(n: number, body: (i: number) => { email: string; password: string }) {
  const answered: Answer[] = [];
  const all = Promise.all(
    Array.from({ length: n }, (_, i) =>
      ctx.call('POST', '/api/auth/signin', { json: body(i) }).then((a) => {
        answered.push(a);
        return a;
      }),
    ),
  );
  return { answered, all };
}

/**
 * Waits until every request has answered or is waiting for its hash: then nothing more can
 * happen until the checks are let go. (Waiting, not timing: a refusal that were hashed would
 * wait at the gate too, and the counts below would say so.)
 */
async function settle(n: number, answered: Answer[]) {
  while (answered.length + waiting < n) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const statusCount = (answers: Answer[], status: number) =>
  answers.filter((a) => a.status === status).length;

describe('36 wrong sign-ins from one address at once', () => {
  it('for one account: the 31 over the limit answer 429 before any hash; 5 are checked', async () => {
    const { email } = await signUp(ctx);
    ctx.ip = '198.51.100.36';
    checks = 0;
    const release = holdChecks();
    const { answered, all } = burst(36, (i) => ({ email, password: `wrong-guess-${i}` }));
    try {
      await settle(36, answered);
      // Every refusal is answered while the 5 checks still wait for the hash queue.
      expect(statusCount(answered, 429)).toBe(31);
      expect(waiting).toBe(5);
    } finally {
      release();
    }
    const answers = await all;
    expect(statusCount(answers, 401)).toBe(5);
    expect(statusCount(answers, 429)).toBe(31);
    expect(checks).toBe(5);
  });

  it('for 36 emails: the 6 over the address limit answer 429 before any hash; 30 are checked', async () => {
    ctx.ip = '198.51.100.37';
    checks = 0;
    const release = holdChecks();
    const { answered, all } = burst(36, (i) => ({
      email: `nobody-${i}@example.in`,
      password: 'wrong-guess-1',
    }));
    try {
      await settle(36, answered);
      expect(statusCount(answered, 429)).toBe(6);
      expect(waiting).toBe(30);
    } finally {
      release();
    }
    const answers = await all;
    expect(statusCount(answers, 401)).toBe(30);
    expect(statusCount(answers, 429)).toBe(6);
    expect(checks).toBe(30);
  }, 240_000);

  it("does not hold another address's sign-in behind the burst's hashes", async () => {
    const owner = await signUp(ctx);
    // An unknown email is checked against a stand-in hash made once: made now, so the burst's
    // tries go straight to their checks.
    const unknown = await ctx.call('POST', '/api/auth/signin', {
      json: { email: 'no-account@example.in', password: 'wrong-guess-2' },
      headers: { 'x-test-address': '192.0.2.38' },
    });
    expect(unknown.status).toBe(401);
    ctx.ip = '198.51.100.38';
    // 30 tries within the address's limit, each for another account: 30 hashes queued at once.
    const { answered, all } = burst(30, (i) => ({
      email: `someone-${i}@example.in`,
      password: 'wrong-guess-2',
    }));
    // The owner signs in from home while they wait for scrypt.
    const signIn = await ctx.call('POST', '/api/auth/signin', {
      json: { email: owner.email, password: owner.password },
      headers: { 'x-test-address': '203.0.113.77' },
    });
    expect(signIn.status).toBe(200);
    // Answered after the few hashes that held the slots, not after the 30 of the burst.
    const before = answered.length;
    const answers = await all;
    expect(statusCount(answers, 401)).toBe(30);
    expect(before).toBeLessThanOrEqual(6);
  }, 240_000);
});

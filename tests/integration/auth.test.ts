import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { familyMembers, users } from '@server/db/schema';
import type { PasswordHasher } from '@server/deps';
import { scryptHasher } from '@server/platform/passwords';
import { CONSENT, createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/auth/signup', () => {
  it('creates the account, its self member and a session', async () => {
    const res = await ctx.call<{ user: Record<string, string> }>('POST', '/api/auth/signup', {
      json: {
        ...CONSENT,
        email: '  Priya.Sharma@Example.IN ',
        password: 'chai-at-seven',
        dateOfBirth: '1988-04-12',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: 'priya.sharma@example.in',
      username: 'priya.sharma',
    });
    expect(res.cookie).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/);

    const members = await ctx.database.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.userId, res.body.user.id!));
    expect(members).toEqual([
      expect.objectContaining({
        name: 'priya.sharma',
        relation: 'self',
        isSelf: true,
        dateOfBirth: '1988-04-12',
      }),
    ]);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, res.body.user.id!));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.passwordHash).not.toContain('chai-at-seven');

    const me = await ctx.call<{ user: Record<string, unknown> }>('GET', '/api/auth/user', {
      cookie: res.cookie,
    });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: 'priya.sharma@example.in',
      dateOfBirth: '1988-04-12',
      timeZone: 'Asia/Kolkata',
      role: 'user',
    });
  });

  it('takes a missing or null date of birth', async () => {
    const res = await ctx.call('POST', '/api/auth/signup', {
      json: { ...CONSENT, email: 'no.dob@example.in', password: 'neem-tree-shade' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses an email that already has an account, in any case', async () => {
    const { email } = await signUp(ctx);
    const res = await ctx.call('POST', '/api/auth/signup', {
      json: {
        ...CONSENT,
        email: email.toUpperCase(),
        password: 'another-pass-9',
        dateOfBirth: null,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'EMAIL_TAKEN',
      message: expect.stringMatching(/already exists/),
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'valid-pass-1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters long'],
    [
      { email: 'a@b.co', password: 'x'.repeat(129) },
      'Password must be at most 128 characters long',
    ],
    [
      { email: 'a@b.co', password: 'fine-pass-1', dateOfBirth: '1990-02-30' },
      'Please enter a valid date of birth',
    ],
    [
      { email: 'a@b.co', password: 'fine-pass-1', dateOfBirth: '2999-01-01' },
      'Please enter a valid date of birth',
    ],
    [{ password: 'fine-pass-1' }, 'Please enter a valid email address'],
  ])('answers 400 with a clear message for %j', async (json, message) => {
    const res = await ctx.call('POST', '/api/auth/signup', { json: { ...json, ...CONSENT } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', message });
    expect(res.cookie).toBeNull();
  });

  it.each(['password1', 'Qwerty123'])(
    'answers 400 with its own code for a common password: %s (ADR 026)',
    async (password) => {
      const res = await ctx.call('POST', '/api/auth/signup', {
        json: { ...CONSENT, email: 'a@b.co', password },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'COMMON_PASSWORD',
        message: 'This password is too common and easy to guess. Please choose a less common one.',
      });
      expect(res.cookie).toBeNull();
    },
  );

  it('changes nothing on bad input', async () => {
    const before = await ctx.database.db.select().from(users);
    const res = await ctx.call('POST', '/api/auth/signup', {
      json: { ...CONSENT, email: 'bad@x.in', password: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Password must be at least 6 characters long' });
    expect(await ctx.database.db.select().from(users)).toHaveLength(before.length);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password, any email case', async () => {
    const { email, password, user } = await signUp(ctx);
    const res = await ctx.call<{ user: unknown }>('POST', '/api/auth/signin', {
      json: { email: email.toUpperCase(), password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user });
    expect(res.cookie).toBeTruthy();
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUp(ctx);
    const wrong = await ctx.call('POST', '/api/auth/signin', {
      json: { email, password: 'wrong-pass-1' },
    });
    const unknown = await ctx.call('POST', '/api/auth/signin', {
      json: { email: 'nobody@example.in', password: 'wrong-pass-1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 for a malformed email or a missing password', async () => {
    const a = await ctx.call('POST', '/api/auth/signin', {
      json: { email: 'x', password: 'abcdef' },
    });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ message: 'Please enter a valid email address' });
    const b = await ctx.call('POST', '/api/auth/signin', { json: { email: 'a@b.co' } });
    expect(b.status).toBe(400);
    expect(b.body).toMatchObject({ message: 'Password is required' });
  });

  it('locks an account for 15 minutes after 5 failures from one address, then lets it in again', async () => {
    const { email, password } = await signUp(ctx);
    ctx.ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const res = await ctx.call('POST', '/api/auth/signin', {
        json: { email, password: `wrong-${i}-pass` },
      });
      expect(res.status).toBe(401);
    }
    // From the guessing address even the right password waits.
    const locked = await ctx.call('POST', '/api/auth/signin', { json: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many failed sign-in attempts/),
    });
    expect(locked.headers.get('retry-after')).toBe('900');
    // The owner elsewhere is not locked out by someone else's guesses.
    ctx.ip = '198.51.100.8';
    const owner = await ctx.call('POST', '/api/auth/signin', { json: { email, password } });
    expect(owner.status).toBe(200);
    ctx.ip = '198.51.100.7';
    ctx.advance(15 * 60_000 + 1);
    const again = await ctx.call('POST', '/api/auth/signin', { json: { email, password } });
    expect(again.status).toBe(200);
    ctx.ip = '203.0.113.10';
  });

  it('counts parallel wrong passwords atomically: 12 at once, at most 5 checked', async () => {
    const { email } = await signUp(ctx);
    ctx.ip = '198.51.100.21';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.call('POST', '/api/auth/signin', { json: { email, password: `wrong-${i}-pass` } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    ctx.ip = '203.0.113.10';
  });

  it('caps guessing spread over many addresses, yet lets the owner in from a clean one', async () => {
    const { email, password } = await signUp(ctx);
    for (let i = 0; i < 50; i++) {
      ctx.ip = `198.18.0.${i + 1}`;
      const res = await ctx.call('POST', '/api/auth/signin', {
        json: { email, password: `wrong-${i}-pass` },
      });
      expect(res.status).toBe(401);
    }
    // Past 50 failures an address that failed before is refused before any check...
    ctx.ip = '198.18.0.1';
    const guess = await ctx.call('POST', '/api/auth/signin', {
      json: { email, password: 'wrong-again-1' },
    });
    expect(guess.status).toBe(429);
    // ...while the owner, from an address with no failures, signs in.
    ctx.ip = '198.18.1.1';
    const owner = await ctx.call('POST', '/api/auth/signin', { json: { email, password } });
    expect(owner.status).toBe(200);
    ctx.ip = '203.0.113.10';
    // 51 real scrypt checks (N=2^17), two at a time: seconds on a quiet machine, a minute on a
    // busy one. A timeout would leave this loop running into the next test's counts.
  }, 240_000);

  it('limits failures per address across accounts', async () => {
    ctx.ip = '198.51.100.99';
    for (let i = 0; i < 30; i++) {
      await ctx.call('POST', '/api/auth/signin', {
        json: { email: `ghost${i}@example.in`, password: 'wrong-pass-1' },
      });
    }
    const res = await ctx.call('POST', '/api/auth/signin', {
      json: { email: 'ghost-x@example.in', password: 'wrong-pass-1' },
    });
    expect(res.status).toBe(429);
    ctx.ip = '203.0.113.10';
  }, 240_000);
});

describe('sign-up rate limit', () => {
  it('refuses the 31st sign-up from one address within an hour', async () => {
    const limited = await createTestContext();
    limited.ip = '192.0.2.44';
    try {
      for (let i = 0; i < 30; i++) {
        // Invalid passwords still count, and cost no hashing.
        const r = await limited.call('POST', '/api/auth/signup', {
          json: { ...CONSENT, email: `s${i}@example.in`, password: '123456' },
        });
        expect(r.status).toBe(400);
      }
      const res = await limited.call('POST', '/api/auth/signup', {
        json: { ...CONSENT, email: 'late@example.in', password: 'fine-pass-1' },
      });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/Too many sign-ups/) });
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up disclosure (ADR 023)', () => {
  const TAKEN = {
    code: 'EMAIL_TAKEN',
    message: 'An account with this email already exists. Please sign in.',
  };
  const TOO_MANY = {
    code: 'RATE_LIMITED',
    message: 'Too many sign-ups. Please wait 60 minutes and try again.',
  };
  let hashes = 0;
  /** The real hasher (same scrypt, same queue), counting the hashes it is asked for. */
  const counting: PasswordHasher = {
    hash: (password) => {
      hashes += 1;
      return scryptHasher.hash(password);
    },
    verify: (password, stored) => scryptHasher.verify(password, stored),
  };
  let d: TestContext;
  beforeAll(async () => {
    d = await createTestContext({ passwords: counting });
  });
  afterAll(() => d.close());
  const statuses = (answers: Array<{ status: number }>) =>
    answers.map((r) => r.status).sort((x, y) => x - y);
  const count = (answers: Array<{ status: number }>, status: number) =>
    answers.filter((r) => r.status === status).length;

  it('hashes the submitted password for an email that has an account, as a new sign-up does', async () => {
    d.ip = '198.51.100.1';
    const { email } = await signUp(d);
    const before = hashes;
    const res = await d.call('POST', '/api/auth/signup', {
      json: { ...CONSENT, email, password: 'guess-this-9', dateOfBirth: null },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(TAKEN);
    expect(res.cookie).toBeNull();
    expect(hashes - before).toBe(1);
  });

  it('answers "already exists" at most 5 times an hour per address, parallel ones too; then the address may not sign up, but may sign in', async () => {
    d.ip = '198.51.100.2';
    const owner = await signUp(d);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        d.call('POST', '/api/auth/signup', {
          json: {
            ...CONSENT,
            email: owner.email,
            password: `guess-number-${i}`,
            dateOfBirth: null,
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([409, 409, 409, 409, 409, 429, 429, 429]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual(TAKEN);
    expect(answers.find((r) => r.status === 429)?.body).toEqual(TOO_MANY);

    // Past the cap a new email from this address is refused too, before any work, so a 429
    // tells nothing about the email.
    const before = hashes;
    const fresh = await d.call('POST', '/api/auth/signup', {
      json: {
        ...CONSENT,
        email: 'fresh.one@example.in',
        password: 'fresh-pass-7',
        dateOfBirth: null,
      },
    });
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual(TOO_MANY);
    expect(hashes).toBe(before);

    // Signing in is another matter: the owner gets in from this address.
    const signIn = await d.call('POST', '/api/auth/signin', {
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);

    // Another address is not held back, and the address may try again an hour later.
    d.ip = '198.51.100.3';
    expect((await signUp(d)).user.email).toMatch(/@example\.in$/);
    d.ip = '198.51.100.2';
    d.advance(60 * 60_000);
    const later = await d.call('POST', '/api/auth/signup', {
      json: { ...CONSENT, email: owner.email, password: 'guess-again-1', dateOfBirth: null },
    });
    expect(later.status).toBe(409);
  });

  it('counts every sign-up from an address atomically before any work: 33 at once, 30 answered', async () => {
    d.ip = '198.51.100.4';
    const usersBefore = (await d.database.db.select({ id: users.id }).from(users)).length;
    const answers = await Promise.all(
      Array.from({ length: 33 }, (_, i) =>
        d.call('POST', '/api/auth/signup', {
          // A few real sign-ups among ones refused for a common password (no hash for those).
          json: {
            ...CONSENT,
            email: `burst${i}@example.in`,
            password: i % 11 === 0 ? `burst-pass-${i}` : 'password1',
            dateOfBirth: null,
          },
        }),
      ),
    );
    expect(count(answers, 429)).toBe(3);
    expect(count(answers, 201) + count(answers, 400)).toBe(30);
    const usersAfter = (await d.database.db.select({ id: users.id }).from(users)).length;
    expect(usersAfter - usersBefore).toBe(count(answers, 201));
  });
});

describe('sessions', () => {
  it('GET /api/auth/user is 401 without a session, and ignores x-user-id', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const none = await ctx.call('GET', '/api/auth/user', { headers: { 'x-user-id': a.user.id } });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
    const asB = await ctx.call<{ user: { id: string } }>('GET', '/api/auth/user', {
      cookie: b.cookie,
      headers: { 'x-user-id': a.user.id },
    });
    expect(asB.body.user.id).toBe(b.user.id);
  });

  it('a made-up or cleared cookie is no session', async () => {
    const madeUp = await ctx.call('GET', '/api/auth/user', { cookie: 'A'.repeat(43) });
    expect(madeUp.status).toBe(401);
    // What the browser sends after sign-out cleared the cookie: the name with no value.
    const cleared = await ctx.app.request('/api/auth/user', { headers: { cookie: 'mm_session=' } });
    expect(cleared.status).toBe(401);
    // A real session's cookie works, so the two 401s above are the cookie's doing.
    const { cookie } = await signUp(ctx);
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('signout ends the session on the server', async () => {
    const { cookie } = await signUp(ctx);
    const out = await ctx.call('POST', '/api/auth/signout', { cookie });
    expect(out.status).toBe(200);
    expect(out.cookie).toBe('');
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await ctx.call('POST', '/api/auth/signout', { cookie })).status).toBe(401);
  });

  it('expires after 30 days without use, and slides while used', async () => {
    const { cookie } = await signUp(ctx);
    ctx.advance(29 * 86_400_000);
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    ctx.advance(29 * 86_400_000);
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    ctx.advance(31 * 86_400_000);
    expect((await ctx.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it("lists the account's sessions and revokes one; another account's session is 404", async () => {
    const a = await signUp(ctx);
    const second = await ctx.call('POST', '/api/auth/signin', {
      json: { email: a.email, password: a.password },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130' },
    });
    const list = await ctx.call<Array<{ id: string; current: boolean; userAgent: string | null }>>(
      'GET',
      '/api/auth/sessions',
      { cookie: a.cookie },
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s) => s.current)).toHaveLength(1);
    const other = list.body.find((s) => !s.current)!;
    expect(other.userAgent).toMatch(/Android/);

    const b = await signUp(ctx);
    const foreign = await ctx.call('DELETE', `/api/auth/sessions/${other.id}`, {
      cookie: b.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: second.cookie })).status).toBe(200);

    const revoked = await ctx.call('DELETE', `/api/auth/sessions/${other.id}`, {
      cookie: a.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: second.cookie })).status).toBe(401);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: a.cookie })).status).toBe(200);

    const bad = await ctx.call('DELETE', '/api/auth/sessions/not-a-uuid', { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'The id in the address is not valid' });
  });
});

describe('PATCH /api/auth/user', () => {
  it('updates the profile fields', async () => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.call<{ user: Record<string, unknown> }>('PATCH', '/api/auth/user', {
      cookie,
      json: {
        username: 'Ravi Kumar',
        timeZone: 'Asia/Dubai',
        language: 'hi',
        dateOfBirth: '1975-08-15',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      username: 'Ravi Kumar',
      timeZone: 'Asia/Dubai',
      language: 'hi',
      dateOfBirth: '1975-08-15',
    });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ username: '   ' }, 'Username is required'],
    [{ timeZone: 'Mars/Olympus' }, 'Please choose a valid time zone'],
    [{ language: 'fr' }, 'Language must be English or Hindi'],
  ])('400 for %j', async (json, message) => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.call('PATCH', '/api/auth/user', { cookie, json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe('POST /api/fix-family-member-names', () => {
  it('renames the self member to the current username, whatever the body says', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await ctx.call('PATCH', '/api/auth/user', { cookie: a.cookie, json: { username: 'Anita' } });
    const res = await ctx.call('POST', '/api/fix-family-member-names', {
      cookie: a.cookie,
      json: { userId: b.user.id, username: 'Hacker' },
    });
    expect(res.status).toBe(200);
    const rows = await ctx.database.db.select().from(familyMembers);
    expect(rows.find((m) => m.userId === a.user.id && m.isSelf)!.name).toBe('Anita');
    expect(rows.find((m) => m.userId === b.user.id && m.isSelf)!.name).toBe(b.user.username);
  });

  it('400 for a body of the wrong shape', async () => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.call('POST', '/api/fix-family-member-names', {
      cookie,
      json: { userId: 42 },
    });
    expect(res.status).toBe(400);
  });
});

describe('the session cookie', () => {
  it('is Secure in production unless APP_URL is plain http on this machine', async () => {
    const cases: [string, boolean, boolean][] = [
      ['http://medmitra.example', true, true],
      ['https://medmitra.example', false, true],
      ['http://localhost:5000', true, false],
      ['http://127.0.0.1:5000', true, false],
      ['http://medmitra.example', false, false],
    ];
    const { appUrl, production } = ctx.deps.config;
    try {
      for (const [i, [url, prod, secure]] of cases.entries()) {
        ctx.deps.config.appUrl = url;
        ctx.deps.config.production = prod;
        const res = await ctx.call('POST', '/api/auth/signup', {
          json: {
            ...CONSENT,
            email: `cookie-${i}-${Date.now()}@example.in`,
            password: 'monsoon-tea-7',
          },
        });
        expect(res.status).toBe(201);
        const flags = res.headers.get('set-cookie') ?? '';
        expect(/;\s*Secure/i.test(flags), `${url} production=${prod}: ${flags}`).toBe(secure);
      }
    } finally {
      Object.assign(ctx.deps.config, { appUrl, production });
    }
  });
});

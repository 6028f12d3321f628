import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@server/features/auth/password-reset';
import { afterAnswerSettled } from '@server/platform/after-answer';
import { CONSENT, createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function linkToken(text: string): string {
  const m = /http:\/\/localhost:5000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1]!;
}

async function forgot(email: string, dateOfBirth: string | null = null) {
  return ctx.call<{ message: string }>('POST', '/api/auth/forgot-password', {
    json: { email, dateOfBirth },
  });
}

describe('forgot and reset password', () => {
  it("writes the email in the account's language (ADR 026)", async () => {
    const a = await signUp(ctx);
    const saved = await ctx.call('PATCH', '/api/auth/user', {
      cookie: a.cookie,
      json: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    ctx.outbox.length = 0;
    expect((await forgot(a.email)).status).toBe(200);
    await afterAnswerSettled();
    const email = ctx.outbox[0];
    expect(email?.subject).toBe('अपना MedMitra पासवर्ड बदलें');
    expect(email?.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक 1 घंटे के अंदर खोलें');
    expect(email?.html).toContain('मेरा MedMitra पासवर्ड बदलें');
    // The link is the same: the reset page itself follows the device's language.
    expect(email?.html).toContain(`token=${linkToken(email?.text ?? '')}`);
  });

  it('emails a single-use link that sets a new password and signs out every session', async () => {
    const a = await signUp(ctx);
    const otherDevice = await ctx.call('POST', '/api/auth/signin', {
      json: { email: a.email, password: a.password },
    });
    ctx.outbox.length = 0;

    const res = await forgot(a.email.toUpperCase());
    expect(res.status).toBe(200);
    // The English as it is, and a stable code the client words in its language (ADR 026).
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER, code: 'RESET_LINK_SENT' });
    expect(ctx.outbox).toHaveLength(1);
    const email = ctx.outbox[0]!;
    expect(email.to).toBe(a.email);
    expect(email.subject).toBe('Reset your MedMitra password');
    const token = linkToken(email.text);
    expect(email.html).toContain(`token=${token}`);

    const reset = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'brand-new-pass-2' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      message: 'Your password has been changed. Please sign in with it.',
      code: 'PASSWORD_RESET',
    });
    expect((await ctx.call('GET', '/api/auth/user', { cookie: a.cookie })).status).toBe(401);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: otherDevice.cookie })).status).toBe(
      401,
    );
    expect(
      (
        await ctx.call('POST', '/api/auth/signin', {
          json: { email: a.email, password: a.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await ctx.call('POST', '/api/auth/signin', {
          json: { email: a.email, password: 'brand-new-pass-2' },
        })
      ).status,
    ).toBe(200);

    const again = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'third-pass-33' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
  });

  it('answers before writing the token or sending the email, the same for an unknown email', async () => {
    const a = await signUp(ctx);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async (email) => {
      await held;
      sent.push(email.to);
    };
    try {
      const ask = (email: string) =>
        ctx.app.request('/api/auth/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, dateOfBirth: null }),
        });
      // The mailer is held: an answer that waited for it would never come.
      const known = await ask(a.email);
      const unknown = await ask('nobody-at-all@example.in');
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      expect(sent).toEqual([]);
      release();
      await afterAnswerSettled();
      expect(sent).toEqual([a.email]);
    } finally {
      release();
      ctx.deps.mailer.send = send;
    }
  });

  it('a link is dead after one hour', async () => {
    const a = await signUp(ctx);
    ctx.outbox.length = 0;
    await forgot(a.email);
    const token = linkToken(ctx.outbox[0]!.text);
    ctx.advance(60 * 60_000 + 1000);
    const res = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'late-pass-99' },
    });
    expect(res.status).toBe(400);
    expect(
      (
        await ctx.call('POST', '/api/auth/signin', {
          json: { email: a.email, password: a.password },
        })
      ).status,
    ).toBe(200);
  });

  it('answers the same and sends nothing for an unknown email or a wrong date of birth', async () => {
    const withDob = await ctx.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
      json: {
        ...CONSENT,
        email: 'dob.user@example.in',
        password: 'jasmine-road-4',
        dateOfBirth: '1990-01-26',
      },
    });
    expect(withDob.status).toBe(201);
    ctx.outbox.length = 0;
    const unknown = await forgot('nobody.here@example.in');
    const wrongDob = await forgot('dob.user@example.in', '1990-01-27');
    const noDob = await forgot('dob.user@example.in', null);
    for (const r of [unknown, wrongDob, noDob]) {
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(FORGOT_PASSWORD_ANSWER);
    }
    expect(ctx.outbox).toHaveLength(0);
    await forgot('dob.user@example.in', '1990-01-26');
    expect(ctx.outbox).toHaveLength(1);
  });

  it('sends at most 3 reset emails an hour to one account, answering the same', async () => {
    const a = await signUp(ctx);
    ctx.outbox.length = 0;
    for (let i = 0; i < 5; i++) expect((await forgot(a.email)).status).toBe(200);
    expect(ctx.outbox).toHaveLength(3);
  });

  it('refuses a common new password, and a malformed token', async () => {
    const a = await signUp(ctx);
    ctx.outbox.length = 0;
    await forgot(a.email);
    const token = linkToken(ctx.outbox[0]!.text);
    const common = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'iloveyou' },
    });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({
      code: 'COMMON_PASSWORD',
      message: 'This password is too common and easy to guess. Please choose a less common one.',
    });
    const bad = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token: 'short', password: 'good-pass-11' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'The reset link is incomplete' });
    const bad2 = await ctx.call('POST', '/api/auth/forgot-password', { json: { email: 'nope' } });
    expect(bad2.status).toBe(400);
    expect(bad2.body).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, and signs out the other sessions only', async () => {
    const a = await signUp(ctx);
    const other = await ctx.call('POST', '/api/auth/signin', {
      json: { email: a.email, password: a.password },
    });
    const wrong = await ctx.call('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: 'not-it-at-all', newPassword: 'fresh-pass-77' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct',
    });

    const ok = await ctx.call('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: a.password, newPassword: 'fresh-pass-77' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      message: 'Password changed. Your other devices have been signed out.',
      code: 'PASSWORD_CHANGED',
    });
    expect((await ctx.call('GET', '/api/auth/user', { cookie: a.cookie })).status).toBe(200);
    expect((await ctx.call('GET', '/api/auth/user', { cookie: other.cookie })).status).toBe(401);
    expect(
      (
        await ctx.call('POST', '/api/auth/signin', {
          json: { email: a.email, password: 'fresh-pass-77' },
        })
      ).status,
    ).toBe(200);
  });

  it('counts parallel wrong current passwords atomically: 12 at once, at most 5 checked', async () => {
    const a = await signUp(ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.call('POST', '/api/auth/change-password', {
          cookie: a.cookie,
          json: { currentPassword: `wrong-${i}-pass`, newPassword: 'fresh-pass-77' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('400 for a short new password', async () => {
    const a = await signUp(ctx);
    const res = await ctx.call('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: a.password, newPassword: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Password must be at least 6 characters long' });
  });
});

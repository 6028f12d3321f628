// The admin area's API (ADR 034). Roles checked on the server, a recent password for
// every change, an append-only audit log, accounts and premium, payments and refunds, support
// messages, and price sheets uploaded while the server runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  AdminAccountDetail,
  AdminAccountRow,
  AdminAuditLog,
  AdminOverview,
  AdminPayment,
  AdminPriceImport,
  AdminSupportMessage,
  Paged,
  PharmacySheetApplied,
  PharmacySheetPreview,
} from '@core/contract/admin';
import type { PriceSearchResult } from '@core/contract/prices';
import { adminAuditLog, pushSends, pushSubscriptions, sessions } from '@server/db/schema';
import { addMonthsUtc } from '@core/payments/period';
import { localDay } from '@core/medicines/time-zone';
import { endAfterRefund } from '@server/features/admin/payments';
import { lastMonths } from '@server/features/admin/overview';
import { addPaymentOrder, grantPremium } from '../../harness/fixtures';
import {
  addSupportMessage,
  GOOD_SHEET,
  signUpAdmin,
  unknownPath,
  type Account,
} from './support/admin-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx?.close());
// Many sign-ups: each test from its own address.
let address = 0;
beforeEach(async () => {
  address += 1;
  ctx.ip = `198.19.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  // Some tests move the clock on: the shared admin enters the password again before each.
  await post(admin, '/api/admin/confirm-password', { password: admin.password });
});

const MINUTE = 60_000;
const as = (who: Account) => ({ cookie: who.cookie });
const post = <T>(who: Account, path: string, json?: unknown) =>
  ctx.call<T>('POST', path, { cookie: who.cookie, json });
const get = <T>(who: Account, path: string) => ctx.call<T>('GET', path, as(who));

async function auditOf(accountId: string) {
  const res = await get<AdminAuditLog>(admin, `/api/admin/audit-log?accountId=${accountId}`);
  return res.body.items;
}

describe('who may use it', () => {
  it('answers a user and a visitor exactly as an unknown path, before reading any input', async () => {
    const user = await signUp(ctx);
    for (const cookie of [user.cookie, null]) {
      for (const [method, path, json] of [
        ['GET', '/api/admin/overview', undefined],
        ['GET', '/api/admin/accounts?page=abc', undefined],
        ['POST', `/api/admin/accounts/${user.user.id}/premium`, { months: 12, reason: 'test' }],
        ['POST', '/api/admin/accounts/not-an-id/disable', { reason: '' }],
        ['GET', '/api/admin/no-such-thing', undefined],
      ] as const) {
        const res = await ctx.call(method, path, { cookie, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual(unknownPath(method, path));
        const unknown = await ctx.call(method, path.replace('/admin/', '/nimda/'), {
          cookie,
          json,
        });
        expect(unknown.status).toBe(404);
      }
    }
  });

  it('never trusts the spec’s fixed admin headers', async () => {
    const user = await signUp(ctx);
    const res = await ctx.call('GET', '/api/admin/overview', {
      cookie: user.cookie,
      headers: {
        authorization: 'Bearer admin',
        'x-user-email': admin.email,
        'x-user-id': admin.user.id,
      },
    });
    expect(res.status).toBe(404);
  });

  it('lets an admin in, and /api/auth/user says the role', async () => {
    const me = await get<{ user: { role: string } }>(admin, '/api/auth/user');
    expect(me.body.user.role).toBe('admin');
    expect((await get(admin, '/api/admin/overview')).status).toBe(200);
  });
});

describe('a recent password for every change', () => {
  it('asks again after 15 minutes, and takes it back with the password', async () => {
    const boss = await signUpAdmin(ctx);
    const user = await signUp(ctx);
    const grant = () =>
      post(boss, `/api/admin/accounts/${user.user.id}/premium`, { months: 1, reason: 'goodwill' });
    ctx.advance(14 * MINUTE);
    expect((await grant()).status).toBe(200);
    ctx.advance(2 * MINUTE);
    const refused = await grant();
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'REAUTH_REQUIRED', message: 'Please enter your password again to continue' },
    });
    // Reads need no password.
    expect((await get(boss, '/api/admin/overview')).status).toBe(200);
    const wrong = await post(boss, '/api/admin/confirm-password', { password: 'not-mine-at-all' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    const right = await post<{ confirmedAt: string }>(boss, '/api/admin/confirm-password', {
      password: boss.password,
    });
    expect(right).toMatchObject({ status: 200, body: { confirmedAt: ctx.now.toISOString() } });
    expect((await grant()).status).toBe(200);
  });

  it('counts wrong passwords: the sixth in 15 minutes is refused', async () => {
    const boss = await signUpAdmin(ctx);
    for (let i = 0; i < 5; i += 1) {
      const res = await post(boss, '/api/admin/confirm-password', { password: `wrong-${i}-pass` });
      expect(res.status).toBe(400);
    }
    const sixth = await post(boss, '/api/admin/confirm-password', { password: boss.password });
    expect(sixth.status).toBe(429);
  });

  it('is per session: another device must enter it on its own', async () => {
    const boss = await signUpAdmin(ctx);
    ctx.advance(20 * MINUTE);
    const second = await ctx.call('POST', '/api/auth/signin', {
      json: { email: boss.email, password: boss.password },
    });
    const fresh = { ...boss, cookie: second.cookie! };
    const user = await signUp(ctx);
    const body = { months: 1, reason: 'support case 42' };
    const path = `/api/admin/accounts/${user.user.id}/premium`;
    expect((await post(fresh, path, body)).status).toBe(200);
    expect((await post(boss, path, body)).status).toBe(403);
  });
});

describe('accounts', () => {
  it('finds accounts by part of the email, a page at a time, with their figures', async () => {
    const tag = `find${Date.now().toString(36)}`;
    const made: Account[] = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await signUp(ctx);
      await ctx.database.db.execute(
        sql`update users set email = ${`${tag}.${i}@example.in`} where id = ${a.user.id}`,
      );
      made.push(a);
    }
    await grantPremium(ctx, made[0]!);
    const res = await get<Paged<AdminAccountRow>>(
      admin,
      `/api/admin/accounts?q=${tag.toUpperCase()}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const first = res.body.items.find((r) => r.id === made[0]!.user.id);
    expect(first).toEqual({
      id: made[0]!.user.id,
      email: `${tag}.0@example.in`,
      role: 'user',
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
      disabledAt: null,
      plan: { premium: true, currentPeriodEnd: expect.any(String) },
      payments: { count: 1, amountPaise: 12_000 },
      sessions: 1,
    });
    // A wildcard typed is a letter: '%' finds nothing here.
    const wild = await get<Paged<AdminAccountRow>>(admin, '/api/admin/accounts?q=%25');
    expect(wild.body.total).toBe(0);
    const all = await get<Paged<AdminAccountRow>>(admin, '/api/admin/accounts?page=1');
    expect(all.body.pageSize).toBe(20);
    expect(all.body.items.length).toBeLessThanOrEqual(20);
    const far = await get<Paged<AdminAccountRow>>(admin, '/api/admin/accounts?page=9999');
    expect(far.body.items).toEqual([]);
    expect((await get(admin, '/api/admin/accounts?page=0')).status).toBe(400);
  });

  it('grants premium with a reason (the toggles unlock), extends it, and revokes it', async () => {
    const user = await signUp(ctx);
    const toggle = { cookie: user.cookie, json: { medications: false } };
    expect((await ctx.call('PATCH', '/api/notification-preferences', toggle)).status).toBe(403);

    const path = `/api/admin/accounts/${user.user.id}/premium`;
    expect((await post(admin, path, { months: 0, reason: 'x' })).status).toBe(400);
    expect((await post(admin, path, { months: 12 })).status).toBe(400);
    const granted = await post<AdminAccountDetail>(admin, path, {
      months: 12,
      reason: 'Hospital partner',
    });
    expect(granted.status).toBe(200);
    const inAYear = addMonthsUtc(ctx.now, 12).toISOString();
    expect(granted.body.plan).toEqual({ premium: true, currentPeriodEnd: inAYear });
    expect((await ctx.call('PATCH', '/api/notification-preferences', toggle)).status).toBe(200);
    const sub = await ctx.call<{ isSubscribed: boolean }>('GET', '/api/subscription', as(user));
    expect(sub.body.isSubscribed).toBe(true);

    const extended = await post<AdminAccountDetail>(admin, path, { months: 2, reason: 'Apology' });
    expect(extended.body.plan.currentPeriodEnd).toBe(addMonthsUtc(ctx.now, 14).toISOString());

    const revoke = `/api/admin/accounts/${user.user.id}/premium/revoke`;
    const revoked = await post<AdminAccountDetail>(admin, revoke, { reason: 'Abuse of trial' });
    expect(revoked.body.plan).toEqual({ premium: false, currentPeriodEnd: ctx.now.toISOString() });
    expect((await ctx.call('PATCH', '/api/notification-preferences', toggle)).status).toBe(403);
    expect((await post(admin, revoke, { reason: 'again' })).status).toBe(409);

    const entries = await auditOf(user.user.id);
    expect(entries.map((e) => e.action)).toEqual([
      'premium.revoke',
      'premium.grant',
      'premium.grant',
    ]);
    expect(entries[2]).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.email,
      targetUserId: user.user.id,
      targetEmail: user.email,
      details: { months: 12, reason: 'Hospital partner', until: inAYear },
      ip: expect.stringMatching(/^198\.19\./),
    });
  });

  it('disables an account: its sessions end and it cannot sign in; re-enabling lets it back', async () => {
    const user = await signUp(ctx);
    const base = `/api/admin/accounts/${user.user.id}`;
    const disabled = await post<AdminAccountDetail>(admin, `${base}/disable`, { reason: 'Spam' });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toBe(ctx.now.toISOString());
    expect(disabled.body.sessions).toBe(0);
    expect((await get(user, '/api/auth/user')).status).toBe(401);
    const signIn = await ctx.call('POST', '/api/auth/signin', {
      json: { email: user.email, password: user.password },
    });
    expect(signIn).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED' } });
    // A wrong password says nothing about the account.
    const wrong = await ctx.call('POST', '/api/auth/signin', {
      json: { email: user.email, password: 'wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    // No reset link for a disabled account, from the form or an admin.
    ctx.outbox.length = 0;
    await ctx.call('POST', '/api/auth/forgot-password', {
      json: { email: user.email, dateOfBirth: null },
    });
    expect(ctx.outbox).toEqual([]);
    expect((await post(admin, `${base}/password-reset`)).status).toBe(409);
    expect((await post(admin, `${base}/disable`, { reason: 'Spam again' })).status).toBe(409);

    const enabled = await post<AdminAccountDetail>(admin, `${base}/enable`, { reason: 'Appeal' });
    expect(enabled.body.disabledAt).toBeNull();
    const back = await ctx.call('POST', '/api/auth/signin', {
      json: { email: user.email, password: user.password },
    });
    expect(back.status).toBe(200);
    expect((await auditOf(user.user.id)).map((e) => e.action)).toEqual([
      'account.enable',
      'account.disable',
    ]);
  });

  it('refuses to disable the admin’s own account', async () => {
    const res = await post(admin, `/api/admin/accounts/${admin.user.id}/disable`, {
      reason: 'oops',
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'You cannot disable your own account' },
    });
  });

  it('resends a password reset email that works', async () => {
    const user = await signUp(ctx);
    ctx.outbox.length = 0;
    const res = await post(admin, `/api/admin/accounts/${user.user.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(ctx.outbox).toEqual([expect.objectContaining({ to: user.email })]);
    const token = /token=([\w-]+)/.exec(ctx.outbox[0]!.text)?.[1];
    const reset = await ctx.call('POST', '/api/auth/reset-password', {
      json: { token, password: 'new-monsoon-pass-9' },
    });
    expect(reset.status).toBe(200);
    expect((await auditOf(user.user.id))[0]?.action).toBe('account.password-reset');
  });

  it('answers 404 for an account that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get(admin, `/api/admin/accounts/${id}`)).status).toBe(404);
    expect(
      (await post(admin, `/api/admin/accounts/${id}/premium`, { months: 1, reason: 'abc' })).status,
    ).toBe(404);
    expect((await get(admin, '/api/admin/accounts/abc')).status).toBe(400);
  });
});

describe('payments and refunds', () => {
  async function paidOnce(owner: Account): Promise<AdminPayment> {
    await grantPremium(ctx, owner);
    const res = await get<AdminAccountDetail>(admin, `/api/admin/accounts/${owner.user.id}`);
    return res.body.paymentList[0]!;
  }

  it('lists payments with provider ids, filtered by status', async () => {
    const owner = await signUp(ctx);
    const payment = await paidOnce(owner);
    const orderId = await addPaymentOrder(ctx, owner);
    await ctx.call('POST', `/api/payments/orders/${orderId}/test-result`, {
      cookie: owner.cookie,
      json: { outcome: 'failed' },
    });
    expect(payment).toMatchObject({
      userId: owner.user.id,
      email: owner.email,
      provider: 'test',
      providerPaymentId: expect.stringMatching(/^pay_test/),
      receipt: expect.stringMatching(/^MM-/),
      amountPaise: 12_000,
      status: 'captured',
      refundedAt: null,
    });
    const failed = await get<Paged<AdminPayment>>(admin, '/api/admin/payments?status=failed');
    expect(failed.body.items.length).toBeGreaterThan(0);
    expect(failed.body.items.every((p) => p.status === 'failed')).toBe(true);
    expect((await get(admin, '/api/admin/payments?status=pending')).status).toBe(400);
  });

  it('records a refund, which ends the premium it paid for; a replayed capture keeps it refunded', async () => {
    const owner = await signUp(ctx);
    const orderId = await addPaymentOrder(ctx, owner);
    const paid = await ctx.call<{ payment: { paymentId: string; signature: string } }>(
      'POST',
      `/api/payments/orders/${orderId}/test-result`,
      { cookie: owner.cookie, json: { outcome: 'paid' } },
    );
    await ctx.call('POST', `/api/payments/orders/${orderId}/verify`, {
      cookie: owner.cookie,
      json: paid.body.payment,
    });
    const before = await ctx.call<AdminOverview>('GET', '/api/admin/overview', as(admin));
    const detail = await get<AdminAccountDetail>(admin, `/api/admin/accounts/${owner.user.id}`);
    const payment = detail.body.paymentList[0]!;
    ctx.advance(2 * 24 * 60 * MINUTE);
    await post(admin, '/api/admin/confirm-password', { password: admin.password });
    const refunded = await post<AdminPayment>(admin, `/api/admin/payments/${payment.id}/refund`, {
      reason: 'Asked within 7 days',
    });
    expect(refunded.body).toMatchObject({ status: 'refunded', refundedAt: ctx.now.toISOString() });
    const sub = await ctx.call<{ isSubscribed: boolean }>('GET', '/api/subscription', as(owner));
    expect(sub.body.isSubscribed).toBe(false);
    expect(
      (await post(admin, `/api/admin/payments/${payment.id}/refund`, { reason: 'twice' })).status,
    ).toBe(409);

    // The checkout's result sent again records nothing new and grants nothing.
    await ctx.call('POST', `/api/payments/orders/${orderId}/verify`, {
      cookie: owner.cookie,
      json: paid.body.payment,
    });
    const again = await get<AdminAccountDetail>(admin, `/api/admin/accounts/${owner.user.id}`);
    expect(again.body.paymentList[0]?.status).toBe('refunded');
    expect(again.body.plan.premium).toBe(false);
    expect(again.body.payments).toEqual({ count: 0, amountPaise: 0 });
    // Revenue counts captured payments only.
    const after = await ctx.call<AdminOverview>('GET', '/api/admin/overview', as(admin));
    const sum = (o: AdminOverview) => o.revenue.reduce((n, m) => n + m.amountPaise, 0);
    expect(sum(after.body)).toBe(sum(before.body) - 12_000);
    expect((await auditOf(owner.user.id))[0]).toMatchObject({
      action: 'payment.refund',
      details: { paymentId: payment.id, reason: 'Asked within 7 days' },
    });
  });

  it('takes out only the refunded payment’s unused months', () => {
    const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
    // Two years bought; the second year's payment refunded before it began: a year is left.
    expect(endAfterRefund(day('2028-01-10'), day('2028-01-10'), 12, day('2026-01-15'))).toEqual(
      day('2027-01-10'),
    );
    // The running year refunded after a week, a renewal behind it: the renewal moves earlier.
    expect(endAfterRefund(day('2028-01-10'), day('2027-01-10'), 12, day('2026-01-17'))).toEqual(
      day('2027-01-17'),
    );
    // The only year, refunded: premium ends now.
    expect(endAfterRefund(day('2027-01-10'), day('2027-01-10'), 12, day('2026-01-17'))).toEqual(
      day('2026-01-17'),
    );
    // A period already over takes nothing away.
    expect(endAfterRefund(day('2028-01-10'), day('2026-01-10'), 12, day('2026-03-01'))).toEqual(
      day('2028-01-10'),
    );
  });
});

describe('overview', () => {
  it('counts accounts, sign-ups per day, premium, revenue per month and push failures', async () => {
    const before = (await get<AdminOverview>(admin, '/api/admin/overview')).body;
    const owner = await signUp(ctx);
    await grantPremium(ctx, owner);
    const [device] = await ctx.database.db
      .insert(pushSubscriptions)
      .values({
        userId: owner.user.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${owner.user.id}`,
        p256dh: 'k',
        auth: 'a',
      })
      .returning();
    await ctx.database.db.insert(pushSends).values([
      { subscriptionId: device!.id, key: 'a', sentAt: ctx.now, status: '201' },
      { subscriptionId: device!.id, key: 'b', sentAt: ctx.now, status: '0' },
      { subscriptionId: device!.id, key: 'c', sentAt: ctx.now, status: '500' },
    ]);
    const after = (await get<AdminOverview>(admin, '/api/admin/overview')).body;
    expect(after.accounts).toBe(before.accounts + 1);
    expect(after.signUps).toHaveLength(90);
    expect(after.signUps.at(-1)?.day).toBe(localDay(ctx.now));
    expect(after.signUps.at(-1)!.count).toBe(before.signUps.at(-1)!.count + 1);
    expect(after.activePremium).toBe(before.activePremium + 1);
    expect(after.revenue).toHaveLength(12);
    expect(after.revenue.at(-1)?.month).toBe(localDay(ctx.now).slice(0, 7));
    expect(after.revenue[0]?.month).toBe(lastMonths(localDay(ctx.now), 12)[0]);
    expect(lastMonths('2026-11-22', 12)[0]).toBe('2025-12');
    expect(lastMonths('2026-01-05', 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(after.revenue.at(-1)!.amountPaise).toBe(before.revenue.at(-1)!.amountPaise + 12_000);
    expect(after.pushFailures.last30Days).toBe(before.pushFailures.last30Days + 2);
    expect(after.pushFailures.sent30Days).toBe(before.pushFailures.sent30Days + 3);
  });
});

describe('support messages', () => {
  it('lists open messages, reads one, marks it handled and open again', async () => {
    const user = await signUp(ctx);
    const id = await addSupportMessage(ctx, { cookie: user.cookie });
    const open = await get<Paged<AdminSupportMessage>>(admin, '/api/admin/support-messages');
    expect(open.body.items.find((m) => m.id === id)).toMatchObject({
      topic: 'reminders',
      message: 'My reminders stopped ringing last week.',
      replyTo: user.email,
      userId: user.user.id,
      handledAt: null,
    });
    const one = await get<AdminSupportMessage>(admin, `/api/admin/support-messages/${id}`);
    expect(one.body.id).toBe(id);
    const handled = await post<AdminSupportMessage>(
      admin,
      `/api/admin/support-messages/${id}/handled`,
      { handled: true },
    );
    expect(handled.body.handledAt).toBe(ctx.now.toISOString());
    const stillOpen = await get<Paged<AdminSupportMessage>>(
      admin,
      '/api/admin/support-messages?status=open',
    );
    expect(stillOpen.body.items.some((m) => m.id === id)).toBe(false);
    const done = await get<Paged<AdminSupportMessage>>(
      admin,
      '/api/admin/support-messages?status=handled',
    );
    expect(done.body.items.some((m) => m.id === id)).toBe(true);
    expect(
      (await post(admin, `/api/admin/support-messages/${id}/handled`, { handled: true })).status,
    ).toBe(409);
    const reopened = await post<AdminSupportMessage>(
      admin,
      `/api/admin/support-messages/${id}/handled`,
      { handled: false },
    );
    expect(reopened.body.handledAt).toBeNull();
    expect((await auditOf(user.user.id)).map((e) => e.action)).toEqual([
      'support.reopened',
      'support.handled',
    ]);
  });

  it('replies by email, in the account’s language, and marks it handled', async () => {
    const user = await signUp(ctx);
    await ctx.call('PATCH', '/api/auth/user', { cookie: user.cookie, json: { language: 'hi' } });
    const id = await addSupportMessage(ctx, { cookie: user.cookie });
    ctx.outbox.length = 0;
    const res = await post<AdminSupportMessage>(admin, `/api/admin/support-messages/${id}/reply`, {
      message: 'Please turn on notifications in Settings.\n\nThanks!',
    });
    expect(res.body).toMatchObject({
      repliedAt: ctx.now.toISOString(),
      handledAt: ctx.now.toISOString(),
    });
    expect(ctx.outbox).toEqual([
      expect.objectContaining({
        to: user.email,
        subject: 'MedMitra सहायता से जवाब',
        text: expect.stringContaining('> My reminders stopped ringing last week.'),
      }),
    ]);
  });

  it('replies to a visitor at the email they gave, and says so when there is none', async () => {
    const withEmail = await addSupportMessage(ctx, { email: 'visitor@example.in' });
    ctx.outbox.length = 0;
    const sent = await post(admin, `/api/admin/support-messages/${withEmail}/reply`, {
      message: 'Hello!',
    });
    expect(sent.status).toBe(200);
    expect(ctx.outbox[0]).toMatchObject({
      to: 'visitor@example.in',
      subject: 'Reply from MedMitra support',
    });
    const without = await addSupportMessage(ctx, {});
    const none = await post(admin, `/api/admin/support-messages/${without}/reply`, {
      message: 'Hello!',
    });
    expect(none).toMatchObject({
      status: 409,
      body: { message: 'This message has no email address to reply to' },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(admin, `/api/admin/support-messages/${missing}`)).status).toBe(404);
  });
});

describe('price sheets', () => {
  it('previews every row (naming the bad ones), applies the good ones, and a search shows them with their date', async () => {
    const preview = await post<PharmacySheetPreview>(admin, '/api/admin/price-sheets/preview', {
      kind: 'pharmacy-prices',
      fileName: 'november.csv',
      csv: GOOD_SHEET,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      kind: 'pharmacy-prices',
      fileName: 'november.csv',
      rows: 3,
      valid: 2,
      rejected: [
        { line: 4, reasons: ['pharmacy "Netmeds" is not one of pharmEasy, apollo, medplus'] },
      ],
      ignoredColumns: [],
      pharmacies: [
        { pharmacy: 'apollo', rows: 1, oldestDate: '2026-11-12', newestDate: '2026-11-12' },
        { pharmacy: 'pharmEasy', rows: 1, oldestDate: '2026-11-20', newestDate: '2026-11-20' },
      ],
      sample: [
        {
          pharmacy: 'apollo',
          medicineName: 'Dolo 650 Tablet',
          pack: '15 tablets',
          price: 33.6,
          inStock: true,
          priceDate: '2026-11-12',
        },
        {
          pharmacy: 'pharmEasy',
          medicineName: 'Dolo 650 Tablet',
          pack: '15 tablets',
          price: 30.91,
          inStock: true,
          priceDate: '2026-11-20',
        },
      ],
    });
    const user = await signUp(ctx);
    const search = () =>
      ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
        cookie: user.cookie,
        json: { medicationName: 'Dolo 650' },
      });
    expect((await search()).body.apolloPrice).toBeNull();

    const applied = await post<PharmacySheetApplied>(admin, '/api/admin/price-sheets', {
      kind: 'pharmacy-prices',
      fileName: 'november.csv',
      source: 'Read from the pharmacies’ sites on 20 Nov',
      csv: GOOD_SHEET,
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ rows: 3, imported: 2, olderThanStored: 0 });
    expect(applied.body.rejected).toHaveLength(1);

    const found = (await search()).body;
    expect(found.apolloPrice).toBe(33.6);
    expect(found.pharmacies.apollo).toMatchObject({
      priceDate: '2026-11-12',
      source: 'catalog',
      stale: false,
    });
    expect(found.pharmacies.pharmEasy).toMatchObject({ price: 30.91, priceDate: '2026-11-20' });

    const imports = await get<Paged<AdminPriceImport>>(admin, '/api/admin/price-imports');
    expect(imports.body.items[0]).toMatchObject({
      id: applied.body.importId,
      kind: 'pharmacy-prices',
      fileName: 'november.csv',
      source: 'Read from the pharmacies’ sites on 20 Nov',
      uploadedBy: admin.email,
      rowsImported: 2,
      rowsRejected: 1,
    });
    const log = await get<AdminAuditLog>(admin, '/api/admin/audit-log?action=prices.import');
    expect(log.body.items[0]).toMatchObject({
      adminId: admin.user.id,
      targetUserId: null,
      details: { importId: applied.body.importId, imported: 2, rejected: 1 },
    });
  });

  it('shows a price older than the configured age as stale', async () => {
    const old = [
      'pharmacy,medicine_name,pack,price,price_date',
      'medplus,Crocin Advance Tablet,20 tablets,25,2026-09-01',
    ].join('\n');
    await post(admin, '/api/admin/price-sheets', {
      kind: 'pharmacy-prices',
      fileName: 'old.csv',
      source: 'An old printed list',
      csv: old,
    });
    const user = await signUp(ctx);
    const res = await ctx.call<PriceSearchResult>('POST', '/api/medication-price-search', {
      cookie: user.cookie,
      json: { medicationName: 'Crocin Advance' },
    });
    expect(res.body.pharmacies.medplus).toMatchObject({
      price: 25,
      priceDate: '2026-09-01',
      stale: true,
    });
  });

  it('refuses a sheet without its required columns whole, and an unknown kind', async () => {
    const res = await post<{ message: string }>(admin, '/api/admin/price-sheets/preview', {
      kind: 'pharmacy-prices',
      fileName: 'x.csv',
      csv: 'name,cost\nDolo,30\n',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^The price sheet has no pharmacy, medicine_name, price, price_date columns/,
    );
    const kind = await post(admin, '/api/admin/price-sheets/preview', {
      kind: 'nppa',
      fileName: 'x.csv',
      csv: 'a',
    });
    expect(kind.status).toBe(400);
    const noSource = await post(admin, '/api/admin/price-sheets', {
      kind: 'pharmacy-prices',
      fileName: 'x.csv',
      csv: GOOD_SHEET,
    });
    expect(noSource.status).toBe(400);
  });

  it('takes a sheet larger than a JSON body from an admin; to anyone else the path is a JSON one', async () => {
    const lines = ['pharmacy,medicine_name,pack,price,price_date'];
    for (let i = 0; lines.join('\n').length < 200_000; i += 1) {
      lines.push(`apollo,Test Medicine ${i} Tablet,10 tablets,${10 + (i % 90)},2026-11-20`);
    }
    const body = { kind: 'pharmacy-prices', fileName: 'big.csv', csv: lines.join('\n') };
    const preview = await post<PharmacySheetPreview>(
      admin,
      '/api/admin/price-sheets/preview',
      body,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(lines.length - 1);
    const user = await signUp(ctx);
    const theirs = await post(user, '/api/admin/price-sheets/preview', body);
    const unknown = await post(user, '/api/nimda/price-sheets/preview', body);
    expect(theirs.status).toBe(413);
    expect(theirs.body).toEqual(unknown.body);
  });
});

describe('audit log', () => {
  it('filters by admin, action and account', async () => {
    const other = await signUpAdmin(ctx);
    const user = await signUp(ctx);
    await post(admin, `/api/admin/accounts/${user.user.id}/premium`, { months: 1, reason: 'one' });
    await post(other, `/api/admin/accounts/${user.user.id}/premium`, { months: 1, reason: 'two' });
    await post(other, `/api/admin/accounts/${user.user.id}/disable`, { reason: 'three' });
    const byOther = await get<AdminAuditLog>(
      admin,
      `/api/admin/audit-log?adminId=${other.user.id}&accountId=${user.user.id}`,
    );
    expect(byOther.body.items.map((e) => e.action)).toEqual(['account.disable', 'premium.grant']);
    const grants = await get<AdminAuditLog>(
      admin,
      `/api/admin/audit-log?action=premium.grant&accountId=${user.user.id}`,
    );
    expect(grants.body.items.map((e) => e.details.reason)).toEqual(['two', 'one']);
    expect(byOther.body.admins).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, email: admin.email },
        { id: other.user.id, email: other.email },
      ]),
    );
    expect((await get(admin, '/api/admin/audit-log?action=drop.table')).status).toBe(400);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const [entry] = await ctx.database.db.select().from(adminAuditLog).limit(1);
    await expect(
      ctx.database.db
        .update(adminAuditLog)
        .set({ action: 'x' })
        .where(eq(adminAuditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const [still] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });

  it('a revoked admin is a user again at once: the admin API is unknown to them', async () => {
    const boss = await signUpAdmin(ctx);
    const { setRole } = await import('@server/features/admin/roles');
    await setRole(ctx.database.db, boss.email, 'user', ctx.now);
    ctx.deps.cache.invalidate(boss.user.id);
    expect((await get(boss, '/api/admin/overview')).status).toBe(404);
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, boss.user.id));
    expect(session?.passwordConfirmedAt).toBeNull();
  });
});

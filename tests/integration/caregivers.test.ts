// Caregivers (ADR 037): invitations by email (random, hashed, 7 days, single use, bound
// to the invited address), the owner's list, removing and leaving, the caregiver's read-only view,
// and the missed-dose alert: after the caregiver's delay, once per dose and caregiver, with two
// runs at once too; an in-app notification, an email in the caregiver's language, a push when
// the caregiver has premium.
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  CaredFor,
  CareView,
  CaregiverInvitation,
  MemberCaregivers,
} from '@core/contract/caregivers';
import type { ServerNotification } from '@core/contract/prescriptions';
import { openPostgres } from '@server/db/connect';
import { readEnv } from '@server/env';
import { caregiverInvites, caregivers, notifications } from '@server/db/schema';
import { caregiverAlertsJob } from '@server/jobs/caregiver-alerts';
import { retentionJob } from '@server/jobs/retention';
import { invite, makeCaregiver } from './support/caregiver-fixtures';
import {
  decryptPush,
  fakeDevice,
  startFakePushService,
  type FakePushService,
} from '../../harness/fake-push';
import { addMedication, grantPremium } from '../../harness/fixtures';
import { addMember, addRecord } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';
import { webPush } from '@server/features/push/sender';

const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:grievance@medmitra.in' };
let fake: FakePushService;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createTestContext({ push: webPush(VAPID, fake.transport) });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
let address = 0;
beforeEach(() => {
  address += 1;
  ctx.ip = `198.18.7.${address}`;
  ctx.now = new Date('2026-11-22T01:00:00.000Z'); // 06:30 IST
});

const DAY = 24 * 60 * 60_000;
/** 08:00 IST on 22 Nov 2026: the morning dose of 1-0-1. */
const AM = '2026-11-22T02:30:00.000Z';
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

async function notificationsOf(account: { cookie: string }) {
  const res = await ctx.call<ServerNotification[]>('GET', '/api/notifications', {
    cookie: account.cookie,
  });
  return res.body;
}

describe('invitations', () => {
  it('emails a link whose token is random and stored hashed; the invitee accepts it once', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    const { invite: made, token } = await invite(
      ctx,
      owner,
      memberId,
      carer.email.toUpperCase(),
      90,
    );
    expect(made).toMatchObject({ email: carer.email, delayMinutes: 90 });
    expect(Date.parse(made.expiresAt) - ctx.now.getTime()).toBe(7 * DAY);
    const mail = ctx.outbox.at(-1)!;
    expect(mail.to).toBe(carer.email);
    expect(mail.subject).toContain('invites you to help care for a family member');
    expect(mail.text).toContain('Amma');
    expect(mail.text).toContain('1.5 hours after its time');
    expect(mail.html).toContain(`/care/accept?token=${token}`);
    const [stored] = await ctx.database.db
      .select()
      .from(caregiverInvites)
      .where(eq(caregiverInvites.id, made.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);

    const seen = await ctx.call<CaregiverInvitation>('POST', '/api/caregiver-invites/lookup', {
      cookie: carer.cookie,
      json: { token },
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ ownerName: owner.user.username, memberName: 'Amma' });

    const accepted = await ctx.call<CaredFor>('POST', '/api/caregiver-invites/accept', {
      cookie: carer.cookie,
      json: { token },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ memberName: 'Amma', delayMinutes: 90 });
    const again = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: carer.cookie,
      json: { token },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_TOKEN' });

    const list = await ctx.call<MemberCaregivers>(
      'GET',
      `/api/family-members/${memberId}/caregivers`,
      {
        cookie: owner.cookie,
      },
    );
    expect(list.body).toEqual({
      caregivers: [
        expect.objectContaining({
          id: accepted.body.id,
          name: carer.user.username,
          email: carer.email,
          delayMinutes: 90,
        }),
      ],
      invites: [],
    });
  });

  it('is bound to the invited address: another account is refused and the link stays usable', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const other = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    const { token } = await invite(ctx, owner, memberId, carer.email);
    for (const path of ['/api/caregiver-invites/lookup', '/api/caregiver-invites/accept']) {
      const res = await ctx.call('POST', path, {
        cookie: other.cookie,
        json: { token },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: expect.stringContaining('another email address') });
    }
    const ownerTries = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: owner.cookie,
      json: { token },
    });
    expect(ownerTries.status).toBe(400);
    const right = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: carer.cookie,
      json: { token },
    });
    expect(right.status).toBe(201);
  });

  it('expires after 7 days, and the retention job deletes it', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    const { token, invite: made } = await invite(ctx, owner, memberId, carer.email);
    ctx.advance(7 * DAY);
    const late = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: carer.cookie,
      json: { token },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      message: 'This invitation link is invalid or has expired. Please ask for a new one.',
    });
    const list = await ctx.call<MemberCaregivers>(
      'GET',
      `/api/family-members/${memberId}/caregivers`,
      {
        cookie: owner.cookie,
      },
    );
    expect(list.body.invites).toEqual([]);
    expect(await retentionJob.run(ctx.deps, ctx.now)).toMatch(
      /[1-9]\d* expired caregiver invitations/,
    );
    const rows = await ctx.database.db
      .select()
      .from(caregiverInvites)
      .where(eq(caregiverInvites.id, made.id));
    expect(rows).toEqual([]);
  });

  it('inviting the same address again replaces the link; cancelling ends it', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    const first = await invite(ctx, owner, memberId, carer.email, 30);
    const second = await invite(ctx, owner, memberId, carer.email, 120);
    expect(second.invite.id).toBe(first.invite.id);
    expect(second.token).not.toBe(first.token);
    const old = await ctx.call('POST', '/api/caregiver-invites/lookup', {
      cookie: carer.cookie,
      json: { token: first.token },
    });
    expect(old.status).toBe(400);
    const cancelled = await ctx.call('DELETE', `/api/caregiver-invites/${second.invite.id}`, {
      cookie: owner.cookie,
    });
    expect(cancelled.status).toBe(200);
    const gone = await ctx.call('POST', '/api/caregiver-invites/accept', {
      cookie: carer.cookie,
      json: { token: second.token },
    });
    expect(gone.status).toBe(400);
  });

  it('refuses the owner’s own address, an existing caregiver, a sixth one and a bad delay', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const { memberId } = await makeCaregiver(ctx, owner, carer);
    const path = `/api/family-members/${memberId}/caregivers`;
    const send = (json: unknown) => ctx.call('POST', path, { cookie: owner.cookie, json });
    expect((await send({ email: owner.email, delayMinutes: 30 })).status).toBe(400);
    const again = await send({ email: carer.email, delayMinutes: 30 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This person already helps care for this family member',
    });
    for (const delayMinutes of [29, 241, 45.5, '60', null]) {
      const res = await send({ email: 'helper@example.in', delayMinutes });
      expect(res.status, String(delayMinutes)).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please choose when to alert: between 30 minutes and 4 hours after the dose time',
      });
    }
    for (const n of [1, 2, 3, 4]) {
      expect((await send({ email: `helper${n}@example.in`, delayMinutes: 240 })).status).toBe(201);
    }
    const sixth = await send({ email: 'helper5@example.in', delayMinutes: 30 });
    expect(sixth.status).toBe(409);
  });

  it('rate-limits invitations: the eleventh in an hour is a 429', async () => {
    const owner = await signUp(ctx);
    const memberIds = await Promise.all([1, 2, 3].map(() => addMember(ctx, owner)));
    let status = 0;
    for (let i = 0; i < 11; i += 1) {
      const memberId = memberIds[Math.floor(i / 4)]!;
      const res = await ctx.call('POST', `/api/family-members/${memberId}/caregivers`, {
        cookie: owner.cookie,
        json: { email: `friend${i}@example.in`, delayMinutes: 60 },
      });
      status = res.status;
      if (i < 10) expect(res.status).toBe(201);
    }
    expect(status).toBe(429);
  });
});

describe('the caregiver’s view', () => {
  it('shows the member’s today and week, read-only, and nothing of other members', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    ctx.now = new Date('2026-11-20T01:00:00.000Z');
    const medicationId = await addMedication(ctx, owner, {
      memberId,
      name: 'Metformin',
      dosage: '500 mg',
      notation: '1-0-1',
    });
    // The owner's own medicine and reading stay private.
    await addMedication(ctx, owner, { name: 'Secretol', dosage: '1 mg', notation: '1-0-0' });
    await addRecord(ctx, owner, '/api/blood-pressure', {
      systolic: 150,
      diastolic: 95,
      measuredAt: '2026-11-20T01:00:00.000Z',
    });
    ctx.now = new Date('2026-11-22T01:00:00.000Z');
    const { linkId } = await makeCaregiver(ctx, owner, carer, { memberId });
    ctx.now = at(AM, 30);
    const taken = await ctx.call('POST', '/api/medication-logs', {
      cookie: owner.cookie,
      json: {
        medicationId,
        scheduledTime: AM,
        takenTime: at(AM, 10).toISOString(),
        status: 'taken',
      },
    });
    expect(taken.status).toBe(201);

    const list = await ctx.call<CaredFor[]>('GET', '/api/caring-for', { cookie: carer.cookie });
    expect(list.body).toEqual([
      expect.objectContaining({ id: linkId, memberName: 'Amma', ownerName: owner.user.username }),
    ]);
    const view = await ctx.call<CareView>('GET', `/api/caring-for/${linkId}`, {
      cookie: carer.cookie,
    });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      memberName: 'Amma',
      timeZone: 'Asia/Kolkata',
      day: '2026-11-22',
      doses: [
        { medicationId, name: 'Metformin', dosage: '500 mg', scheduledTime: AM, state: 'taken' },
        { name: 'Metformin', scheduledTime: '2026-11-22T14:30:00.000Z', state: 'pending' },
      ],
      today: { scheduled: 2, taken: 1, missed: 0, pending: 1, percentage: 50 },
    });
    // Both doses of 20 and 21 Nov unlogged, so missed; 22 Nov's morning taken.
    expect(view.body.week).toEqual({ scheduled: 5, taken: 1, missed: 4, percentage: 20 });
    expect(JSON.stringify(view.body)).not.toMatch(/Secretol|150|systolic|stock|notes/);
    // The caregiver's own account is untouched: the member is not theirs.
    const own = await ctx.call<{ id: string }[]>('GET', '/api/family-members', {
      cookie: carer.cookie,
    });
    expect(own.body.map((m) => m.id)).not.toContain(memberId);
    // Nor can the account's own API be asked about them: another account's member is a 404.
    const stats = await ctx.call('GET', `/api/statistics?memberId=${memberId}`, {
      cookie: carer.cookie,
    });
    expect(stats.status).toBe(404);
  });

  it('ends when the owner removes the caregiver or the caregiver leaves', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const a = await makeCaregiver(ctx, owner, carer);
    const b = await makeCaregiver(ctx, owner, carer);
    expect(
      (await ctx.call('DELETE', `/api/caregivers/${a.linkId}`, { cookie: carer.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/caregivers/${a.linkId}`, { cookie: owner.cookie })).status,
    ).toBe(200);
    expect(
      (await ctx.call('GET', `/api/caring-for/${a.linkId}`, { cookie: carer.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/caring-for/${b.linkId}`, { cookie: owner.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/caring-for/${b.linkId}`, { cookie: carer.cookie })).status,
    ).toBe(200);
    expect(
      (await ctx.call<CaredFor[]>('GET', '/api/caring-for', { cookie: carer.cookie })).body,
    ).toEqual([]);
    const list = await ctx.call<MemberCaregivers>(
      'GET',
      `/api/family-members/${b.memberId}/caregivers`,
      { cookie: owner.cookie },
    );
    expect(list.body.caregivers).toEqual([]);
  });

  it('deleting the member ends its caregivers', async () => {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const { linkId, memberId } = await makeCaregiver(ctx, owner, carer);
    await ctx.call('DELETE', `/api/family-members/${memberId}`, { cookie: owner.cookie });
    expect(
      await ctx.database.db.select().from(caregivers).where(eq(caregivers.id, linkId)),
    ).toEqual([]);
  });
});

describe('missed-dose alerts', () => {
  async function watchedDose(delayMinutes = 30) {
    const owner = await signUp(ctx);
    const carer = await signUp(ctx);
    const memberId = await addMember(ctx, owner);
    const medicationId = await addMedication(ctx, owner, {
      memberId,
      name: 'Amlodipine',
      dosage: '5 mg',
      notation: '1-0-1',
    });
    const { linkId } = await makeCaregiver(ctx, owner, carer, { memberId, delayMinutes });
    return { owner, carer, memberId, medicationId, linkId };
  }
  const alertsTo = (carer: { cookie: string }) =>
    notificationsOf(carer).then((list) => list.filter((n) => n.type === 'caregiver'));
  const emailsTo = (email: string) =>
    ctx.outbox.filter((m) => m.to === email && !m.subject.includes('invites you'));

  it('alerts the caregiver once, at the dose time plus their delay', async () => {
    const { owner, carer, linkId } = await watchedDose(45);
    await caregiverAlertsJob.run(ctx.deps, new Date(at(AM, 45).getTime() - 1));
    expect(await alertsTo(carer)).toEqual([]);

    expect(await caregiverAlertsJob.run(ctx.deps, at(AM, 45))).toMatch(
      /^[1-9]\d* caregiver alerts/,
    );
    const [alert, ...more] = await alertsTo(carer);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      code: 'CAREGIVER_MISSED_DOSE',
      medicationId: null,
      title: 'Amma has not taken a dose',
      message: 'Amma has not marked Amlodipine 5 mg, due at 8:00 am, as taken.',
      params: {
        member: 'Amma',
        medicine: 'Amlodipine 5 mg',
        scheduledTime: AM,
        timeZone: 'Asia/Kolkata',
        link: linkId,
      },
    });
    const mails = emailsTo(carer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Amma has not taken a dose');
    expect(mails[0]!.text).toContain(`/care/${linkId}`);
    expect(mails[0]!.text).toContain(owner.user.username);
    // The owner hears nothing from this job.
    expect((await notificationsOf(owner)).filter((n) => n.type === 'caregiver')).toEqual([]);

    // Later runs, including past the missed-dose job's two hours, alert nothing again.
    await caregiverAlertsJob.run(ctx.deps, at(AM, 46));
    await caregiverAlertsJob.run(ctx.deps, at(AM, 130));
    expect(await alertsTo(carer)).toHaveLength(1);
    expect(emailsTo(carer.email)).toHaveLength(1);
  });

  it('a dose taken before the alert sends nothing', async () => {
    const { owner, carer, medicationId } = await watchedDose(30);
    ctx.now = at(AM, 29);
    const res = await ctx.call('POST', '/api/medication-logs', {
      cookie: owner.cookie,
      json: { medicationId, scheduledTime: AM, takenTime: ctx.now.toISOString(), status: 'taken' },
    });
    expect(res.status).toBe(201);
    await caregiverAlertsJob.run(ctx.deps, at(AM, 30));
    await caregiverAlertsJob.run(ctx.deps, at(AM, 90));
    expect(await alertsTo(carer)).toEqual([]);
    expect(emailsTo(carer.email)).toEqual([]);
  });

  // PGlite is one connection: the two runs share it. On PostgreSQL each has its own pool, as two
  // servers would.
  it('two runs at once alert each caregiver once', async () => {
    const first = await watchedDose(30);
    const second = await makeCaregiver(ctx, first.owner, await signUp(ctx), {
      memberId: first.memberId,
      delayMinutes: 30,
    });
    const other = ctx.database.url ? openPostgres(ctx.database.url, { max: 2 }) : null;
    try {
      const otherDeps = other ? { ...ctx.deps, db: other.db } : ctx.deps;
      const now = at(AM, 31);
      const results = await Promise.all([
        caregiverAlertsJob.run(ctx.deps, now),
        caregiverAlertsJob.run(otherDeps, now),
        caregiverAlertsJob.run(ctx.deps, now),
      ]);
      // One of them claimed these two alerts (and any other due); the others found them taken.
      expect(results.filter((r) => /^[1-9]\d* caregiver alerts,/.test(r)).length).toBeGreaterThan(
        0,
      );
    } finally {
      await other?.close();
    }
    const rows = await ctx.database.db
      .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.type, 'caregiver'))
      .groupBy(notifications.userId);
    const [carerLink] = await ctx.database.db
      .select()
      .from(caregivers)
      .where(eq(caregivers.id, second.linkId));
    const counts = new Map(rows.map((r) => [r.userId, r.n]));
    expect(counts.get(first.carer.user.id)).toBe(1);
    expect(counts.get(carerLink!.caregiverId)).toBe(1);
    expect(emailsTo(first.carer.email)).toHaveLength(1);
  });

  it('writes in the caregiver’s language and pushes to a premium caregiver’s devices', async () => {
    const { carer, linkId } = await watchedDose(60);
    await ctx.call('PATCH', '/api/auth/user', { cookie: carer.cookie, json: { language: 'hi' } });
    await grantPremium(ctx, carer);
    const device = fakeDevice();
    const sub = await ctx.call('POST', '/api/push-subscriptions', {
      cookie: carer.cookie,
      json: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(sub.status).toBe(201);
    const before = fake.received.length;
    expect(await caregiverAlertsJob.run(ctx.deps, at(AM, 60))).toMatch(/[1-9]\d* pushes sent$/);
    const [mail] = emailsTo(carer.email);
    expect(mail!.subject).toBe('Amma ने एक खुराक नहीं ली है');
    expect(mail!.text).toContain('Amlodipine 5 mg');
    const pushes = fake.received.slice(before);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(decryptPush(device, pushes[0]!.body)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      kind: 'caregiver',
      title: 'Amma ने एक खुराक नहीं ली है',
      url: `/care/${linkId}`,
    });
    expect(String(payload.body)).toContain('Amlodipine 5 mg');
  });

  it('a removed caregiver is not alerted, and their alerts go with the link', async () => {
    const { owner, carer, linkId } = await watchedDose(30);
    await caregiverAlertsJob.run(ctx.deps, at(AM, 30));
    expect(await alertsTo(carer)).toHaveLength(1);
    await ctx.call('DELETE', `/api/caregivers/${linkId}`, { cookie: owner.cookie });
    expect(await alertsTo(carer)).toEqual([]);
    await caregiverAlertsJob.run(ctx.deps, at('2026-11-22T14:30:00.000Z', 30));
    expect(await alertsTo(carer)).toEqual([]);
    expect(emailsTo(carer.email)).toHaveLength(1);
  });
});

describe('the end-to-end tests’ injected clock', () => {
  it('is refused outside NODE_ENV=test, so no server runs on a moved clock', () => {
    expect(() => readEnv({ TEST_CLOCK_OFFSET_MS: '60000' })).toThrow(
      /TEST_CLOCK_OFFSET_MS: is for tests only/,
    );
    expect(readEnv({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '60000' }).TEST_CLOCK_OFFSET_MS).toBe(
      60_000,
    );
    expect(readEnv({}).TEST_CLOCK_OFFSET_MS).toBe(0);
  });
});

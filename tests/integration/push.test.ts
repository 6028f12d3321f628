// Smart notifications (ADR 032): push subscriptions and preferences through the API, and the
// push job against a fake push service on 127.0.0.1 that decrypts every payload (RFC 8291) with
// the device's keys and checks the VAPID signature (RFC 8292).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, type PushPayload } from '@core/push/payload';
import { pushSends, pushSnoozes, pushSubscriptions, subscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { pushRemindersJob } from '@server/jobs/push-reminders';
import { runIfDue } from '@server/jobs/scheduler';
import { readEnv } from '@server/env';
import { vapidKeys } from '@server/platform/vapid-keys';
import { relayTransport, webPush } from '@server/features/push/sender';
import {
  decryptPush,
  fakeDevice,
  PUSH_ORIGIN,
  startFakePushService,
  verifyVapid,
  type FakeDevice,
  type FakePushService,
} from '../../harness/fake-push';
import { addMedication, grantPremium } from '../../harness/fixtures';
import { addRecord } from './support/health-fixtures';
import { createTestContext, signUp, type TestContext } from '../../harness/test-app';

type Owner = Awaited<ReturnType<typeof signUp>>;

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
  ctx.ip = `198.51.100.${address}`;
});

async function subscribe(owner: Owner, device: FakeDevice = fakeDevice()) {
  const res = await ctx.call<{ id: string }>('POST', '/api/push-subscriptions', {
    cookie: owner.cookie,
    json: { endpoint: device.endpoint, keys: device.keys },
  });
  return { res, device };
}

async function premiumOwner(): Promise<Owner> {
  const owner = await signUp(ctx);
  await grantPremium(ctx, owner);
  return owner;
}

/** What the device received since `from`, decrypted with its own keys. */
function pushesTo(device: FakeDevice, from = 0): PushPayload[] {
  const path = new URL(device.endpoint).pathname;
  return fake.received
    .slice(from)
    .filter((r) => r.path === path)
    .map((r) => {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      const claims = verifyVapid(r.headers.authorization, VAPID.publicKey);
      expect(claims.aud).toBe(PUSH_ORIGIN);
      expect(claims.sub).toBe(VAPID.subject);
      const json = decryptPush(device, r.body);
      expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      return JSON.parse(json) as PushPayload;
    });
}

/** A day of its own per test, at 10:00 in India, so that doses of other tests are not due. */
let day = 0;
function nextMorning(): Date {
  day += 1;
  ctx.now = new Date(Date.UTC(2026, 11, day, 4, 30));
  return ctx.now;
}

describe('push routes', () => {
  it('serves the VAPID public key to a signed-in user', async () => {
    const owner = await signUp(ctx);
    const res = await ctx.call('GET', '/api/push/public-key', { cookie: owner.cookie });
    expect(res).toMatchObject({ status: 200, body: { publicKey: VAPID.publicKey } });
  });

  it('refuses subscriptions without premium (403), bad ones (400), signed out (401)', async () => {
    const owner = await signUp(ctx);
    expect((await subscribe(owner)).res.status).toBe(403);
    const device = fakeDevice();
    const bad = [
      { endpoint: device.endpoint.replace('https:', 'http:'), keys: device.keys },
      { endpoint: 'https://127.0.0.1/send/x', keys: device.keys },
      { endpoint: 'https://localhost/send/x', keys: device.keys },
      // Only the browsers' push services: not a host the server would reach inside a network.
      { endpoint: 'https://push.example.net/send/x', keys: device.keys },
      { endpoint: 'https://metadata.internal.example.com/send/x', keys: device.keys },
      { endpoint: 'https://fcm.googleapis.com.example.com/send/x', keys: device.keys },
      { endpoint: 'https://fcm.googleapis.com:8443/send/x', keys: device.keys },
      { endpoint: device.endpoint, keys: { ...device.keys, auth: 'not base64url!!!!!!!!!!' } },
      { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } },
      { endpoint: device.endpoint },
    ];
    for (const json of bad) {
      const res = await ctx.call('POST', '/api/push-subscriptions', { cookie: owner.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const signedOut = await ctx.call('POST', '/api/push-subscriptions', {
      json: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(signedOut.status).toBe(401);
  });

  it('keeps one row per device: re-syncing updates it, another account takes it over', async () => {
    const owner = await premiumOwner();
    const { res: first, device } = await subscribe(owner);
    expect(first.status).toBe(201);
    const again = await subscribe(owner, device);
    expect(again.res.body.id).toBe(first.body.id);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(owner.user.id);

    const other = await premiumOwner();
    await subscribe(other, device);
    const [moved] = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(moved!.userId).toBe(other.user.id);
  });

  it("deletes only the account's own subscription: another account's id is a 404", async () => {
    const owner = await premiumOwner();
    const other = await premiumOwner();
    const { res } = await subscribe(owner);
    const path = `/api/push-subscriptions/${res.body.id}`;
    expect((await ctx.call('DELETE', path, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.call('DELETE', path, { cookie: owner.cookie })).status).toBe(200);
    expect((await ctx.call('DELETE', path, { cookie: owner.cookie })).status).toBe(404);
  });

  it('keeps notification preferences on the server for premium accounts', async () => {
    const owner = await signUp(ctx);
    const defaults = await ctx.call('GET', '/api/notification-preferences', {
      cookie: owner.cookie,
    });
    expect(defaults.body).toEqual({
      medications: true,
      periods: true,
      healthCheckups: true,
      generalReminders: true,
      showDetails: true,
    });
    const change = { json: { showDetails: false }, cookie: owner.cookie };
    expect((await ctx.call('PATCH', '/api/notification-preferences', change)).status).toBe(403);
    await grantPremium(ctx, owner);
    const changed = await ctx.call('PATCH', '/api/notification-preferences', change);
    expect(changed).toMatchObject({ status: 200, body: { showDetails: false, medications: true } });
    const empty = await ctx.call('PATCH', '/api/notification-preferences', {
      cookie: owner.cookie,
      json: {},
    });
    expect(empty.status).toBe(400);
  });
});

describe('push reminders job', () => {
  /** A premium owner with a device and a medicine at 10:05 (added at 10:00). */
  async function setUp(sameDay = false) {
    const medicine = { name: 'Amlodipine', dosage: '5 mg', times: ['10:05'] };
    if (!sameDay) nextMorning();
    const owner = await premiumOwner();
    const { device, res } = await subscribe(owner);
    expect(res.status).toBe(201);
    const medicationId = await addMedication(ctx, owner, medicine);
    return { owner, device, medicationId, subscriptionId: res.body.id };
  }

  it("pushes the dose at its time, once, with the medicine's name and dose only", async () => {
    const { owner, device, medicationId } = await setUp();
    const from = fake.received.length;
    expect(await pushRemindersJob.run(ctx.deps, ctx.now)).toBe('nothing due');
    ctx.advance(5 * 60_000);
    expect(await pushRemindersJob.run(ctx.deps, ctx.now)).toMatch(/^1 pushes sent/);
    const [push, ...more] = pushesTo(device, from);
    expect(more).toEqual([]);
    expect(push).toEqual({
      kind: 'medication',
      title: 'Time for your medicine',
      body: 'Amlodipine 5 mg',
      tag: `dose:${medicationId}:${ctx.now.toISOString()}`,
      url: '/',
      userId: owner.user.id,
      medicationId,
      scheduledTime: ctx.now.toISOString(),
      actions: { taken: 'Taken', snooze: 'Snooze 15m' },
    });
    // The next minutes' runs do not push it again.
    ctx.advance(60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toHaveLength(1);
  });

  it('writes in Hindi for a Hindi account, and hides the name when details are off', async () => {
    const { owner, device } = await setUp();
    await ctx.call('PATCH', '/api/auth/user', { cookie: owner.cookie, json: { language: 'hi' } });
    await ctx.call('PATCH', '/api/notification-preferences', {
      cookie: owner.cookie,
      json: { showDetails: false },
    });
    const from = fake.received.length;
    ctx.advance(5 * 60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    const [push] = pushesTo(device, from);
    expect(push).toMatchObject({
      title: 'दवा लेने का समय',
      body: 'अपना रिमाइंडर देखने के लिए MedMitra खोलें',
      actions: { taken: 'ले ली', snooze: '15 मिनट बाद' },
    });
    expect(JSON.stringify(push)).not.toContain('Amlodipine');
    expect(JSON.stringify(push)).not.toContain('5 mg');
  });

  it('honours the preference and skips a dose already logged', async () => {
    const off = await setUp();
    await ctx.call('PATCH', '/api/notification-preferences', {
      cookie: off.owner.cookie,
      json: { medications: false },
    });
    const logged = await setUp(true);
    const on = await setUp(true);
    ctx.advance(5 * 60_000);
    const log = await ctx.call('POST', '/api/medication-logs', {
      cookie: logged.owner.cookie,
      json: {
        medicationId: logged.medicationId,
        scheduledTime: ctx.now.toISOString(),
        takenTime: ctx.now.toISOString(),
        status: 'taken',
      },
    });
    expect(log.status).toBe(201);
    const from = fake.received.length;
    // All three doses are due now; only the account that wants it and has not logged it hears.
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(off.device, from)).toEqual([]);
    expect(pushesTo(logged.device, from)).toEqual([]);
    expect(pushesTo(on.device, from)).toHaveLength(1);
  });

  it('does not push to an account whose premium ended', async () => {
    const { owner, device } = await setUp();
    await ctx.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: ctx.now })
      .where(eq(subscriptions.userId, owner.user.id));
    const from = fake.received.length;
    ctx.advance(5 * 60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toEqual([]);
  });

  it.each([404, 410])(
    'deletes the subscription the push service answers %i for',
    async (status) => {
      const { device, subscriptionId } = await setUp();
      fake.answers.set(new URL(device.endpoint).pathname, status);
      ctx.advance(5 * 60_000);
      expect(await pushRemindersJob.run(ctx.deps, ctx.now)).toContain('1 devices removed');
      const rows = await ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId));
      expect(rows).toEqual([]);
    },
  );

  it('pushes the period reminder two days before, once a day, from 09:00 local time', async () => {
    nextMorning();
    // 08:00 in India: too early for the daily pushes.
    ctx.now = new Date(ctx.now.getTime() - 2 * 60 * 60_000);
    const owner = await premiumOwner();
    const { device } = await subscribe(owner);
    const day = (offset: number) =>
      new Date(ctx.now.getTime() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
    // Starts 29, 30 and 31 days apart, the last 28 days ago: the next is due in 2 days.
    for (const offset of [-118, -89, -59, -28]) {
      await addRecord(ctx, owner, '/api/periods', { startDate: day(offset), flow: 'medium' });
    }
    const from = fake.received.length;
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toEqual([]);
    ctx.advance(60 * 60_000); // 09:00
    await pushRemindersJob.run(ctx.deps, ctx.now);
    ctx.advance(60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toEqual([
      {
        kind: 'period',
        title: 'Period reminder',
        body: 'Your period is due in 2 day(s)',
        tag: 'period',
        url: '/health?tab=period-tracker',
      },
    ]);
  });

  it('pushes each reminder once to each device with two app servers on one database', async () => {
    const { owner, device } = await setUp();
    const second = (await subscribe(owner)).device;
    // A second server: its own deps, the same database.
    const other: Deps = { ...ctx.deps, clock: { now: () => new Date(ctx.now) } };
    ctx.advance(5 * 60_000);
    const from = fake.received.length;
    // One slot: one of the two runs it.
    const ran = await Promise.all([
      runIfDue(ctx.deps, pushRemindersJob, ctx.now),
      runIfDue(other, pushRemindersJob, ctx.now),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // Runs that overlap anyway (a slow run into the next slot) still push it once.
    await Promise.all([
      pushRemindersJob.run(ctx.deps, ctx.now),
      pushRemindersJob.run(other, new Date(ctx.now.getTime() + 60_000)),
    ]);
    expect(pushesTo(device, from)).toHaveLength(1);
    expect(pushesTo(second, from)).toHaveLength(1);
    const sends = await ctx.database.db.select().from(pushSends);
    expect(sends.filter((s) => s.status === '201').length).toBeGreaterThanOrEqual(2);
  });
});

describe('Snooze 15m on a pushed dose (POST /api/push-snoozes)', () => {
  const snooze = (cookie: string | null, json: unknown) =>
    ctx.call<{ dueAt: string; message?: string }>('POST', '/api/push-snoozes', { cookie, json });

  /** A premium owner with a device and a dose at 10:05 that was just pushed (now 10:05). */
  async function pushedDose() {
    nextMorning();
    const owner = await premiumOwner();
    const { device } = await subscribe(owner);
    const medicationId = await addMedication(ctx, owner, {
      name: 'Metformin',
      dosage: '500 mg',
      times: ['10:05'],
    });
    ctx.advance(5 * 60_000);
    const doseAt = new Date(ctx.now);
    const from = fake.received.length;
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toHaveLength(1);
    return { owner, device, medicationId, doseAt };
  }

  it('pushes the dose again 15 minutes later, once, with the same tag', async () => {
    const { owner, device, medicationId, doseAt } = await pushedDose();
    const res = await snooze(owner.cookie, { medicationId, scheduledTime: doseAt.toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.dueAt).toBe(new Date(ctx.now.getTime() + 15 * 60_000).toISOString());
    const from = fake.received.length;
    for (let minute = 1; minute < 15; minute += 1) {
      ctx.advance(60_000);
      await pushRemindersJob.run(ctx.deps, ctx.now);
    }
    expect(pushesTo(device, from)).toEqual([]);
    ctx.advance(60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    const [again, ...more] = pushesTo(device, from);
    expect(more).toEqual([]);
    expect(again).toMatchObject({
      kind: 'medication',
      body: 'Metformin 500 mg',
      tag: `dose:${medicationId}:${doseAt.toISOString()}`,
      scheduledTime: doseAt.toISOString(),
    });
    // The next minutes, and a second server, do not push it again.
    ctx.advance(60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toHaveLength(1);
  });

  it('sends nothing when the dose is taken before the snooze ends', async () => {
    const { owner, device, medicationId, doseAt } = await pushedDose();
    expect(
      (await snooze(owner.cookie, { medicationId, scheduledTime: doseAt.toISOString() })).status,
    ).toBe(201);
    ctx.advance(5 * 60_000);
    const taken = await ctx.call('POST', '/api/medication-logs', {
      cookie: owner.cookie,
      json: {
        medicationId,
        scheduledTime: doseAt.toISOString(),
        takenTime: ctx.now.toISOString(),
        status: 'taken',
      },
    });
    expect(taken.status).toBe(201);
    const from = fake.received.length;
    ctx.advance(10 * 60_000);
    await pushRemindersJob.run(ctx.deps, ctx.now);
    expect(pushesTo(device, from)).toEqual([]);
  });

  it('answers 401 signed out, 400 for bad input, 404 for another account, 403 without premium', async () => {
    const { owner, medicationId, doseAt } = await pushedDose();
    const dose = { medicationId, scheduledTime: doseAt.toISOString() };
    expect((await snooze(null, dose)).status).toBe(401);
    for (const bad of [
      {},
      { medicationId: 'nope', scheduledTime: dose.scheduledTime },
      { medicationId, scheduledTime: 'tomorrow' },
      { medicationId, scheduledTime: '2026-12-01T10:05:00\u0000Z' },
      // A time that is no dose of the medicine.
      { medicationId, scheduledTime: new Date(doseAt.getTime() + 60_000).toISOString() },
    ]) {
      const res = await snooze(owner.cookie, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const stranger = await premiumOwner();
    const other = await snooze(stranger.cookie, dose);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Medication not found');
    const free = await signUp(ctx);
    expect((await snooze(free.cookie, dose)).status).toBe(403);
    // None of them snoozed anything.
    const rows = await ctx.database.db
      .select()
      .from(pushSnoozes)
      .where(eq(pushSnoozes.medicationId, medicationId));
    expect(rows).toEqual([]);
  });
});

describe('VAPID keys', () => {
  it('are made once into DATA_DIR (mode 600) and read back; env keys win; half a pair is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-vapid-'));
    try {
      const env = readEnv({ DATA_DIR: dir });
      const made = await vapidKeys(env, dir);
      expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(made.subject).toBe(`mailto:${env.GRIEVANCE_OFFICER_EMAIL}`);
      expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(await vapidKeys(env, dir)).toEqual(made);

      const fromEnv = readEnv({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: 'https://medmitra.in/contact',
      });
      expect(await vapidKeys(fromEnv, dir)).toEqual(VAPID_WITH('https://medmitra.in/contact'));
      expect(() => readEnv({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/VAPID_PUBLIC_KEY/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("tests' push relay (PUSH_SERVICE_URL)", () => {
  it('posts each push to the relay with the endpoint path, encrypted and signed for the real service', async () => {
    const device = fakeDevice();
    const status = await webPush(VAPID, relayTransport(fake.url)).send(
      { endpoint: device.endpoint, ...device.keys },
      '{"kind":"general"}',
    );
    expect(status).toBe(201);
    const [push] = pushesTo(device, fake.received.length - 1);
    expect(push).toEqual({ kind: 'general' });
    expect(readEnv({ PUSH_SERVICE_URL: fake.url }).PUSH_SERVICE_URL).toBe(fake.url);
    expect(() => readEnv({ PUSH_SERVICE_URL: 'ftp://127.0.0.1/' })).toThrow(/PUSH_SERVICE_URL/);
    expect(readEnv({}).JOB_TICK_SECONDS).toBe(30);
    expect(() => readEnv({ JOB_TICK_SECONDS: '0' })).toThrow(/JOB_TICK_SECONDS/);
  });
});

const VAPID_WITH = (subject: string) => ({
  publicKey: VAPID.publicKey,
  privateKey: VAPID.privateKey,
  subject,
});

// What paying changes (ADR 031, ADR 033): on a server with an ad publisher configured, a free
// account sees the ad slot and its premium notification switches refuse to turn on; after paying on
// the test gateway, the same account sees no ad, the switches are on, turn off and on, and stay on
// across a reload; the app subscribes the browser to Web Push on open (the browser's PushManager
// stands in for a push service it cannot reach); and at the medicine's next dose a push leaves the
// built server for that push service (a local fake one, PUSH_SERVICE_URL), encrypted to the device,
// which the test decrypts and hands to the real service worker (DevTools' deliverPushMessage) to
// show; its Snooze 15m asks the server to push it again. The ad provider's script is blocked here
// (no network): the slot itself is the app's part.
import { afterAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../src/core/push/payload';
import {
  decryptPush,
  fakeDevice,
  startFakePushService,
  type FakePushService,
} from '../../harness/fake-push';
import { screenshot } from '../../harness/browser';
import { istClock } from './support/ist';
import { usePhonePages, useServer } from './support/journey';

const PUBLISHER = 'ca-pub-1234567890123456';
let pushService: FakePushService | undefined;
const server = useServer(async () => {
  pushService = await startFakePushService();
  return {
    env: {
      ADSENSE_PUBLISHER_ID: PUBLISHER,
      PUSH_SERVICE_URL: pushService.url,
      JOB_TICK_SECONDS: '5',
    },
  };
});
const pages = usePhonePages('premium-unlocks', () => server().url);
afterAll(() => pushService?.close());

/** The next minute (at least 20 s away), as a time of day in India and as an instant. */
function nextDose(): { time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  return { time: istClock(at), at };
}

describe('premium unlocks (test gateway, ads configured)', () => {
  it('a free account sees an ad and locked switches; after paying, no ad, the switches turn on, and the next dose is pushed', async () => {
    const { page } = await pages.signedInPage({ prefix: 'unlock' });
    const adScripts: string[] = [];
    await page.context().route(/googlesyndication\.com|doubleclick\.net/, (route) => {
      adScripts.push(route.request().url());
      return route.abort();
    });
    await page
      .context()
      .grantPermissions(['notifications'], { origin: new URL(server().url).origin });

    // Free: the ad slot below the page, with the configured publisher, and its script asked for.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    await ad.waitFor({ timeout: 15_000 });
    expect(await ad.locator('ins.adsbygoogle').getAttribute('data-ad-client')).toBe(PUBLISHER);
    await expect.poll(() => adScripts.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // Free: a premium switch refuses to turn on, and says why.
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Notification Settings' });
    const medications = sheet.getByRole('switch', { name: 'Medication Reminders' });
    await medications.waitFor();
    expect(await medications.isEnabled()).toBe(true);
    expect(await medications.getAttribute('aria-checked')).toBe('false');
    await medications.click();
    await page
      .getByText('Smart notifications are available with MedMitra Premium')
      .first()
      .waitFor();
    expect(await medications.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'premium-unlocks-01-free-390');

    // Upgrade Now → /subscribe → pay on the test gateway → /payment-success.
    await sheet.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('link', { name: 'Pay ₹120 and upgrade' }).click();
    await page.waitForURL(/\/test-payment\?order=/);
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();

    // Premium: no ad anywhere, and the same switch turns on and stays on.
    const scriptsBefore = adScripts.length;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    await page.getByText('MedMitra Premium is active').waitFor();
    const unlocked = page
      .getByRole('dialog', { name: 'Notification Settings' })
      .getByRole('switch', { name: 'Medication Reminders' });
    // On by default once premium (spec §3), and it turns off and on again.
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('true');
    await unlocked.click();
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('false');
    await unlocked.click();
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByText('Smart notifications are available with MedMitra Premium').count(),
    ).toBe(0);
    await screenshot(page, 'premium-unlocks-02-premium-390');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const afterReload = page
      .getByRole('dialog', { name: 'Notification Settings' })
      .getByRole('switch', { name: 'Medication Reminders' });
    await expect.poll(() => afterReload.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.goto('/medications');
    await page
      .getByRole('heading', { name: /Medications/ })
      .first()
      .waitFor();
    // The after-paint parts (where the ad would mount) have asked what they need.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    expect(adScripts.length).toBe(scriptsBefore);

    // Smart notifications: the app subscribes this browser on open (push-sync.ts). Headless
    // Chromium cannot reach a real push service, so the browser's PushManager hands out a
    // subscription made here (keys as a browser makes them, an FCM endpoint); everything after
    // it is the app's own code and the server's.
    const device = fakeDevice();
    await page.context().addInitScript(
      ({ endpoint, keys }) => {
        let current: unknown = null;
        const make = (key: BufferSource) => ({
          endpoint,
          options: { applicationServerKey: key, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        });
        PushManager.prototype.getSubscription = async function () {
          return current as PushSubscription | null;
        };
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          current = make(options?.applicationServerKey as BufferSource);
          return current as PushSubscription;
        };
      },
      { endpoint: device.endpoint, keys: device.keys },
    );
    const synced = page.waitForResponse(
      (r) => r.url().endsWith('/api/push-subscriptions') && r.request().method() === 'POST',
    );
    await page.goto('/');
    expect((await synced).status()).toBe(201);
    const dose = nextDose();
    const added = await page.request.post('/api/medications', {
      data: { name: 'Telmisartan', dosage: '40 mg', times: [dose.time] },
    });
    expect(added.status()).toBe(201);
    const { id: medicationId } = (await added.json()) as { id: string };
    const path = new URL(device.endpoint).pathname;
    const fake = pushService;
    if (!fake) throw new Error('no push service');
    await expect
      .poll(() => fake.received.filter((r) => r.path === path).length, { timeout: 90_000 })
      .toBe(1);
    const [received] = fake.received.filter((r) => r.path === path);
    if (!received) throw new Error('no push');
    const json = decryptPush(device, received.body);
    const payload = JSON.parse(json) as PushPayload;
    expect(payload).toMatchObject({
      kind: 'medication',
      title: 'Time for your medicine',
      body: 'Telmisartan 40 mg',
      medicationId,
      scheduledTime: dose.at.toISOString(),
    });

    // What the push service hands the browser, the service worker shows.
    const context = page.context();
    const origin = new URL(server().url).origin;
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: json,
    });
    const titles = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
      });
    await expect
      .poll(titles, { timeout: 15_000 })
      .toContain('Time for your medicine: Telmisartan 40 mg');

    // Snooze 15m on it: the worker asks the server to push the dose again (a browser stops an
    // idle worker long before 15 minutes), and the server takes it.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async (tag) => {
      const sw = self as unknown as ServiceWorkerGlobalScope & { snoozeAnswers?: number[] };
      const answers: number[] = [];
      sw.snoozeAnswers = answers;
      const fetchBefore = sw.fetch.bind(sw);
      sw.fetch = async (input, init) => {
        const res = await fetchBefore(input, init);
        if (String(input).endsWith('/api/push-snoozes')) answers.push(res.status);
        return res;
      };
      const [notification] = await sw.registration.getNotifications({ tag });
      if (!notification) throw new Error('not shown');
      sw.dispatchEvent(
        new NotificationEvent('notificationclick', { notification, action: 'snooze' }),
      );
    }, payload.tag);
    await expect
      .poll(
        () =>
          worker.evaluate(
            () => (self as unknown as { snoozeAnswers?: number[] }).snoozeAnswers ?? [],
          ),
        { timeout: 15_000 },
      )
      .toEqual([201]);
  });
});

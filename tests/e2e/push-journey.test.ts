// Smart notifications (ADR 032): Chromium's DevTools protocol delivers a Web Push message to the
// real service worker of the production build (ServiceWorker.deliverPushMessage, the push
// service's part), and the page sees the notification it showed (registration.getNotifications),
// with the Taken and Snooze 15m actions for a dose; a push that is not ours still shows one.
// Taken, tapped in the worker (a NotificationEvent dispatched there), logs the dose online and,
// offline, leaves it in the app's dose queue, which the app shows pending and sends once online.
import { describe, expect, it } from 'vitest';
import { medicationPayload } from '../../src/core/push/payload';
import { en } from '../../src/server/texts/en';
import { waitForOfflineCode } from '../../harness/browser';
import { istClock } from './support/ist';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('push', () => server().url);

interface Shown {
  title: string;
  body: string;
  tag: string;
  actions: string[];
  data: { medicationId?: string; url?: string } | null;
}

describe('web push in the service worker', () => {
  it('shows a pushed dose reminder with Taken and Snooze 15m', async () => {
    const { page } = await pages.signedInPage({ prefix: 'push', password: 'neem-chai-2026' });
    const context = page.context();
    const origin = new URL(server().url).origin;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    const payload = medicationPayload({
      userId: '00000000-0000-4000-8000-0000000000aa',
      medicationId: '00000000-0000-4000-8000-000000000001',
      scheduledTime: new Date('2026-11-27T02:30:00Z'),
      name: 'Metformin',
      dosage: '500 mg',
      texts: en.push,
      showDetails: true,
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = async (): Promise<Shown[]> =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const list = await registration.getNotifications();
        return list.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          actions: ((n as Notification & { actions?: { action: string }[] }).actions ?? []).map(
            (a) => a.action,
          ),
          data: n.data as Shown['data'],
        }));
      });
    await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBe(1);
    const [dose] = await shown();
    expect(dose).toMatchObject({
      title: 'Time for your medicine',
      body: 'Metformin 500 mg',
      tag: payload.tag,
      actions: ['taken', 'snooze'],
      data: { medicationId: payload.medicationId, url: '/' },
    });

    // Not our payload (say a push service's test message): a notification all the same.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: 'not json',
    });
    await expect
      .poll(async () => (await shown()).map((n) => n.title), { timeout: 15_000 })
      .toContain('MedMitra');
  });
});

/** A dose `minutes` ago, as the medicine's time of day in India ('HH:MM') and as an instant. */
function doseMinutesAgo(minutes: number): { time: string; at: Date } {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000);
  return { time: istClock(at), at };
}

describe("a notification's Taken, in the service worker", () => {
  it('logs the dose online, and offline keeps it in the queue that the app sends later', async () => {
    const first = doseMinutesAgo(3);
    const second = doseMinutesAgo(2);
    const signedIn = await pages.signedInPage({
      prefix: 'push-taken',
      password: 'neem-chai-2026',
      records: [
        {
          path: '/api/medications',
          body: { name: 'Telmisartan', dosage: '40 mg', times: [first.time, second.time] },
        },
      ],
    });
    const { page, api } = signedIn;
    const context = page.context();
    const origin = new URL(server().url).origin;
    await context.grantPermissions(['notifications'], { origin });
    const me = await api.request<{ user: { id: string } }>('GET', '/api/auth/user');
    const meds = await api.request<{ id: string }[]>('GET', '/api/medications');
    const [medication] = meds.body;
    if (!medication) throw new Error('no medication');
    const logs = async () =>
      (
        await api.request<{ status: string; scheduledTime: string }[]>(
          'GET',
          `/api/medication-logs?medicationId=${medication.id}`,
        )
      ).body.filter((l) => l.status === 'taken');

    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    // The page fills the worker's code cache in the background (ADR 022); the journey's last
    // step waits for the network to be idle, so it starts once that is done.
    await waitForOfflineCode(page);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');

    /** Shows the dose's notification in the worker, then taps its Taken action there. */
    const tapTaken = (dose: { at: Date }) =>
      worker.evaluate(
        async ({ payload }) => {
          const sw = self as unknown as ServiceWorkerGlobalScope;
          await sw.registration.showNotification(payload.title, {
            body: payload.body,
            tag: payload.tag,
            data: payload,
          });
          const [notification] = await sw.registration.getNotifications({ tag: payload.tag });
          if (!notification) throw new Error('not shown');
          sw.dispatchEvent(
            new NotificationEvent('notificationclick', { notification, action: 'taken' }),
          );
        },
        {
          payload: medicationPayload({
            userId: me.body.user.id,
            medicationId: medication.id,
            scheduledTime: dose.at,
            name: 'Telmisartan',
            dosage: '40 mg',
            texts: en.push,
            showDetails: true,
          }),
        },
      );

    // Online: the worker logs the dose itself, and the open page's doses refresh.
    await tapTaken(first);
    await expect.poll(async () => (await logs()).length, { timeout: 15_000 }).toBe(1);
    expect((await logs())[0]?.scheduledTime).toBe(first.at.toISOString());

    // Offline: the worker cannot reach the server, so the dose waits in the app's queue, shown
    // as pending; nothing reaches the server.
    await context.setOffline(true);
    await tapTaken(second);
    await page.getByText('Pending sync').first().waitFor({ timeout: 15_000 });
    expect(await logs()).toHaveLength(1);
    await context.setOffline(false);

    // Back online: the app sends what the worker queued, once.
    await expect.poll(async () => (await logs()).length, { timeout: 30_000 }).toBe(2);
    expect((await logs()).map((l) => l.scheduledTime).sort()).toEqual(
      [first.at.toISOString(), second.at.toISOString()].sort(),
    );
    await expect.poll(() => page.getByText('Pending sync').count(), { timeout: 15_000 }).toBe(0);

    // Taken again on a dose the server has: still two logs.
    // The worker tells the open page once the server has answered, and the page asks for its
    // doses again: that answer means the worker is done. (Not the network going idle: since the
    // worker-filled code cache (ADR 022), this page's network did not go idle within 30 s after
    // its offline spell, though it made 3 requests in 8 s; the reason is not found yet.)
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/statistics'), {
      timeout: 15_000,
    });
    await tapTaken(first);
    await refreshed;
    expect(await logs()).toHaveLength(2);
  });
});

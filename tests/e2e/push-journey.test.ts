// Issue 13, smart notifications: Chromium's DevTools protocol delivers a Web Push message to the
// real service worker of the production build (ServiceWorker.deliverPushMessage, the push
// service's part), and the page sees the notification it showed (registration.getNotifications),
// with the Taken and Snooze 15m actions for a dose; a push that is not ours still shows one.
import { describe, expect, it } from 'vitest';
import { medicationPayload } from '../../src/core/push/payload';
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
      language: 'en',
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

// ADR 022, as a person on a train meets it, in Chromium at 390x844 against the production
// build: Home loaded once, the connection gone, a reload still shows the account's Home with the
// offline banner and no error toasts; Taken made offline shows at once as pending, and reaches
// the server exactly once when the connection returns.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../harness/browser';
import { istClock } from './support/ist';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('offline', () => server().url);
const POLL = { timeout: 15_000 };
const PASSWORD = 'monsoon-train-42';

interface Log {
  medicationId: string;
  status: string;
}

async function takenLogs(page: Page, medicationId: string): Promise<number> {
  const res = await page.request.get('/api/medication-logs');
  expect(res.status()).toBe(200);
  const logs = (await res.json()) as Log[];
  return logs.filter((l) => l.medicationId === medicationId && l.status === 'taken').length;
}

const errorToasts = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: /error|failed|could not/i });

describe('offline', () => {
  it('shows the last-loaded Home offline, queues Taken and sends it once online', async () => {
    const { page, api } = await pages.signedInPage({ prefix: 'offline', password: PASSWORD });
    const context = page.context();
    // A dose half an hour from now: Home offers Taken for it (an hour early is allowed).
    const medication = await api.create<{ id: string }>('/api/medications', {
      name: 'Metformin',
      dosage: '500 mg',
      times: [istClock(new Date(Date.now() + 30 * 60_000))],
    });

    await page.goto('/');
    const nextMeds = page.getByRole('region', { name: 'Next Medications' });
    const taken = page.getByRole('button', { name: /Taken/ });
    await taken.first().waitFor();
    await expect.poll(() => nextMeds.getByText('Metformin').count(), POLL).toBeGreaterThan(0);
    // The service worker controls the page (the shell is precached) and the answers are saved.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(2_500);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline. Showing what was last loaded.').waitFor();
    await expect.poll(() => nextMeds.getByText('Metformin').count(), POLL).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname, 'still signed in').toBe('/');
    await screenshot(page, 'offline-01-home');

    await taken.first().click();
    await page.getByText('Pending sync').first().waitFor();
    await screenshot(page, 'offline-02-taken-pending');
    expect(await errorToasts(page).count(), 'no error toasts offline').toBe(0);
    expect(await takenLogs(page, medication.id), 'nothing reached the server yet').toBe(0);

    await context.setOffline(false);
    await expect.poll(() => takenLogs(page, medication.id), POLL).toBe(1);
    await expect.poll(() => page.getByText('Pending sync').count(), POLL).toBe(0);
    // Sent once, even after a reload that replays whatever is still queued.
    await page.reload();
    await taken.first().or(page.getByText('Quick Actions')).first().waitFor();
    await page.waitForTimeout(2_000);
    expect(await takenLogs(page, medication.id)).toBe(1);
  });

  it('reads Family and Medicines offline and refuses other writes without changing anything', async () => {
    const { page } = await pages.signedInPage({
      prefix: 'offline-read',
      password: PASSWORD,
      members: [{ name: 'Meera', relation: 'mother' }],
      records: [
        {
          path: '/api/medications',
          body: { name: 'Amlodipine', dosage: '5 mg', times: ['08:00'] },
        },
      ],
    });
    const context = page.context();

    // Each page loaded once while online: that is what the device keeps.
    await page.goto('/family');
    const members = page.getByRole('list', { name: 'Family members' });
    await members.getByText('Meera', { exact: true }).first().waitFor();
    // The device saves at most once a second: a page left sooner keeps its answers in memory only.
    await page.waitForTimeout(1_500);
    await page.goto('/medications');
    await page.getByText('Amlodipine').first().waitFor();
    await page.waitForTimeout(1_500);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(2_500);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline. Showing what was last loaded.').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Family' }).click();
    await members.getByText('Meera', { exact: true }).first().waitFor();
    await screenshot(page, 'offline-03-family');

    // A new member offline: refused with a clear message, nothing kept to send later.
    await page.getByRole('button', { name: 'Add member', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add family member' });
    await dialog.getByLabel('Name', { exact: true }).fill('Arjun');
    await dialog.getByLabel('Relation').selectOption('son');
    await dialog.getByRole('button', { name: 'Add member', exact: true }).click();
    await page
      .getByText('Nothing was saved. Connect to the internet and try again.')
      .first()
      .waitFor();
    await screenshot(page, 'offline-04-write-refused');

    await page.goto('/medications').catch(() => undefined);
    await page.getByText('Amlodipine').first().waitFor();
    expect(new URL(page.url()).pathname, 'still signed in').toBe('/medications');

    await context.setOffline(false);
    await page.waitForTimeout(2_000);
    const list = await page.request.get('/api/family-members');
    const names = ((await list.json()) as { name: string }[]).map((m) => m.name);
    expect(names, 'the refused write never reached the server').not.toContain('Arjun');
  });
});

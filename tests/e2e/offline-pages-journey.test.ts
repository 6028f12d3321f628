// ADR 022, as a family on a train meets it, in Chromium at 390x844 against the production
// build: every signed-in page loaded online (and each /health tab opened) shows its last data
// offline, after a reload and when moving between pages; a signal lost on the very first visit,
// before the service worker controls the page, never blanks the app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, waitForOfflineCode } from '../../harness/browser';
import { usePhonePages, useServer, type NewRecord } from './support/journey';
import { repoRoot } from '../../harness/server';

const server = useServer();
const pages = usePhonePages('offline-pages', () => server().url);
const POLL = { timeout: 15_000 };
const BANNER = 'You are offline. Showing what was last loaded.';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The account holder's medicine, blood pressure and sugar, and Meera. */
const records: NewRecord[] = [
  { path: '/api/medications', body: { name: 'Amlodipine', dosage: '5 mg', times: ['08:00'] } },
  {
    path: '/api/blood-pressure',
    member: 'self',
    body: { systolic: 132, diastolic: 86, measuredAt: minutesAgo(5) },
  },
  {
    path: '/api/sugar-levels',
    member: 'self',
    body: { value: 118, type: 'fasting', measuredAt: minutesAgo(5) },
  },
];

/** Each page, how to reach it, and what of its data shows once it has loaded. */
interface Stop {
  path: string;
  nav: string;
  shows: (page: Page) => Promise<void>;
}

const latest = (page: Page) => page.getByRole('region', { name: /^Latest reading/ });

const STOPS: Stop[] = [
  {
    path: '/',
    nav: 'Home',
    shows: (page) =>
      page
        .getByRole('region', { name: 'Next Medications' })
        .getByText('Amlodipine')
        .first()
        .waitFor(),
  },
  {
    path: '/medications',
    nav: 'Meds',
    shows: (page) =>
      page.getByRole('region', { name: 'Medicines' }).getByText('Amlodipine').first().waitFor(),
  },
  {
    path: '/health?tab=blood-pressure',
    nav: 'Health',
    shows: (page) => latest(page).getByText('132/86').first().waitFor(),
  },
  {
    path: '/health?tab=sugar-levels',
    nav: 'Health',
    shows: (page) => latest(page).getByText(/118/).first().waitFor(),
  },
  {
    path: '/family',
    nav: 'Family',
    shows: (page) =>
      page
        .getByRole('list', { name: 'Family members' })
        .getByText('Meera', { exact: true })
        .first()
        .waitFor(),
  },
];

const failures = (page: Page) =>
  page.getByText(/could not be loaded|Try again/i).or(page.getByRole('alert'));

/** Reaches `stop` through the app, as a family does: the bottom navigation or /health's tabs. */
async function go(page: Page, stop: Stop): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (stop.path.includes('sugar')) {
    await page
      .getByRole('tablist', { name: 'Health trackers' })
      .getByRole('tab', { name: /Sugar/ })
      .click();
  } else if (stop.nav === 'Meds') {
    await nav.getByRole('button', { name: 'Meds' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /View All Medications/ })
      .click();
  } else {
    await nav.getByRole('link', { name: stop.nav }).click();
  }
}

async function expectOfflinePage(page: Page, stop: Stop, label: string): Promise<void> {
  await page.getByText(BANNER).waitFor();
  await stop.shows(page);
  expect(await failures(page).count(), `${label}: no error in place of the data`).toBe(0);
}

/** The files the service worker installs before it controls a page (its precache). */
function precached(): string[] {
  const worker = readFileSync(join(repoRoot, 'dist/web/sw.js'), 'utf8');
  return [...worker.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('offline, every page loaded', () => {
  it('installs the shell only, so the service worker controls the app within moments', () => {
    // Workbox fetches its precache one file after another before it controls anything: with
    // every chunk (~270) that was seconds here and a minute on a phone (ADR 022).
    const files = precached();
    expect(files).toContain('index.html');
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(12);
    expect(files.filter((file) => file.startsWith('assets/'))).toEqual([]);
  });

  it('reloads Home, Medicines, two Health tabs and Family offline with their data', async () => {
    const { page } = await pages.signedInPage({
      prefix: 'offline-pages',
      members: [{ name: 'Meera', relation: 'mother' }],
      records,
    });
    const context = page.context();

    // The app opened (Home), and installed: the shell is what a reload offline starts.
    await page.goto('/');
    await STOPS[0]?.shows(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    });
    // ...with the app's code kept for offline use (the Meds sheet, never opened online, too).
    await waitForOfflineCode(page);
    // Each other page opened once online, one after the other: the moment its data shows, the
    // next. What a page has shown is kept as soon as it shows.
    for (const stop of STOPS.slice(1)) {
      await page.goto(stop.path);
      await stop.shows(page);
    }

    await context.setOffline(true);
    for (const stop of STOPS) {
      await page.goto(stop.path);
      await expectOfflinePage(page, stop, `reload of ${stop.path}`);
      await screenshot(page, `offline-pages-reload${stop.path.replace(/\W+/g, '-')}`);
    }

    // Moving between the pages offline, without a reload (Family is open now).
    for (const stop of [STOPS[0], STOPS[1], STOPS[2], STOPS[3]]) {
      if (!stop) continue;
      await go(page, stop);
      await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(stop.path.split('?')[0]);
      await expectOfflinePage(page, stop, `navigation to ${stop.path}`);
    }
    await context.setOffline(false);
  });
});

/** Keeps the service worker from ever controlling the page: the first visit, before it does. */
function noServiceWorker(): void {
  Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
    value: () => {
      document.documentElement.dataset.swAsked = 'yes';
      return new Promise(() => undefined);
    },
  });
}

describe('a signal lost on the first visit', () => {
  it.each([
    ['en', BANNER, 'This part could not be loaded.', 'Try again', 'Profile'],
    [
      'hi',
      'आप ऑफ़लाइन हैं। पिछली बार लोड हुई जानकारी दिख रही है।',
      'यह हिस्सा लोड नहीं हो सका।',
      'फिर से कोशिश करें',
      'प्रोफ़ाइल',
    ],
  ])(
    'never blanks the app (%s): a part that cannot load offers a retry, and loads once online',
    async (language, banner, failed, retry, profile) => {
      const { page, api } = await pages.signedInPage({
        prefix: `first-visit-${language}`,
        records,
        init: noServiceWorker,
      });
      if (language !== 'en') {
        expect((await api.request('PATCH', '/api/auth/user', { language })).status).toBe(200);
      }
      const context = page.context();
      const nav = page.getByRole('navigation', { name: /./ });
      await page.goto('/');
      // The app is up (not only the server's frame) and has asked for its service worker, which
      // does not control the page yet.
      await page.locator('html[data-sw-asked]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

      // The signal goes: the banner is part of the shell, not a download that now fails.
      await context.setOffline(true);
      await page.getByText(banner).waitFor();
      // A page whose code this visit never loaded: a retry in its place, the app still there.
      await nav.getByRole('link', { name: profile }).click();
      const box = page.getByRole('alert').filter({ hasText: failed });
      await box.waitFor();
      await box.getByRole('button', { name: retry }).waitFor();
      await nav.waitFor();
      await screenshot(page, `offline-first-visit-retry-${language}`);
      await page.setViewportSize({ width: 320, height: 700 });
      await screenshot(page, `offline-first-visit-retry-${language}-320`);

      // The signal is back: the page loads by itself, no reload.
      await context.setOffline(false);
      await page.getByRole('heading', { name: profile, level: 1 }).waitFor();
      expect(await box.count()).toBe(0);
      expect(await page.getByText(banner).count()).toBe(0);
    },
  );
});

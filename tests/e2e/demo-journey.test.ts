// Demo mode (ADR 038): the demo button on the sign-in screen starts the whole app in the
// browser (createApp on PGlite in a Web Worker, ADR 038). From the tap until Exit demo, the
// network log has no request to /api and none to another host: only the app's own static files.
// Home shows the demo family; a medicine is added, a dose logged, a blood pressure reading saved
// and a price searched; after a reload all of it is still there; Exit demo deletes it.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { istClock } from './support/ist';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('demo', () => server().url);

/** 'HH:mm' in India a few minutes from now: a dose that can be taken at once (an hour early at most). */
function istClockSoon(): string {
  return istClock(new Date(Date.now() + 10 * 60_000));
}

/** Goes to a bottom-navigation tab (a client-side navigation: no page load). */
async function tab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function home(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 120_000 });
  expect(new URL(page.url()).pathname).toBe('/');
}

describe('demo mode journey', () => {
  it(
    'runs the app in the browser with no request to /api or another host, keeps it over a reload, and Exit demo deletes it',
    { timeout: 400_000 },
    async () => {
      const page = await pages.newPage();
      const origin = server().url;
      await page.goto('/');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      // The sign-in page's own requests (its ad configuration, say) are done before the tap.
      await page.waitForLoadState('networkidle');

      const seen: { url: string; from: string }[] = [];
      // Until Exit demo's navigation back to the sign-in page: what that page asks is not the demo's.
      let exiting = false;
      let recording = true;
      const record = (request: Request) => {
        if (exiting && request.isNavigationRequest()) recording = false;
        if (recording) seen.push({ url: request.url(), from: page.url() });
      };
      page.context().on('request', record);

      await page.getByRole('button', { name: 'Try demo mode' }).click();
      const start = page.getByRole('dialog', { name: 'Starting the demo' });
      await start.getByRole('progressbar', { name: 'Demo start' }).waitFor();
      await screenshot(page, 'demo-01-starting');
      await home(page);

      // Home: the demo family's progress and activity, the badge.
      const progress = page.getByRole('region', { name: "Today's Progress" });
      await progress.getByText(/doses taken today/).waitFor();
      await page.getByText('Demo User').first().waitFor();
      await page
        .getByRole('region', { name: 'Recent Activity' })
        .getByText('Took medication')
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Demo', exact: true }).waitFor();
      // Spec §6: the page knows the demo user as user-1 (its stored user, so its x-user-id).
      const stored = await page.evaluate(() => localStorage.getItem('auth_user'));
      expect((JSON.parse(stored ?? '{}') as { id?: string }).id).toBe('user-1');
      await screenshot(page, 'demo-02-home');
      await expectNoSeriousA11yViolations(page, 'demo Home');

      // Add a medicine with a dose a few minutes from now, and take that dose from Home.
      await page.getByRole('button', { name: 'Medicine Reminder' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Medication' });
      await dialog.getByLabel('Medicine name').fill('Cetirizine');
      await dialog.getByLabel('Dosage').fill('10 mg');
      // A segmented control: its label takes the tap.
      await dialog.getByText('Times', { exact: true }).click();
      await dialog.getByLabel('Time 1', { exact: true }).fill(istClockSoon());
      await dialog.getByRole('button', { name: 'Add Medication' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await tab(page, 'Home');
      await home(page);
      await page.getByRole('button', { name: 'Taken: Cetirizine 10 mg' }).click();
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await activity.getByText('Cetirizine').first().waitFor({ timeout: 30_000 });

      // A blood pressure reading for the account holder.
      await page.getByRole('link', { name: 'Blood Pressure' }).click();
      await page.getByRole('button', { name: 'Log a reading' }).click();
      await page.getByLabel('Systolic (top)').fill('128');
      await page.getByLabel('Diastolic (bottom)').fill('83');
      await page.getByRole('button', { name: 'Save reading' }).click();
      const latest = page.getByRole('region', { name: /^Latest reading/ });
      await latest.getByText('128/83').waitFor({ timeout: 30_000 });
      await screenshot(page, 'demo-03-blood-pressure');

      // A price search, answered from the Jan Aushadhi list in the browser.
      await tab(page, 'Home');
      await home(page);
      const search = page.getByRole('region', { name: 'Search Medication Prices' });
      await search.getByRole('searchbox', { name: 'Medication name' }).fill('Amlodipine');
      await search.getByRole('button', { name: 'Search prices' }).click();
      await page.getByRole('heading', { name: 'Medicine Prices', level: 1 }).waitFor();
      await page
        .getByRole('article', { name: /^Amlodipine$/i })
        .first()
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'demo-04-prices');

      // A reload: the demo starts again from IndexedDB, with everything in it.
      await page.reload();
      await page.getByRole('heading', { name: 'Medicine Prices', level: 1 }).waitFor();
      await page.goto('/prices');
      await page
        .getByRole('region', { name: 'Recent searches' })
        .getByRole('article', { name: /^Amlodipine$/i })
        .first()
        .waitFor({ timeout: 60_000 });
      await tab(page, 'Family');
      const family = page.getByRole('list', { name: 'Family members' });
      await family.getByText('Ramesh Sharma').waitFor({ timeout: 30_000 });
      await family.getByText('Aarav Sharma').waitFor();
      await tab(page, 'Home');
      await home(page);
      await page
        .getByRole('region', { name: 'Recent Activity' })
        .getByText('Cetirizine')
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'Blood Pressure' }).click();
      await page
        .getByRole('region', { name: /^Latest reading/ })
        .getByText('128/83')
        .waitFor();

      // The badge explains the demo; Profile has Exit demo.
      await page.getByRole('button', { name: 'Demo', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Demo mode' });
      await sheet.getByRole('button', { name: 'Exit demo' }).waitFor();
      await screenshot(page, 'demo-05-badge-sheet');
      await expectNoSeriousA11yViolations(page, 'demo badge sheet');
      await page.keyboard.press('Escape');
      await tab(page, 'Profile');
      const card = page.getByRole('region', { name: 'Demo mode' });
      await card.getByRole('button', { name: 'Exit demo' }).click();
      exiting = true;
      await page
        .getByRole('alertdialog', { name: 'Exit the demo?' })
        .getByRole('button', { name: 'Exit demo' })
        .click();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 30_000 });
      page.context().off('request', record);

      // From the tap to Exit demo: the app's own files only, nothing to /api, no other host.
      const offending = seen.filter(({ url }) => {
        const u = new URL(url);
        return u.origin !== origin || u.pathname.startsWith('/api');
      });
      expect(offending, 'requests to /api or another host while in demo mode').toEqual([]);
      expect(seen.some(({ url }) => /\/assets\/mm-demo-pglite-[\w-]+\.wasm$/.test(url))).toBe(true);

      // Exit demo deleted the demo: its databases, its flag, the signed-in user.
      const left = await page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((d) => d.name),
        flag: localStorage.getItem('mm_demo'),
        user: localStorage.getItem('auth_user'),
      }));
      expect(left.databases.filter((name) => name?.includes('demo'))).toEqual([]);
      expect(left.flag).toBeNull();
      expect(left.user).toBeNull();
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    },
  );
});

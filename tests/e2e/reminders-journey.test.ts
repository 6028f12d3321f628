// Period and health reminders in the open app (spec §3, §7, §9), in Chromium at 390x844
// against the production build: an account whose period is due in 2 days and whose last blood
// pressure reading is 40 days old sees both in-app notifications with the spec's texts on Home,
// dismisses them, reloads and does not see them again that day; on a device whose `periods`
// preference is off, the period one is neither asked for nor shown. Every account here is free:
// in-app reminders are for everyone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('reminders', () => server().url);

const IST = 'Asia/Kolkata';
const PASSWORD = 'haldi-doodh-2024';
const PERIOD_TEXT = 'Your period is due in 2 day(s)';
const BP_TEXT = 'Time for your monthly blood pressure monitoring';
const SHOWN_KEY = 'medmitra_shown_reminders';

declare global {
  interface Window {
    /** The heading of every reminder the overlay put on screen, in order (init script below). */
    __remindersSeen?: string[];
  }
}

/** Records each reminder the overlay shows, so "never shown" covers the whole visit. */
function recordReminders(): void {
  window.__remindersSeen = [];
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const section of document.querySelectorAll('section[aria-labelledby]')) {
      if (seen.has(section)) continue;
      const heading = section.querySelector('h2')?.textContent?.trim();
      const isReminder = [...section.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === 'Snooze 15m',
      );
      if (!heading || !isReminder) continue;
      seen.add(section);
      window.__remindersSeen?.push(heading);
    }
  }).observe(document, { childList: true, subtree: true });
}

/** 'YYYY-MM-DD' in IST, `offset` days from today. */
function istDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * A new account whose own period is due in 2 days (starts 29, 30 and 31 days apart, the last
 * 28 days ago) and whose only blood pressure reading is 40 days old.
 */
async function accountWithDueReminders(prefix: string): Promise<{ email: string }> {
  const periods = [istDay(-118), istDay(-89), istDay(-59), istDay(-28)].map((start) => ({
    path: '/api/periods',
    member: 'self',
    body: { startDate: start, flow: 'medium' },
  }));
  const { api, email } = await pages.account({
    prefix,
    password: PASSWORD,
    records: [
      ...periods,
      {
        path: '/api/blood-pressure',
        member: 'self',
        body: {
          systolic: 128,
          diastolic: 82,
          measuredAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
        },
      },
    ],
  });
  // The server's side, so a failure below is about the app.
  const period = await api.request('GET', '/api/period-reminders');
  expect(period.body).toMatchObject({ shouldRemind: true, daysUntilDue: 2 });
  const health = await api.request<{ type: string }[]>('GET', '/api/health-reminders');
  expect(health.body.map((r) => r.type)).toEqual(['blood_pressure']);
  return { email };
}

async function newPage(init?: () => void): Promise<{ page: Page; asked: string[] }> {
  const page = await pages.newPage(recordReminders, ...(init ? [init] : []));
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/period-reminders' || path === '/api/health-reminders') asked.push(path);
  });
  return { page, asked };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
}

/** The overlay's card for `text` (a region named by its heading). */
const reminder = (page: Page, text: string) => page.getByRole('region', { name: text });

/** Waits for the reminder, checks it has no Taken (medication only), and dismisses it. */
async function seeAndDismiss(page: Page, text: string, shot?: string): Promise<void> {
  const card = reminder(page, text);
  await card.waitFor({ timeout: 20_000 });
  // Hovering pauses its 5 s countdown while the test looks at it.
  await card.hover();
  expect(await card.getByRole('button', { name: 'Taken' }).count()).toBe(0);
  await card.getByRole('button', { name: 'Snooze 15m' }).waitFor();
  if (shot) {
    await screenshot(page, shot);
    await expectNoSeriousA11yViolations(page, `reminder overlay: ${text}`);
  }
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await card.waitFor({ state: 'detached' });
}

async function seen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__remindersSeen ?? []);
}

async function shownIds(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SHOWN_KEY);
  return Object.keys(JSON.parse(raw ?? '{}') as Record<string, number>).sort();
}

/**
 * Home with the overlay's code loaded (its lazy chunk), then a moment for a reminder to appear:
 * what "not shown" is checked after.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => /\/assets\/reminder-overlay-[^/]+\.js$/.test(e.name)),
  );
  await page.waitForTimeout(2_000);
}

describe('period and health reminders in the open app', () => {
  it('shows both with the spec texts once a day: dismissed, then not again after a reload', async () => {
    const { email } = await accountWithDueReminders('remind');
    const { page, asked } = await newPage();
    // The period answer comes back last: the overlay still shows it first, then the health
    // one (it waits for both answers, so their order never depends on the network).
    await page.route('**/api/period-reminders', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signIn(page, email);

    await seeAndDismiss(page, PERIOD_TEXT, 'reminders-01-period');
    await seeAndDismiss(page, BP_TEXT);
    expect(await seen(page)).toEqual([PERIOD_TEXT, BP_TEXT]);
    expect(await shownIds(page)).toEqual([
      `health_checkup:blood_pressure@${istDay()}`,
      `period@${istDay()}`,
    ]);
    expect(asked.sort()).toEqual(['/api/health-reminders', '/api/period-reminders']);

    await page.reload();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await settle(page);
    expect(await seen(page), 'nothing shown again the same day').toEqual([]);

    // The sugar check has never been done: no reminder for it, however long ago the BP one was.
    expect(await page.getByText('Time for your monthly blood sugar test').count()).toBe(0);
  });

  it('with the periods preference off, shows the health reminder and never the period one', async () => {
    const { email } = await accountWithDueReminders('remind-off');
    const { page, asked } = await newPage(() => {
      localStorage.setItem(
        'notification_preferences',
        JSON.stringify({
          medications: true,
          periods: false,
          healthCheckups: true,
          generalReminders: true,
        }),
      );
    });
    await signIn(page, email);

    await seeAndDismiss(page, BP_TEXT);
    await settle(page);
    expect(await seen(page)).toEqual([BP_TEXT]);
    expect(asked, 'the period reminder is not even asked for').toEqual(['/api/health-reminders']);
  });

  it('tells a free account, under Notification Types, that reminders still appear in the app', async () => {
    const { email } = await pages.account({ prefix: 'remind-free', password: PASSWORD });
    const { page } = await newPage();
    await signIn(page, email);
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Notification Settings' });
    await sheet.waitFor();
    const note = sheet.getByText(
      'Without Premium, reminders still appear inside the app while it is open.',
      {
        exact: true,
      },
    );
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'reminders-03-free-note');
  });
});

describe('general health tips', () => {
  it('shows one tip a day on Home with its source, and hides it when the type is off', async () => {
    const { email } = await pages.account({ prefix: 'tips', password: PASSWORD });
    const { page } = await newPage();
    await page.context().grantPermissions(['notifications']);
    await signIn(page, email);

    const card = page.getByRole('region', { name: 'Health tip of the day' });
    await card.waitFor({ timeout: 20_000 });
    const link = card.getByRole('link', { name: /^Source: / });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect((await card.locator('p').first().textContent())?.length).toBeGreaterThan(20);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'reminders-02-health-tip');
    await expectNoSeriousA11yViolations(page, 'Home with the health tip');

    // General Health Tips is free: anyone can turn it off, and the card goes.
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Notification Settings' });
    const toggle = sheet.getByRole('switch', { name: 'General Health Tips' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor({ timeout: 20_000 });
    await settle(page);
    expect(await card.count(), 'still off after a reload').toBe(0);
  });
});

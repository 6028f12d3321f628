// Doses due in the same minute. The reminder toast keeps the spec's 5 s each, but says
// how many more are due, and that opens the list of due doses in one tap; the toast never covers
// the page's header. In Chromium at 390x844 and 320x700, English and Hindi.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../harness/browser';
import { istClock } from './support/ist';
import { istDay } from './support/prices';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('reminders-together', () => server().url);

const MEDICINES = ['Amlodipine', 'Metformin', 'Atorvastatin'];

/** An account whose three medicines are each due a minute ago, in `lang`. */
async function threeDosesDue(lang: 'en' | 'hi'): Promise<Page> {
  const time = istClock(new Date(Date.now() - 60_000));
  const { page, api } = await pages.signedInPage({
    prefix: `together-${lang}`,
    records: MEDICINES.map((name) => ({
      path: '/api/medications',
      member: 'self',
      body: { name, dosage: '5 mg', times: [time], startDate: istDay() },
    })),
  });
  if (lang === 'hi')
    expect((await api.request('PATCH', '/api/auth/user', { language: 'hi' })).status).toBe(200);
  const due = await api.request<unknown[]>('GET', '/api/medication-reminders');
  expect(due.body).toHaveLength(3);
  return page;
}

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const WORDS = {
  en: { more: '2 more due', list: 'Notification Settings', due: 'Due now', snooze: 'Snooze 15m' },
  hi: {
    more: '2 और खुराकें बाकी',
    list: 'सूचना सेटिंग',
    due: 'अभी लेनी हैं',
    snooze: '15 मिनट बाद',
  },
} as const;

describe.each(['en', 'hi'] as const)('doses due together, in %s', (lang) => {
  it('the toast says how many more are due, opens their list, and leaves the header clear', async () => {
    const words = WORDS[lang];
    const page = await threeDosesDue(lang);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const toast = page.locator('section[aria-labelledby]', {
      has: page.getByRole('button', { name: words.snooze }),
    });
    const more = toast.getByRole('button', { name: words.more });
    const header = page.locator('main header').first();
    await toast.waitFor({ timeout: 30_000 });
    for (const [width, height] of [
      [320, 700],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Hovering holds its 5 s while the test looks at it.
      await toast.hover();
      const headerBox = await header.boundingBox();
      const toastBox = await toast.boundingBox();
      if (!headerBox || !toastBox) throw new Error('header or toast not on screen');
      expect(overlaps(headerBox, toastBox), `the toast covers the header at ${width} px`).toBe(
        false,
      );
      await more.waitFor();
      await screenshot(page, `reminders-together-${lang}-${width}`);
    }

    await more.click();
    const list = page.getByRole('dialog', { name: words.list });
    await list.waitFor();
    const dueNow = list.getByRole('region', { name: words.due });
    for (const name of MEDICINES) await dueNow.getByText(name, { exact: true }).waitFor();
    await screenshot(page, `reminders-together-list-${lang}-390`);
  });
});

// ADR 026: a Hindi account adds a family member in Hindi and finds no English on
// /family, the member's page, the period tracker and Profile: only names, the email, units and
// brand names stay in Latin letters. The reading rows of /family's cards and of the member page's
// trackers, and the /health page's own header, belong to the health screens and are left out.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewRecord } from './support/journey';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('hindi-family', () => server().url);

const IST = 'Asia/Kolkata';
const POLL = { timeout: 20_000 };

/**
 * Words that stay as they are in Hindi: brand names, units, IST/UTC, the language choice's own
 * 'English', browser names, IP, PDF (a file format's name, as Hindi writes it: the member page's
 * "डॉक्टर के लिए रिपोर्ट (प्रिंट या PDF)", read when the readings have loaded first), blood
 * groups (A+, AB-: the notation every report uses). Not am/pm: a time in Hindi says the part of
 * the day in words.
 */
const ALLOWED = new Set([
  'A',
  'B',
  'AB',
  'O',
  'MedMitra',
  'BP',
  'BMI',
  'PCOS',
  'IST',
  'UTC',
  'English',
  'IP',
  'PDF',
  'Chrome',
  'HeadlessChrome',
  'Linux',
  'Android',
]);

function istDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** Four periods about 30 days apart, the last 28 days ago: the next one is 2 days away. */
const periods = (): NewRecord[] =>
  [istDay(-118), istDay(-89), istDay(-59), istDay(-28)].map((start) => {
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 4);
    return {
      path: '/api/periods',
      member: 'self',
      body: { startDate: start, endDate: end.toISOString().slice(0, 10), flow: 'medium' },
    };
  });

/**
 * What a reader meets inside `root` (its text, and the labels, placeholders and titles of its
 * elements), leaving out the parts matched by `skip` (another screen's component).
 */
function readable(root: Locator, skip: string[] = []): Promise<string> {
  return root.evaluate((element, selectors) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const selector of selectors) copy.querySelectorAll(selector).forEach((e) => e.remove());
    const labels = [...copy.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap(
      (e) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => e.getAttribute(name) ?? ''),
    );
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return [text, ...labels].join(' ');
  }, skip);
}

/** Latin words left once the names, emails and allowed words are taken out. */
function englishLeft(text: string, names: readonly string[]): string[] {
  // Emails, and time zone ids (Asia/Kolkata) shown beside the zone's name.
  let rest = text.replace(/\S+@\S+\.\S+/g, ' ').replace(/[A-Za-z]+\/[A-Za-z_/]+/g, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  const words = rest.match(/[A-Za-z]+(?:[-'][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED.has(word)))];
}

describe('family, periods and Profile in Hindi', () => {
  it('adds a member in Hindi; /family, her page, the period tracker and Profile show no English', async () => {
    const { page, api, members, email } = await pages.signedInPage({ records: periods() });
    const saved = await api.request('PATCH', '/api/auth/user', { language: 'hi' });
    expect(saved.status).toBe(200);
    const self = members.find((m) => m.isSelf);
    const names = [self?.name ?? '', email.split('@')[0] ?? ''].filter(Boolean);
    // The avatars show each name's first letter.
    names.push(...names.map((name) => name.charAt(0).toUpperCase()));

    await page.goto('/family');
    await page.getByRole('heading', { name: 'परिवार', level: 1 }).waitFor(POLL);

    // The form in Hindi, its validation (the contract's message) in Hindi too.
    await page.getByRole('button', { name: 'सदस्य जोड़ें', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'परिवार का सदस्य जोड़ें' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'सदस्य जोड़ें', exact: true }).click();
    await dialog.getByText('कृपया नाम डालें').waitFor();
    await dialog.getByText('कृपया रिश्ता चुनें').waitFor();
    expect(englishLeft(await readable(dialog), names)).toEqual([]);
    await screenshot(page, 'hindi-family-01-dialog');

    await dialog.getByLabel('नाम', { exact: true }).fill('मीरा');
    await dialog.getByLabel('रिश्ता').selectOption('mother');
    await dialog.getByLabel('जन्म तिथि').fill('1964-03-15');
    await dialog.getByLabel('लिंग').selectOption('female');
    await dialog.getByRole('button', { name: 'डायबिटीज़ (शुगर) जोड़ें' }).click();
    await dialog.getByRole('button', { name: 'सदस्य जोड़ें', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText('मीरा को आपके परिवार में जोड़ दिया गया').first().waitFor(POLL);

    const list = page.getByRole('list', { name: 'परिवार के सदस्य' });
    await list.getByText('मीरा', { exact: true }).waitFor(POLL);
    await list.getByText(/^माँ · \d+ साल$/).waitFor(POLL);
    await page.getByText('अभी सेहत की कोई रीडिंग नहीं').first().waitFor(POLL);
    const main = page.getByRole('main');
    // The cards' reading rows are the health screens' summaries (their own translation).
    expect(englishLeft(await readable(main, ['article dl']), names)).toEqual([]);
    await screenshot(page, 'hindi-family-02-family');
    await expectNoSeriousA11yViolations(page, '/family in Hindi');

    // Her page: everything but the health screens' tracker rows.
    await list.getByRole('link', { name: /मीरा/ }).click();
    await page.getByRole('heading', { name: 'मीरा', level: 1 }).waitFor(POLL);
    await page.getByText('डायबिटीज़ (शुगर)').waitFor();
    await page.getByText('मीरा की अभी कोई दवा नहीं है।').waitFor(POLL);
    expect(
      englishLeft(await readable(main, ['[aria-labelledby="trackers-title"] ul']), names),
    ).toEqual([]);
    await screenshot(page, 'hindi-family-03-member');

    // The period tracker (its own card texts; the /health header is the health screens').
    await page.goto('/health?tab=period-tracker');
    // Whose periods: the account holder marked as 'you', in Hindi.
    await page
      .getByRole('group', { name: 'किसके पीरियड दिखाएँ' })
      .getByRole('button', { name: `${self?.name ?? ''} (आप)`, exact: true })
      .waitFor(POLL);
    const cycle = page.getByRole('region', { name: 'आपका चक्र' });
    await cycle.getByText('अगला पीरियड').waitFor(POLL);
    await page.getByRole('main').getByText('आपका पीरियड 2 दिन में आने वाला है').first().waitFor(POLL);
    const tab = page.locator('main section, main [role="tabpanel"]').filter({ has: cycle }).last();
    expect(englishLeft(await readable(tab), names)).toEqual([]);
    await screenshot(page, 'hindi-family-04-periods');

    // Profile.
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 }).waitFor(POLL);
    await page.getByText('चालू सत्र').waitFor();
    await page.getByText('यह डिवाइस').waitFor(POLL);
    expect(englishLeft(await readable(main), names)).toEqual([]);
    await page.getByRole('button', { name: 'जानकारी बदलें' }).click();
    await page.getByLabel('यूज़रनेम').fill('');
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await page.getByText('यूज़रनेम डालना ज़रूरी है').waitFor();
    expect(englishLeft(await readable(main), names)).toEqual([]);
    await screenshot(page, 'hindi-family-05-profile');
    await expectNoSeriousA11yViolations(page, '/profile in Hindi');

    // Devanagari at 320 px: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/family');
    await list.getByText('मीरा', { exact: true }).waitFor(POLL);
    await noHorizontalScroll(page, '/family in Hindi');
    await screenshot(page, 'hindi-family-06-family-320');
    await page.goto('/profile');
    await page.getByText('चालू सत्र').waitFor(POLL);
    await noHorizontalScroll(page, '/profile in Hindi');
    await screenshot(page, 'hindi-family-07-profile-320');
  });
});

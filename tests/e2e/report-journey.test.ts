// The doctor's report (ADR 030): a member with medicines, dose logs and readings of every
// tracker; the report opened from the member's page shows the figures the data gives, and
// prints: the Print button calls window.print(), print media hides the app's chrome, and
// Chromium's print to PDF (what "Save as PDF" does) makes a real A4 PDF.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshotDir,
} from '../../harness/browser';
import { usePhonePages, useServer, type NewRecord, type SignedIn } from './support/journey';

const server = useServer();
const pages = usePhonePages('report', () => server().url);
const IST = 'Asia/Kolkata';
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** 'YYYY-MM-DD' in IST, `offset` days from today. */
function istDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * A dose time a few minutes ago on today's IST clock (never before midnight): the dose exists
 * for a medicine added now (it is not two hours late) and can be logged taken.
 */
function recentDose(): { time: string; at: string } {
  const now = Date.now();
  const hm = new Intl.DateTimeFormat('en-GB', {
    timeZone: IST,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(now));
  const [h = 0, m = 0] = hm.split(':').map(Number);
  const back = Math.min(5, h * 60 + m);
  const minutes = h * 60 + m - back;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // IST is UTC+5:30 all year: the dose's instant is today's IST day at that time.
  const at = new Date(`${istDay()}T${time}:00+05:30`).toISOString();
  return { time, at };
}

const MEERA = { name: 'Meera', relation: 'mother', gender: 'female', dateOfBirth: '1966-04-12' };

const records = (): NewRecord[] => [
  // 7-day average: (130 + 140) / 2 = 135 over (85 + 90) / 2 = 87.5, shown whole: 135/88.
  {
    path: '/api/blood-pressure',
    member: 'Meera',
    body: { systolic: 130, diastolic: 85, pulse: 72, measuredAt: ago(60) },
  },
  {
    path: '/api/blood-pressure',
    member: 'Meera',
    body: { systolic: 140, diastolic: 90, measuredAt: ago(24 * 60) },
  },
  // Fasting 110 and 130: 120 on average.
  {
    path: '/api/sugar-levels',
    member: 'Meera',
    body: { value: 110, type: 'fasting', measuredAt: ago(30) },
  },
  {
    path: '/api/sugar-levels',
    member: 'Meera',
    body: { value: 130, type: 'fasting', measuredAt: ago(2 * 24 * 60) },
  },
  // 70 kg at 165 cm: BMI 25.7, obese by the Asian-Indian cut-offs.
  {
    path: '/api/body-measurements',
    member: 'Meera',
    body: { weightKg: 70, heightCm: 165, measuredAt: ago(90) },
  },
  {
    path: '/api/body-measurements',
    member: 'Meera',
    body: { weightKg: 71, heightCm: 165, measuredAt: ago(20 * 24 * 60) },
  },
  {
    path: '/api/eye-tests',
    member: 'Meera',
    body: {
      testDate: istDay(-40),
      right: { sph: -1.25, cyl: -0.5, axis: 90, add: 1.5, acuity: '6/9' },
      left: { sph: -1, add: 1.5, acuity: '6/6' },
      pd: 62,
    },
  },
  ...[istDay(-60), istDay(-32), istDay(-4)].map((start) => ({
    path: '/api/periods',
    member: 'Meera',
    body: { startDate: start, flow: 'medium' },
  })),
];

/** Two medicines due a few minutes ago: one logged taken, one still due. */
async function medicines(account: SignedIn): Promise<void> {
  const memberId = account.member('Meera').id;
  const dose = recentDose();
  const taken = await account.api.create<{ id: string }>('/api/medications', {
    memberId,
    name: 'Telmisartan',
    dosage: '40 mg',
    times: [dose.time],
  });
  await account.api.create('/api/medications', {
    memberId,
    name: 'Metformin',
    dosage: '500 mg',
    times: [dose.time],
  });
  await account.api.create('/api/medication-logs', {
    medicationId: taken.id,
    scheduledTime: dose.at,
    takenTime: new Date().toISOString(),
    status: 'taken',
  });
}

/** The table row (its cells' texts) whose first cell is `label`. */
async function row(page: Page, table: string, label: string): Promise<string[]> {
  const cells = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) })
    .first()
    .getByRole('cell');
  return (await cells.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

async function saveShot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

describe("a family member's doctor's report", () => {
  it('shows the figures the data gives, and prints to an A4 PDF without the app around it', async () => {
    const account = await pages.signedInPage({
      members: [MEERA],
      records: records(),
      // The print dialog would wait for a person: the test only needs to see it asked for.
      init: () => {
        window.print = () => {
          document.documentElement.dataset.printed = 'yes';
        };
      },
    });
    await medicines(account);
    const { page } = account;
    const meera = account.member('Meera');

    await page.goto(`/family/${meera.id}`);
    await page.getByRole('link', { name: 'Doctor’s report (print or PDF)' }).click();
    await page.waitForURL(`**/family/${meera.id}/report`);
    await page
      .getByRole('heading', { name: 'Health report: Meera', level: 1 })
      .waitFor({ timeout: 30_000 });

    // The member, the medicines with their schedules, and the figures counted from the data.
    await page
      .getByText('Generated by the patient (or their family) with MedMitra', { exact: false })
      .waitFor();
    const medicinesTable = page.getByRole('table', { name: 'Current medicines' });
    await expect.poll(() => medicinesTable.innerText()).toContain('Telmisartan');
    expect(await medicinesTable.innerText()).toContain('Metformin');
    // 2 doses in the last 30 days: 1 taken, 0 missed, 1 still due: 50%.
    expect(await row(page, 'Medicine adherence', 'Last 30 days')).toEqual([
      'Last 30 days',
      '2',
      '1',
      '0',
      '1',
      '50%',
    ]);
    const bp = await row(page, 'Blood pressure averages', 'BP');
    expect(bp[1]).toBe('135/88 Stage 1 hypertension 2 readings');
    expect(await row(page, 'Blood pressure averages', 'Pulse (per minute)')).toContain(
      '72 1 reading',
    );
    expect((await row(page, 'Sugar averages (mg/dL)', 'Fasting (mg/dL)'))[1]).toBe(
      '120 2 readings',
    );
    const weights = await page.getByRole('table', { name: 'Weight measurements' }).innerText();
    expect(weights).toContain('25.7');
    expect(weights).toContain('Obese');
    const eyes = await page.getByRole('table', { name: /^Eye test of/ }).innerText();
    expect(eyes).toContain('-1.25');
    expect(eyes).toContain('6/9');
    // Starts 28 days apart: the period tracker's 28-day cycle, the next due in 24 days.
    await page.getByText('28 days (Based on 2 cycles)').waitFor();
    // The trackers' charts are drawn: blood pressure, fasting sugar, weight.
    await expect
      .poll(() => page.locator('[data-report] .recharts-surface').count(), { timeout: 20_000 })
      .toBe(3);

    await noHorizontalScroll(page, 'the report at 390 px');
    await expectNoSeriousA11yViolations(page, 'the report');
    await saveShot(page, 'report-390-en');

    // "Save as PDF" names the file after the title.
    expect(await page.title()).toMatch(/^Health report: Meera, \d{1,2} \w+ \d{4} – MedMitra$/);
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBe('yes');

    // As printed: no bottom navigation, no buttons, the report alone.
    const nav = page.getByRole('navigation').first();
    expect(await nav.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Health report: Meera' }).isVisible()).toBe(
      true,
    );

    const pdf = await page.pdf({ format: 'A4', printBackground: false, preferCSSPageSize: true });
    await mkdir(screenshotDir, { recursive: true });
    await writeFile(join(screenshotDir, 'report-en.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.length).toBeGreaterThan(30_000);
    // The A4 page as a printer sees it.
    await page.setViewportSize({ width: 794, height: 1123 });
    await saveShot(page, 'report-print-en');
  });

  it('opens from /data-privacy, where each member has a link', async () => {
    const { page } = await pages.signedInPage({ members: [MEERA] });
    await page.goto('/data-privacy');
    await page
      .getByRole('heading', { name: 'Doctor’s report', level: 2 })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /Doctor’s report: Meera/ }).click();
    await page
      .getByRole('heading', { name: 'Health report: Meera', level: 1 })
      .waitFor({ timeout: 30_000 });
  });

  it('reports another account’s member as not found', async () => {
    const owner = await pages.account({ members: [MEERA] });
    const { page } = await pages.signedInPage();
    await page.goto(`/family/${owner.member('Meera').id}/report`);
    await page
      .getByRole('heading', { name: 'Family member not found' })
      .waitFor({ timeout: 30_000 });
  });
});

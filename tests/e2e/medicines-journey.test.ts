// Medicines as a new user meets them, in Chromium at 390x844 against the production build
// (PRODUCT §4): add a medication from Home's quick action and from the Meds sheet,
// a dose due now raises the reminder toast, Taken fills Today's Progress and Recent Activity,
// Snooze brings the reminder back, a medicine added just after its dose time has that dose due
// (core/medicines/course.ts), a missed dose shows in Recent Activity, prescriptions upload
// (photo, PDF, and a refused fake), and axe passes on /medications and the add dialog.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istClock } from './support/ist';
import { uniqueEmail } from '../../harness/api';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { signUpInForm, usePhonePages, useServer, type NewRecord } from './support/journey';

// Every test makes its own account (through the API, but for the sign-up journey itself) with
// the medicines and prescriptions it needs, in its own browser context: any one of them runs
// alone. The server is one per file.
const server = useServer();
const pages = usePhonePages('meds', () => server().url);

const account = { email: uniqueEmail('meds'), password: 'neem-chai-2024' };
const IST = 'Asia/Kolkata';
/** expect.poll waits 1 s by default: too little for a refetch on a busy machine. */
const POLL = { timeout: 10_000 };

/** The first medicine, added from Home's quick action exactly as the issue tells it. */
const amlodipine = { name: 'Amlodipine', dosage: '5 mg', code: '1-0-1 after food' };
/** The second, added from the Meds sheet. */
const metformin = { name: 'Metformin', dosage: '500 mg', code: 'BD' };

declare global {
  interface Window {
    /** Titles of the dialogs as they were put into the page, in order (init script below). */
    __dialogsInserted?: string[];
    /** Every value the reminder toast's countdown showed, in order. */
    __countdownSeen?: string[];
  }
}

/**
 * Records every dialog the page inserts (by its title) and every countdown value of the
 * reminder toast, so "opens exactly once" and "counts down from 5" are facts, not impressions.
 */
function recordDialogsAndCountdown(): void {
  window.__dialogsInserted = [];
  window.__countdownSeen = [];
  const titleOf = (dialog: Element) => {
    const id = dialog.getAttribute('aria-labelledby');
    const title = id ? document.getElementById(id) : dialog.querySelector('h2');
    return title?.textContent?.trim() ?? '';
  };
  const seenDialogs = new WeakSet<Element>();
  const noteCountdown = () => {
    const badge = document.querySelector('[aria-label^="Closes in "]');
    const value = badge?.textContent?.trim();
    const seen = window.__countdownSeen ?? [];
    if (value && seen[seen.length - 1] !== value) seen.push(value);
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const node of m.addedNodes) {
        if (!(node instanceof Element)) continue;
        const dialogs = [
          ...(node.matches('[role="dialog"]') ? [node] : []),
          ...node.querySelectorAll('[role="dialog"]'),
        ];
        for (const d of dialogs) {
          if (seenDialogs.has(d)) continue;
          seenDialogs.add(d);
          window.__dialogsInserted?.push(titleOf(d));
        }
      }
    }
    noteCountdown();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A page with no account, recording dialogs and countdowns. */
function newPage(): Promise<Page> {
  return pages.newPage(recordDialogsAndCountdown);
}

/** A page signed in to a new account that has `records`; it has not loaded anything yet. */
async function signedInPage(records: NewRecord[] = []): Promise<Page> {
  const signedIn = await pages.signedInPage({ records, init: recordDialogsAndCountdown });
  return signedIn.page;
}

/** Waits until `text` is shown; the first match, since a toast is also read out by a live region. */
async function shows(page: Page, text: string | RegExp): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

async function expectHome(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expectHome(page);
}

/** Amlodipine as the first test adds it on the form, made through the API. */
const amlodipineRecord = (): NewRecord => ({
  path: '/api/medications',
  body: { name: amlodipine.name, dosage: amlodipine.dosage, notation: amlodipine.code },
});

async function insertedDialogs(page: Page, title: string): Promise<number> {
  const titles = await page.evaluate(() => window.__dialogsInserted ?? []);
  return titles.filter((t) => t === title).length;
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Medication' });

/**
 * The add dialog opened from elsewhere: on /medications, with openDialog gone from the address,
 * and put into the page exactly once even after the last of the 0/200/500 ms events has fired.
 */
async function expectAddDialogOpenedOnce(page: Page): Promise<void> {
  await addDialog(page).waitFor();
  await page.waitForURL((url) => url.pathname === '/medications');
  await page.waitForTimeout(1_000); // past the 500 ms event and the open-request window's tail
  expect(new URL(page.url()).search, 'openDialog leaves the address').toBe('');
  expect(await addDialog(page).count()).toBe(1);
  expect(await insertedDialogs(page, 'Add Medication'), 'the dialog opened exactly once').toBe(1);
}

async function fillAndSave(page: Page, med: { name: string; dosage: string; code: string }) {
  const dialog = addDialog(page);
  await dialog.getByLabel('Medicine name').fill(med.name);
  await dialog.getByLabel('Dosage').fill(med.dosage);
  await dialog.getByLabel('Dose code').fill(med.code);
  await dialog.getByRole('button', { name: 'Add Medication' }).click();
  await dialog.waitFor({ state: 'detached' });
  await appToast(page, 'Medication added').waitFor();
}

/** A dose time five minutes ago in IST (not before today's midnight), and today in IST. */
function doseMinutesAgo(): { today: string; dose: Date } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
  const midnight = Date.parse(`${today}T00:00:00+05:30`);
  const dose = new Date(Math.max(Math.floor(Date.now() / 60_000) * 60_000 - 300_000, midnight));
  return { today, dose };
}

/**
 * The card's next dose for a 08:00/20:00 medicine added `at`: a dose stays "next" for its two
 * hours of being due, also when the medicine was added in them (added at 08:30, 8:00 am is due).
 */
function nextDoseText(at: Date): string {
  const [h = 0] = istClock(at).split(':').map(Number);
  if (h < 10) return 'Next: 8:00 am, Today';
  if (h < 22) return 'Next: 8:00 pm, Today';
  return 'Next: 8:00 am, Tomorrow';
}

/** Either answer when the save straddled 08:00 or 20:00 IST (the server's clock decides). */
function expectedNextDose(savedBetween: { from: Date; to: Date }): RegExp {
  const texts = new Set([nextDoseText(savedBetween.from), nextDoseText(savedBetween.to)]);
  return new RegExp(`^(${[...texts].join('|')})$`);
}

/** 'in 5 min', 'in 3 h 12 min', 'in 11 h', 'now': a real countdown, not a placeholder. */
const COUNTDOWN = /^\((in (\d+ h( \d+ min)?|\d+ min)|now)\)$/;

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function expectRealNextDose(page: Page, name: string, addedFrom: Date): Promise<void> {
  const c = card(page, name);
  await c.waitFor();
  const next = c.getByText(/^Next: /);
  const savedBetween = { from: addedFrom, to: new Date() };
  await expect.poll(() => next.textContent(), POLL).toMatch(expectedNextDose(savedBetween));
  const countdown = c.getByText(/^\((in |now)/);
  expect(await countdown.textContent()).toMatch(COUNTDOWN);
}

const progressCard = (page: Page) => page.getByRole('region', { name: "Today's Progress" });
const recentActivity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

/** '1/4': taken over scheduled, as the Today's Progress card prints it. */
async function progressFigure(page: Page): Promise<string> {
  const text = await progressCard(page).locator('p').first().textContent();
  return (text ?? '').replace(/\s+/g, '');
}

interface Stats {
  takenToday: number;
  totalMedications: number;
}

async function statistics(page: Page): Promise<Stats> {
  const res = await page.request.get('/api/statistics');
  expect(res.status()).toBe(200);
  return (await res.json()) as Stats;
}

async function createMedication(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; dosage: string }> {
  const res = await page.request.post('/api/medications', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string; dosage: string };
}

/** A toast of the app's toaster (Radix: list items in the 'Notifications (F8)' region). */
function appToast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** Clicks `button` and returns the answer to the POST /api/medication-logs it sends. */
async function logDoseBy(page: Page, button: Locator): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/medication-logs',
  );
  await button.click();
  return (await answer).status();
}

const reminderToast = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('button', { name: 'Snooze 15m' }) });

async function reminderName(page: Page): Promise<string> {
  return ((await reminderToast(page).getByRole('heading').textContent()) ?? '').trim();
}

async function countdownSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__countdownSeen ?? []);
}

// A 1x1 transparent PNG, and the smallest PDF a reader accepts.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MINIMAL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Meds (bottom navigation) -> Medicine Options sheet. */
async function openMedicineOptions(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Meds' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Medicine Options' });
  await sheet.waitFor();
  return sheet;
}

/** Choose File in the upload sheet, answered through the real file chooser. */
async function chooseFile(
  page: Page,
  sheet: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: /^Choose File/ }).click();
  await (await chooser).setFiles(file);
}

describe('medicines in Chromium at 390x844', () => {
  it('signs up and adds a medication from Home’s Medicine Reminder quick action', async () => {
    const page = await newPage();
    await signUpInForm(page, account.email, account.password);
    await expectHome(page);
    await shows(page, 'No medicines yet — add the first one');

    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('button', { name: 'Medicine Reminder' })
      .click();
    await expectAddDialogOpenedOnce(page);
    await screenshot(page, 'meds-01-add-dialog-from-home');

    const dialog = addDialog(page);
    await dialog.getByLabel('Medicine name').fill(amlodipine.name);
    await dialog.getByLabel('Dosage').fill(amlodipine.dosage);
    await dialog.getByLabel('Dose code').fill(amlodipine.code);
    // The live preview reads the code before it is saved.
    await dialog.getByText(/8:00 am, 8:00 pm/).waitFor();
    const addedAt = new Date();
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await dialog.waitFor({ state: 'detached' });
    await appToast(page, 'Medication added').waitFor();

    const c = card(page, amlodipine.name);
    await c.getByText(new RegExp(`^${amlodipine.dosage} · `)).waitFor();
    await c.getByText('With food', { exact: true }).waitFor(); // "after food" in the code
    await expectRealNextDose(page, amlodipine.name, addedAt);
    await screenshot(page, 'meds-02-first-card');

    // The address no longer asks for the dialog: a reload shows the list, not the dialog.
    await page.reload();
    await card(page, amlodipine.name).waitFor();
    await page.waitForTimeout(800);
    expect(await addDialog(page).count()).toBe(0);
  });

  it('adds another from Meds -> Medicine Options -> Add New Medication', async () => {
    const page = await signedInPage([amlodipineRecord()]);
    await openHome(page);
    const sheet = await openMedicineOptions(page);
    await screenshot(page, 'meds-03-medicine-options');
    await sheet.getByRole('button', { name: /^Add New Medication/ }).click();
    await expectAddDialogOpenedOnce(page);
    expect(await page.getByRole('dialog', { name: 'Medicine Options' }).count()).toBe(0);

    const addedAt = new Date();
    await fillAndSave(page, metformin);
    await expectRealNextDose(page, metformin.name, addedAt);
    await card(page, amlodipine.name).waitFor();
  });

  it(
    'raises the reminder toast for a dose due now; Taken fills Progress; Snooze brings it back',
    { timeout: 240_000 },
    async () => {
      const page = await signedInPage();
      // The browser's clock, installed at the real time and running on from it, so the Snooze
      // part can skip 15 minutes. The server keeps real time: it still lists the snoozed dose as
      // due (a dose stays due for two hours), which is what the app checks on the way back.
      await page.clock.install({ time: new Date() });
      await openHome(page);

      // Two medicines whose dose is the next whole minute in IST, created before that minute
      // starts, so that Home's first reminders poll finds nothing due.
      const dose = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
      const at = istClock(dose);
      const telmisartan = await createMedication(page, {
        name: 'Telmisartan',
        dosage: '40 mg',
        times: [at],
        instructions: 'After breakfast',
      });
      const atorvastatin = await createMedication(page, {
        name: 'Atorvastatin',
        dosage: '10 mg',
        times: [at],
      });
      const byName = new Map([telmisartan, atorvastatin].map((m) => [m.name, m]));

      // Home is loaded at most 55 s before the dose: its first reminders poll finds nothing, the
      // next one (60 s on) finds the due dose, so the toast comes within a minute of the dose.
      const loadBy = dose.getTime() - 55_000;
      if (Date.now() < loadBy) await new Promise((r) => setTimeout(r, loadBy - Date.now()));
      await page.goto('/');
      await expectHome(page);
      const before = await statistics(page);
      await expect
        .poll(() => progressFigure(page), POLL)
        .toBe(`${before.takenToday}/${before.totalMedications}`);
      // The pointer on the header, away from the toast above the bottom bar: hovering it would pause
      // its countdown.
      await page.mouse.move(195, 30);
      expect(await reminderToast(page).count(), 'no toast before the dose is due').toBe(0);

      await reminderToast(page).waitFor({ timeout: 130_000 });
      const shownAfterDue = Date.now() - dose.getTime();
      expect(shownAfterDue, 'the toast came within a minute of the dose').toBeLessThanOrEqual(
        62_000,
      );
      await screenshot(page, 'meds-04-reminder-toast');

      // The first of the two: name and dosage, counting down from 5.
      const first = byName.get(await reminderName(page));
      expect(first, 'the toast names one of the due medicines').toBeDefined();
      if (!first) return;
      const second = first === telmisartan ? atorvastatin : telmisartan;
      const toast = reminderToast(page);
      await toast.getByText(new RegExp(`^${first.dosage} · due `)).waitFor();
      await expect
        .poll(async () => (await countdownSeen(page)).slice(0, 2), { timeout: 3_000 })
        .toEqual(['5', '4']);

      expect(await logDoseBy(page, toast.getByRole('button', { name: 'Taken' }))).toBe(201);
      await appToast(page, 'Medication taken!')
        .filter({ hasText: `${first.name} ${first.dosage}` })
        .waitFor();

      // The second dose's toast follows the first: snooze it.
      await expect.poll(() => reminderName(page), POLL).toBe(second.name);
      await reminderToast(page).getByRole('button', { name: 'Snooze 15m' }).click();
      const snoozedAt = await page.evaluate(() => Date.now());
      await reminderToast(page).waitFor({ state: 'detached' });

      // Taken: Today's Progress and Recent Activity.
      await expect
        .poll(() => progressFigure(page), POLL)
        .toBe(`${before.takenToday + 1}/${before.totalMedications}`);
      expect((await statistics(page)).takenToday).toBe(before.takenToday + 1);
      const took = recentActivity(page)
        .getByRole('listitem')
        .filter({ hasText: 'Took medication' })
        .filter({ hasText: `${first.name} ${first.dosage}` });
      await took.waitFor();
      await screenshot(page, 'meds-05-taken');

      // Snoozed: stored on the device with its time to come back, 15 minutes on.
      const snoozed = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('medmitra_snoozed_reminders') ?? '[]'),
      );
      expect(snoozed).toHaveLength(1);
      expect(snoozed[0].notification.medicationId).toBe(second.id);
      expect(snoozed[0].dueAt - snoozedAt).toBeGreaterThan(15 * 60_000 - 2_000);
      expect(snoozed[0].dueAt - snoozedAt).toBeLessThanOrEqual(15 * 60_000);

      // 14 minutes later (browser clock) it is not back yet; at 15 it is. Fast-forwarding fires
      // the due timers once, including the app's snooze check, so no real waiting is needed.
      await page.clock.fastForward('14:00');
      await page.waitForTimeout(1_500);
      expect(await reminderToast(page).count(), 'not back before 15 minutes').toBe(0);
      await page.clock.fastForward('01:05');
      await reminderToast(page).waitFor({ timeout: 20_000 });
      expect(await reminderName(page)).toBe(second.name);
      await screenshot(page, 'meds-06-snooze-back');

      // Take it, so later steps start with nothing due. The browser's clock is first set back
      // to the real time: Taken sends the device's time as takenTime, and the server refuses a
      // taken time more than 5 minutes ahead of its own clock, which the skip above would be.
      await page.clock.setSystemTime(new Date());
      const back = reminderToast(page);
      expect(await logDoseBy(page, back.getByRole('button', { name: 'Taken' }))).toBe(201);
      await appToast(page, 'Medication taken!')
        .filter({ hasText: `${second.name} ${second.dosage}` })
        .waitFor();
      await expect
        .poll(() => progressFigure(page), POLL)
        .toBe(`${before.takenToday + 2}/${before.totalMedications}`);
      expect(
        await page.evaluate(() => localStorage.getItem('medmitra_snoozed_reminders')),
      ).toBeNull();
    },
  );

  it('a medicine added minutes after its dose time: reminded, and Taken counts today', async () => {
    const page = await signedInPage();
    // Five minutes ago in IST (not before today's midnight), added now.
    const { today, dose } = doseMinutesAgo();
    const med = await createMedication(page, {
      name: 'Levothyroxine',
      dosage: '50 mcg',
      times: [istClock(dose)],
      startDate: today,
    });

    await page.goto('/');
    await expectHome(page);
    await page.mouse.move(195, 30);
    const home = page.getByRole('region', { name: 'Next Medications' });
    await home.getByRole('button', { name: `Taken: ${med.name} ${med.dosage}` }).waitFor();
    await expect.poll(() => progressFigure(page), POLL).toBe('0/1');
    await reminderToast(page).waitFor({ timeout: 20_000 });
    expect(await reminderName(page)).toBe(med.name);
    await screenshot(page, 'meds-06b-added-after-dose');

    const toast = reminderToast(page);
    expect(await logDoseBy(page, toast.getByRole('button', { name: 'Taken' }))).toBe(201);
    await expect.poll(() => progressFigure(page), POLL).toBe('1/1');
    expect(await statistics(page)).toMatchObject({ takenToday: 1, totalMedications: 1 });
  });

  it('shows a missed dose in Recent Activity with the red cross', async () => {
    const page = await signedInPage();
    await openHome(page);
    // The server logs only a real dose: one of a medicine whose dose was minutes ago.
    const { today, dose } = doseMinutesAgo();
    const med = await createMedication(page, {
      name: 'Atorvastatin',
      dosage: '10 mg',
      times: [istClock(dose)],
      startDate: today,
    });
    const res = await page.request.post('/api/medication-logs', {
      data: { medicationId: med.id, scheduledTime: dose.toISOString(), status: 'missed' },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.reload();
    await expectHome(page);
    const missed = recentActivity(page)
      .getByRole('listitem')
      .filter({ hasText: 'Missed medication' })
      .filter({ hasText: `${med.name} ${med.dosage}` });
    await missed.waitFor();
    const cross = missed.locator('svg.lucide-circle-x');
    expect(await cross.count(), 'the red cross icon').toBe(1);
    expect(await cross.locator('xpath=..').getAttribute('class')).toContain('text-red-700');
    const color = await cross.evaluate((el) => getComputedStyle(el).color);
    expect(color, 'the cross is drawn in red').not.toBe(
      await missed
        .locator('p')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    );
    await missed.scrollIntoViewIfNeeded();
    await screenshot(page, 'meds-07-missed');
  });

  it('uploads a photo and a PDF, and refuses a text file named .jpg', async () => {
    const page = await signedInPage();
    await openHome(page);

    const uploads = [
      { name: 'prescription.png', mimeType: 'image/png', buffer: PNG_1X1 },
      { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
    ];
    for (const file of uploads) {
      const options = await openMedicineOptions(page);
      await options.getByRole('button', { name: /^Upload Prescription/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Medicine Reminder' });
      await sheet.waitFor();
      await chooseFile(page, sheet, file);
      await sheet.getByText('Processing your prescription…').waitFor();
      const processingFrom = Date.now();
      const success = appToast(page, 'Prescription uploaded');
      await success.waitFor();
      expect(Date.now() - processingFrom, 'processing lasts 3 s').toBeGreaterThan(2_500);
      await success.getByText('Saved to your prescriptions.', { exact: true }).waitFor();
      await sheet.waitFor({ state: 'detached' });
      // Closed, so the next upload's toast is its own.
      await success.getByRole('button', { name: 'Close notification' }).click();
      await success.waitFor({ state: 'detached' });
    }

    // A text file with an image's name: refused by content, with the spec's message.
    const options = await openMedicineOptions(page);
    await options.getByRole('button', { name: /^Upload Prescription/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Medicine Reminder' });
    await sheet.waitFor();
    await chooseFile(page, sheet, {
      name: 'prescription.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Dr. Rao: Amlodipine 5 mg 1-0-1 after food\n'),
    });
    await sheet
      .getByRole('alert')
      .getByText('Upload failed: Please try again with a valid image or PDF file.', { exact: true })
      .waitFor();
    // Refused by its content, not its name: the server's reason is shown below.
    await sheet
      .getByRole('alert')
      .getByText(/JPEG, PNG, WebP\) or PDF/)
      .waitFor();
    await screenshot(page, 'meds-08-upload-refused');
    await sheet.getByRole('button', { name: 'Close' }).click();

    const list = (await (await page.request.get('/api/prescriptions')).json()) as {
      mimeType: string;
    }[];
    expect(list.map((p) => p.mimeType).sort()).toEqual(['application/pdf', 'image/png']);

    await page.goto('/medications');
    const section = page.getByRole('region', { name: 'Prescriptions' });
    const photo = section.getByRole('link', { name: /^Open the photo of .+ in a new tab$/ });
    const pdf = section.getByRole('link', { name: /^Open the pdf of .+ in a new tab$/ });
    await photo.waitFor();
    await pdf.waitFor();
    // The server sends a PDF as a download; the list asks for it shown in the new tab.
    expect(await pdf.getAttribute('href')).toMatch(/\/file\?inline=1$/);
    // The photo's thumbnail is the uploaded picture, served to its owner.
    await expect
      .poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), POLL)
      .toBe(1);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'meds-09-prescriptions');
  });

  it('passes axe on /medications and on the open add dialog', async () => {
    const page = await signedInPage([amlodipineRecord()]);
    // The photo and the PDF the upload test sends, uploaded as the sheet does.
    for (const file of [
      { name: 'prescription.png', mimeType: 'image/png', buffer: PNG_1X1 },
      { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
    ]) {
      const res = await page.request.post('/api/prescriptions', {
        multipart: { prescription: file },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/medications');
    await card(page, amlodipine.name).waitFor();
    await page
      .getByRole('region', { name: 'Prescriptions' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshot(page, 'meds-10-medications');
    await expectNoSeriousA11yViolations(page, '/medications');

    await page.getByRole('button', { name: 'Add Medication' }).click();
    await addDialog(page).getByLabel('Medicine name').waitFor();
    await page.waitForTimeout(400); // the sheet's 220 ms slide-in
    await screenshot(page, 'meds-11-add-dialog');
    await expectNoSeriousA11yViolations(page, 'the add medication dialog');
  });

  it('in Hindi: adds a medicine and shows its card, frequency and next dose in Hindi', async () => {
    const page = await signedInPage();
    const res = await page.request.patch('/api/auth/user', { data: { language: 'hi' } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/medications');
    await page.getByRole('heading', { name: 'दवाएँ', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await shows(page, 'अभी कोई दवा नहीं');

    await page.getByRole('button', { name: 'दवा जोड़ें' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'दवा जोड़ें' });
    await dialog.getByLabel('दवा का नाम').fill(amlodipine.name);
    await dialog.getByLabel('खुराक', { exact: true }).fill(amlodipine.dosage);
    // A code the parser does not know is refused in Hindi.
    await dialog.getByLabel('खुराक का कोड').fill('1-0');
    await dialog.getByText(/^कोड में 3 हिस्से होते हैं/).waitFor();
    await dialog.getByLabel('खुराक का कोड').fill(amlodipine.code);
    await dialog.getByText('दिन में दो बार (1-0-1) · सुबह 8:00, रात 8:00 · खाने के बाद').waitFor();
    await dialog.getByRole('button', { name: 'दवा जोड़ें' }).click();
    await dialog.waitFor({ state: 'detached' });
    await appToast(page, 'दवा जोड़ दी गई').waitFor();

    const c = card(page, amlodipine.name);
    await c.getByText('5 mg · दिन में दो बार (1-0-1)').waitFor();
    await c.getByText(/^अगली खुराक: (सुबह|रात) 8:00, (आज|कल)$/).waitFor();
    expect(await c.getByText(/^\(.*में\)$|^\(अभी\)$/).count()).toBe(1);
    await c.getByRole('button', { name: `${amlodipine.name} रोकें` }).waitFor();
    await screenshot(page, 'meds-hindi-390');

    // Devanagari at 320 px: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'meds-hindi-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await c.getByRole('button', { name: `${amlodipine.name} बदलें` }).click();
    const edit = page.getByRole('dialog', { name: `${amlodipine.name} बदलें` });
    await edit.getByLabel('खुराक का कोड').waitFor();
    await page.waitForTimeout(400); // the sheet's 220 ms slide-in
    await screenshot(page, 'meds-hindi-edit-320');
    expect(await edit.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });

    // The Meds sheet and the prescription upload sheet it opens.
    await page.getByRole('button', { name: 'दवाएँ', exact: true }).click();
    const options = page.getByRole('dialog', { name: 'दवा के विकल्प' });
    await options.getByRole('button', { name: /^नई दवा जोड़ें/ }).waitFor();
    await page.waitForTimeout(400); // the sheet's slide-in
    await screenshot(page, 'meds-hindi-options-320');
    await options.getByRole('button', { name: /^पर्चा अपलोड करें/ }).click();
    const upload = page.getByRole('dialog', { name: 'दवा रिमाइंडर' });
    await upload.getByRole('button', { name: /^फ़ाइल चुनें/ }).waitFor();
    await upload.getByText('फ़ोटो या PDF, 10 MB तक। इसे केवल आप देख सकते हैं।').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'meds-hindi-upload-320');
    expect(await upload.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
  });

  it('in Hindi: the reminder toast, Taken and its toast are in Hindi', async () => {
    const page = await signedInPage();
    const res = await page.request.patch('/api/auth/user', { data: { language: 'hi' } });
    expect(res.status(), await res.text()).toBe(200);
    const { today, dose } = doseMinutesAgo();
    const med = await createMedication(page, {
      name: 'Levothyroxine',
      dosage: '50 mcg',
      times: [istClock(dose)],
      instructions: 'After food',
      startDate: today,
    });

    await page.goto('/');
    await page.getByText('दवा का समय').first().waitFor({ timeout: 20_000 });
    const toast = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: '15 मिनट बाद' }) });
    await toast.getByRole('heading', { name: med.name }).waitFor();
    await toast.getByText(/^50 mcg · \S+ \d{1,2}:\d{2} बजे लेनी है$/).waitFor();
    await toast.getByText('खाने के बाद', { exact: true }).waitFor();
    await toast.getByRole('button', { name: 'बंद करें' }).waitFor();
    await screenshot(page, 'meds-hindi-reminder-390');
    expect(await logDoseBy(page, toast.getByRole('button', { name: 'ली गई' }))).toBe(201);
    await appToast(page, 'दवा ले ली!').waitFor();
  });
});

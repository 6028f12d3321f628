// Health tracking as a new user meets it, in Chromium at 390x844 against the production build
// (PRODUCT §5): two members added on /family, blood pressure 130/85 (stage 1) and
// 185/125 (crisis advice), fasting sugar 126 (diabetes range), BMI 23.0 (overweight by the
// Asian-Indian cut-offs) and a goal weight of 64 kg (2.5 kg to lose), four periods 28-31 days apart predicting the next with a window and a
// reminder two days before, two eye tests a year apart with the change, /health-tracking, axe on
// /health and /family, and no horizontal scroll at 320 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import {
  signUpInForm,
  usePhonePages,
  useServer,
  type Member,
  type NewMember,
  type NewRecord,
} from './support/journey';

// Every test makes its own account (through the API, but for the sign-up journey itself) with
// the members and readings it needs, in its own browser context: any one of them runs alone.
const server = useServer();
const pages = usePhonePages('health', () => server().url);

const IST = 'Asia/Kolkata';
/** expect.poll waits 1 s by default: too little for a refetch on a busy machine. */
const POLL = { timeout: 15_000 };

// Exact texts of core/health (BP_LABELS, BP_ADVICE, SUGAR_CATEGORY_LABELS, BMI_LABELS).
const STAGE1 = 'Stage 1 hypertension';
const CRISIS = 'Hypertensive crisis';
const CRISIS_ADVICE =
  'Dangerously high. Seek emergency care now: call 112 or go to the nearest hospital emergency, especially with chest pain, breathlessness, a severe headache, weakness or numbness, or trouble speaking or seeing.';
const DIABETES_RANGE = 'Diabetes range';
const OVERWEIGHT = 'Overweight';

const MEERA: NewMember = {
  name: 'Meera',
  relation: 'mother',
  gender: 'female',
  dateOfBirth: '1966-04-12',
};
const ARJUN: NewMember = {
  name: 'Arjun',
  relation: 'son',
  gender: 'male',
  dateOfBirth: '2013-08-20',
};

/** 'YYYY-MM-DD' in IST, `offset` days from today. */
function istDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:MM' in IST, for a datetime-local input. */
function istDateTimeLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: IST,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** An instant `minutes` ago, as the API takes it. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// The readings the form tests below enter by hand, made through the API for the tests that
// only need them to exist.

/** Meera's 130/85 an hour ago and 185/125 (a crisis) since: the crisis is the latest. */
const bloodPressure = (): NewRecord[] => [
  {
    path: '/api/blood-pressure',
    member: 'Meera',
    body: { systolic: 130, diastolic: 85, measuredAt: minutesAgo(60) },
  },
  {
    path: '/api/blood-pressure',
    member: 'Meera',
    body: { systolic: 185, diastolic: 125, measuredAt: minutesAgo(1) },
  },
];

/** Meera's fasting sugar of 126 mg/dL. */
const sugar = (): NewRecord => ({
  path: '/api/sugar-levels',
  member: 'Meera',
  body: { value: 126, type: 'fasting', measuredAt: minutesAgo(1) },
});

/** Meera's 66.5 kg at 170 cm (BMI 23.0). */
const bodyMeasurement = (): NewRecord => ({
  path: '/api/body-measurements',
  member: 'Meera',
  body: { weightKg: 66.5, heightCm: 170, measuredAt: minutesAgo(1) },
});

/**
 * The account holder's four periods, starting 29, 30 and 31 days apart: the average is 30, the
 * spread 1; the last start was 28 days ago, so the next is due in 2 days.
 */
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

/** Arjun's eye tests a year apart, the second 30 days ago. */
const eyeTests = (): NewRecord[] => {
  const eye = (sph: number) => ({ sph, cyl: -0.5, axis: 180, add: null, acuity: '6/9' });
  return [
    { testDate: istDay(-395), right: eye(-1), left: eye(-0.75), pd: 58 },
    { testDate: istDay(-30), right: eye(-1.75), left: eye(-1.25), pd: 59 },
  ].map((body) => ({ path: '/api/eye-tests', member: 'Arjun', body }));
};

async function shows(scope: Page | Locator, text: string | RegExp): Promise<void> {
  await scope
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ timeout: 20_000 });
}

async function members(page: Page): Promise<Member[]> {
  const res = await page.request.get('/api/family-members');
  expect(res.status()).toBe(200);
  return (await res.json()) as Member[];
}

async function memberNamed(page: Page, name: string): Promise<Member> {
  const found = (await members(page)).find((m) => m.name === name);
  if (!found) throw new Error(`No member named ${name}`);
  return found;
}

async function openTab(
  page: Page,
  tab: string,
  pickerLabel: string | null,
  member: string,
  heading = 'Health',
): Promise<void> {
  await page.goto(`/health?tab=${tab}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 20_000 });
  if (pickerLabel) {
    const chip = page
      .getByRole('group', { name: pickerLabel })
      .getByRole('button', { name: member, exact: true });
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed'), POLL).toBe('true');
  }
}

async function addMember(page: Page, m: NewMember): Promise<void> {
  await page.getByRole('button', { name: 'Add member', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add family member' });
  await dialog.waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill(m.name);
  await dialog.getByLabel('Relation').selectOption(m.relation);
  await dialog.getByLabel('Date of birth').fill(m.dateOfBirth ?? '');
  await dialog.getByLabel('Gender').selectOption(m.gender ?? '');
  await dialog.getByRole('button', { name: 'Add member', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await page
    .getByRole('list', { name: 'Family members' })
    .getByText(m.name, { exact: true })
    .first()
    .waitFor();
}

describe('health tracking in Chromium at 390x844', () => {
  it('signs up and adds Meera (mother) and Arjun (son) on /family', async () => {
    const page = await pages.newPage();
    await signUpInForm(page, uniqueEmail('health'), 'tulsi-chai-2024');

    await page.goto('/family');
    await page.getByRole('heading', { name: 'Family', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Family members' }).waitFor();
    await addMember(page, MEERA);
    await addMember(page, ARJUN);
    const list = page.getByRole('list', { name: 'Family members' });
    await shows(list, /^Mother/);
    await shows(list, /^Son/);
    const all = await members(page);
    expect(all.map((m) => m.name)).toEqual(expect.arrayContaining(['Meera', 'Arjun']));
    expect(all.filter((m) => m.isSelf)).toHaveLength(1);
    await screenshot(page, 'health-01-family');
  });

  it('logs 130/85 (stage 1) and 185/125 (crisis advice, announced) for Meera', async () => {
    const { page, member } = await pages.signedInPage({ members: [MEERA] });
    await openTab(page, 'blood-pressure', 'Whose blood pressure', 'Meera');
    await page.getByRole('button', { name: 'Log a reading' }).click();
    await page.getByLabel('Systolic (top)').fill('130');
    await page.getByLabel('Diastolic (bottom)').fill('85');
    await shows(page, STAGE1);
    // An hour ago, so the crisis reading logged next is unambiguously the latest.
    await page.getByLabel('Date and time').fill(istDateTimeLocal(new Date(Date.now() - 3600_000)));
    await page.getByRole('button', { name: 'Save reading' }).click();
    const latest = page.getByRole('region', { name: /^Latest reading/ });
    await latest.getByText('130/85').waitFor({ timeout: 20_000 });
    await shows(latest, STAGE1);
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Log a reading' }).click();
    await page.getByLabel('Systolic (top)').fill('185');
    await page.getByLabel('Diastolic (bottom)').fill('125');
    await shows(page, CRISIS);
    await shows(page, CRISIS_ADVICE); // the form warns before saving
    await page.getByRole('button', { name: 'Save reading' }).click();
    await latest.getByText('185/125').waitFor({ timeout: 20_000 });
    const alert = page.getByRole('alert');
    await alert.getByText(CRISIS_ADVICE, { exact: true }).waitFor();
    expect(await alert.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe(
      'tel:112',
    );
    await shows(latest, CRISIS);
    await screenshot(page, 'health-02-bp-crisis');

    const res = await page.request.get(`/api/blood-pressure?memberId=${member('Meera').id}`);
    const body = (await res.json()) as unknown;
    const readings = (
      Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])
    ) as {
      systolic: number;
      category: string;
    }[];
    expect(readings.map((r) => `${r.systolic}:${r.category}`).sort()).toEqual([
      '130:stage1',
      '185:crisis',
    ]);
  });

  it('shows /health in Hindi: the BP reading with its category and advice, every tab at 320 px', async () => {
    const { page, api } = await pages.signedInPage({
      members: [MEERA, ARJUN],
      records: [bloodPressure()[0] as NewRecord, sugar(), bodyMeasurement(), ...eyeTests()],
    });
    // ADR 026: the account's language is Hindi.
    const saved = await api.request('PATCH', '/api/auth/user', { language: 'hi' });
    expect(saved.status).toBe(200);
    await openTab(page, 'blood-pressure', 'किसका रक्तचाप', 'Meera', 'सेहत');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    const latest = page.getByRole('region', { name: /^सबसे नई रीडिंग/ });
    await latest.getByText('130/85').waitFor({ timeout: 20_000 });
    await shows(latest, 'हाई BP स्टेज 1');
    await shows(
      latest,
      'हाई BP (स्टेज 1)। 5 मिनट शांति से बैठकर फिर से जाँचें, और अगर इतना ही ज़्यादा रहे तो अपने डॉक्टर से बात करें।',
    );
    await latest.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-hindi-bp-390');
    await expectNoSeriousA11yViolations(page, '/health in Hindi');
    await page.getByRole('button', { name: 'रीडिंग दर्ज करें' }).click();
    await page.getByLabel('ऊपर वाला नंबर (सिस्टोलिक)').fill('185');
    await page.getByLabel('नीचे वाला नंबर (डायस्टोलिक)').fill('125');
    await shows(page, 'हाई BP संकट');
    await screenshot(page, 'health-hindi-bp-form-390');

    // Devanagari at 320 px: nothing wider than the screen on any tab.
    await page.setViewportSize({ width: 320, height: 700 });
    const tabs: [string, string, string, RegExp][] = [
      ['blood-pressure', 'किसका रक्तचाप', 'Meera', /^सबसे नई रीडिंग/],
      ['sugar-levels', 'किसकी शुगर रीडिंग', 'Meera', /^सबसे नई रीडिंग/],
      ['weight-height', 'किसका वज़न और लंबाई', 'Meera', /^सबसे नया माप/],
      ['eye-sight', 'किसकी आँखों की जाँच', 'Arjun', / से अब तक बदलाव$/],
    ];
    for (const [tab, picker, member, region] of tabs) {
      await openTab(page, tab, picker, member, 'सेहत');
      await page.getByRole('region', { name: region }).first().waitFor({ timeout: 20_000 });
      await noHorizontalScroll(page, `/health?tab=${tab} in Hindi`);
      await screenshot(page, `health-hindi-${tab}-320`);
    }
  });

  it('logs a fasting sugar of 126 mg/dL in the diabetes range', async () => {
    const { page } = await pages.signedInPage({ members: [MEERA] });
    await openTab(page, 'sugar-levels', 'Whose sugar readings', 'Meera');
    await page.getByRole('button', { name: 'Log a reading' }).click();
    await page.getByLabel('When').selectOption('fasting');
    await page.getByLabel(/^Sugar \(/).fill('126');
    await shows(page, DIABETES_RANGE);
    await page.getByRole('button', { name: 'Save reading' }).click();
    const latest = page.getByRole('region', { name: /^Latest/ });
    await latest.getByText(/126/).first().waitFor({ timeout: 20_000 });
    await shows(latest, DIABETES_RANGE);
    await screenshot(page, 'health-03-sugar');
  });

  it('shows a BMI of 23.0 as overweight (66.5 kg at 170 cm)', async () => {
    const { page, member } = await pages.signedInPage({ members: [MEERA] });
    await openTab(page, 'weight-height', 'Whose weight and height', 'Meera');
    await page.getByRole('button', { name: 'Log a measurement' }).click();
    await page.getByLabel('Weight (kg)').fill('66.5');
    await page.getByLabel('Height (cm)').fill('170');
    await shows(page, 'BMI 23.0');
    await shows(page, OVERWEIGHT);
    await page.getByRole('button', { name: /^Save/ }).click();
    const latest = page.getByRole('region', { name: /^Latest/ });
    await latest.waitFor({ timeout: 20_000 });
    await shows(latest, /23\.0/);
    await shows(latest, OVERWEIGHT);
    const res = await page.request.get(`/api/body-measurements?memberId=${member('Meera').id}`);
    const body = (await res.json()) as unknown;
    const rows = (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as {
      bmi: number;
      category: string;
    }[];
    expect(rows.map((r) => [r.bmi, r.category])).toEqual([[23, 'overweight']]);
    await screenshot(page, 'health-04-bmi');
  });

  it('sets a goal weight of 64 kg and shows 2.5 kg to lose', async () => {
    const { page } = await pages.signedInPage({
      members: [MEERA],
      records: [bodyMeasurement()],
    });
    await openTab(page, 'weight-height', 'Whose weight and height', 'Meera');
    const goal = page.getByRole('region', { name: 'Goal weight' });
    await goal.getByRole('button', { name: 'Set goal weight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a goal weight' });
    await dialog.waitFor();
    await shows(dialog, /The latest weight is 66\.5 kg\./);
    const box = dialog.getByLabel('Goal weight (kg)');
    await box.fill('400');
    await dialog.getByRole('button', { name: 'Save goal' }).click();
    // The contract's own message, next to the box.
    await shows(dialog, 'Enter a goal weight between 0.5 and 350 kg');
    await box.fill('64');
    await dialog.getByRole('button', { name: 'Save goal' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await shows(goal, '2.5 kg to lose');
    await shows(goal, '64');
    expect((await memberNamed(page, 'Meera')).goalWeightKg).toBe(64);
    await screenshot(page, 'health-04-goal');
  });

  it('predicts the next period with a window and reminds 2 days before', async () => {
    const { page, member } = await pages.signedInPage({ records: periods() });
    const prediction = (await (
      await page.request.get(`/api/periods/prediction?memberId=${member('self').id}`)
    ).json()) as Record<string, unknown>;
    expect(prediction).toMatchObject({
      nextStart: istDay(2),
      windowStart: istDay(1),
      windowEnd: istDay(3),
      averageCycleLength: 30,
      daysUntilDue: 2,
    });
    const reminder = (await (await page.request.get('/api/period-reminders')).json()) as Record<
      string,
      unknown
    >;
    expect(reminder).toMatchObject({
      shouldRemind: true,
      daysUntilDue: 2,
      message: 'Your period is due in 2 day(s)',
    });

    await openTab(page, 'period-tracker', null, '');
    // In the page, not the reminder overlay (outside <main>), which now says it too.
    const status = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Your period is due in 2 day(s)' });
    await status.waitFor({ timeout: 20_000 });
    const card = page.getByRole('region', { name: 'Your cycle' });
    await shows(card, 'Next period');
    await shows(card, /^Likely between /);
    await shows(card, '30 days');
    await shows(card, 'Based on 3 cycles');
    await screenshot(page, 'health-05-periods');
  });

  it('records two eye tests a year apart and shows the change', async () => {
    const { page } = await pages.signedInPage({ members: [ARJUN], records: eyeTests() });
    await openTab(page, 'eye-sight', 'Whose eye tests', 'Arjun');
    const change = page.getByRole('region', { name: /^Change since / });
    await change.waitFor({ timeout: 20_000 });
    await shows(change, 'Over 1 year, as spherical equivalent (SPH + CYL/2).');
    // Spherical equivalent: right -1.25 -> -2.00 (-0.75 D), left -1.00 -> -1.50 (-0.50 D).
    await shows(change, /Right eye:.*1\.25 → .2\.00 \(.0\.75 D/);
    await shows(change, /Left eye:.*1\.00 → .1\.50 \(.0\.50 D/);
    await shows(change, 'Myopia increasing fast');
    await screenshot(page, 'health-06-eyes');
  });

  it('lists every member on /health-tracking', async () => {
    const { page } = await pages.signedInPage({
      members: [MEERA, ARJUN],
      records: [...bloodPressure(), sugar(), ...eyeTests()],
    });
    await page.goto('/health-tracking');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const meera = page.getByRole('region', { name: /^Meera\b/ });
    const arjun = page.getByRole('region', { name: /^Arjun\b/ });
    await meera.waitFor({ timeout: 20_000 });
    await arjun.waitFor({ timeout: 20_000 });
    await shows(meera, /185\/125/);
    await shows(meera, 'Blood sugar');
    await shows(arjun, 'Eye sight');
    await screenshot(page, 'health-07-tracking');
  });

  it('passes axe on /health and /family', async () => {
    // The crisis reading is the latest: its alert is part of what axe checks.
    const { page } = await pages.signedInPage({
      members: [MEERA, ARJUN],
      records: bloodPressure(),
    });
    await openTab(page, 'blood-pressure', 'Whose blood pressure', 'Meera');
    await page.getByRole('region', { name: /^Latest reading/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('alert').getByText(CRISIS_ADVICE, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, '/health');
    await page.goto('/family');
    await page
      .getByRole('list', { name: 'Family members' })
      .getByText('Arjun', { exact: true })
      .first()
      .waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, '/family');
  });

  it('has no horizontal scroll at 320 px on /family and every /health tab', async () => {
    const { page } = await pages.signedInPage({
      members: [MEERA, ARJUN],
      records: [...bloodPressure(), sugar(), bodyMeasurement(), ...periods(), ...eyeTests()],
    });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/family');
    await page
      .getByRole('list', { name: 'Family members' })
      .getByText('Meera', { exact: true })
      .first()
      .waitFor({ timeout: 20_000 });
    await noHorizontalScroll(page, '/family');
    const tabs: [string, string | null, string, RegExp][] = [
      ['blood-pressure', 'Whose blood pressure', 'Meera', /^Latest reading/],
      ['sugar-levels', 'Whose sugar readings', 'Meera', /^Latest/],
      ['weight-height', 'Whose weight and height', 'Meera', /^Latest/],
      ['period-tracker', null, '', /cycle$/],
      ['eye-sight', 'Whose eye tests', 'Arjun', /^Change since /],
    ];
    for (const [tab, picker, member, region] of tabs) {
      await openTab(page, tab, picker, member);
      await page.getByRole('region', { name: region }).first().waitFor({ timeout: 20_000 });
      await noHorizontalScroll(page, `/health?tab=${tab}`);
    }
    await screenshot(page, 'health-08-320px');
  });
});

// Caregivers (ADR 037), in Chromium at 390x844 against the production build: a daughter invites
// a caregiver for her mother from the member page (alert 30 minutes after a dose); the caregiver
// opens the emailed link signed out, creates an account on the sign-in page, comes back to the
// invitation and accepts it, and sees Amma's day. The server then restarts with its clock two
// hours ahead (TEST_CLOCK_OFFSET_MS, the injected clock): the dose an hour from now was not
// taken, so the caregiver gets one notification and one email; a later run sends nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '../../harness/api';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { istClock } from './support/ist';
import { usePhonePages } from './support/journey';
import { linkIn, waitForEmail } from './support/outbox';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from '../../harness/server';

const IST = 'Asia/Kolkata';
const PASSWORD = 'adrak-chai-2026';
const MINUTE = 60_000;

let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ dataDir, env: { NODE_ENV: 'test' } });
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});
const pages = usePhonePages('caregiver', () => server.url);

/** The server again on the same port and data, its clock `offsetMs` ahead of the real one. */
async function restartWithClock(offsetMs: number): Promise<void> {
  await server.stop();
  server = await startServer({
    dataDir,
    port: server.port,
    env: { NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: String(offsetMs) },
  });
}

/** 'YYYY-MM-DD' and 'HH:mm' of an instant in IST. */
function ist(at: Date): { day: string; time: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(at);
  return { day, time: istClock(at) };
}

/** The job's log lines (one JSON line each) for caregiver alerts, in order. */
function alertRuns(): string[] {
  return server
    .output()
    .split('\n')
    .filter((l) => l.includes('"job":"caregiver-alerts"') && l.includes('"result"'))
    .map((l) => (JSON.parse(l) as { result: string }).result);
}

describe('caregivers', () => {
  it('invite, accept after sign-up, and one alert for a dose not taken', async () => {
    // The daughter's account: her mother and a dose an hour from now (so it exists: it is after
    // the medicine was added).
    const owner = await pages.signedInPage({
      prefix: 'daughter',
      password: PASSWORD,
      members: [{ name: 'Amma', relation: 'mother', dateOfBirth: '1956-02-14' }],
    });
    const amma = owner.member('Amma');
    const dose = ist(new Date(Date.now() + 60 * MINUTE));
    await owner.api.create('/api/medications', {
      memberId: amma.id,
      name: 'Amlodipine',
      dosage: '5 mg',
      times: [dose.time],
      startDate: dose.day,
    });

    // The owner invites from the member page.
    const carerEmail = uniqueEmail('carer');
    const { page } = owner;
    await page.goto(`/family/${amma.id}`);
    const card = page.getByRole('region', { name: 'Caregivers' });
    await card.getByText('No caregivers yet.').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Invite a caregiver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a caregiver for Amma' });
    await dialog.getByLabel('Their email').fill(carerEmail);
    await dialog.getByLabel('Alert them when a dose is not taken within').selectOption('30');
    await screenshot(page, 'caregiver-invite-dialog');
    await expectNoSeriousA11yViolations(page, 'invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await card.getByText('Invited: waiting for them to accept').waitFor();
    await card.getByText(carerEmail).waitFor();
    await noHorizontalScroll(page, 'member page with an invitation');

    // The caregiver opens the emailed link, signed out, and creates an account there.
    const invitation = await waitForEmail(dataDir, carerEmail);
    expect(invitation.subject).toContain('invites you to help care for a family member');
    const link = linkIn(invitation, '/care/accept');
    const carerPage = await pages.newPage();
    await carerPage.goto(`${link.pathname}${link.search}`);
    await carerPage.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await carerPage.getByRole('button', { name: 'Sign up', exact: true }).click();
    await carerPage.getByLabel('Email', { exact: true }).fill(carerEmail);
    await carerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await carerPage.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await carerPage.getByRole('button', { name: 'Create Account' }).click();
    // Back on the invitation, token and all, not on Home.
    await carerPage
      .getByRole('heading', { name: 'Caregiver invitation' })
      .waitFor({ timeout: 30_000 });
    await carerPage.getByText(/invites you to help care for Amma/).waitFor();
    expect(new URL(carerPage.url()).search).toBe(link.search);
    await screenshot(carerPage, 'caregiver-accept');
    await expectNoSeriousA11yViolations(carerPage, 'accept page');
    await carerPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await carerPage.getByRole('heading', { name: 'Amma', level: 1 }).waitFor();
    // Near midnight the dose an hour away is tomorrow's: today then has none.
    const today = carerPage.getByRole('region', { name: 'Today’s doses' });
    await (
      dose.day === ist(new Date()).day
        ? today.getByText('Amlodipine')
        : today.getByText('No doses scheduled today')
    ).waitFor();
    await screenshot(carerPage, 'caregiver-care-page');
    await expectNoSeriousA11yViolations(carerPage, 'care page');
    await noHorizontalScroll(carerPage, 'care page');

    // The owner sees the caregiver on the member page.
    await page.reload();
    await page
      .getByRole('region', { name: 'Caregivers' })
      .getByText('Alerted 30 minutes after a dose time')
      .waitFor({ timeout: 20_000 });

    // Two hours later by the server's clock: the dose (an hour from now) is 30 minutes past
    // its alert's time and was not taken. The scheduler's first tick at start runs the job.
    await restartWithClock(120 * MINUTE);
    const alert = await waitForEmail(dataDir, carerEmail, { after: invitation.file });
    expect(alert.subject).toBe('Amma has not taken a dose');
    expect(alert.text).toContain('Amlodipine 5 mg');
    const carerApi = new ApiClient(server.url);
    expect((await carerApi.signIn(carerEmail, PASSWORD)).status).toBe(200);
    const listed = await carerApi.request<{ type: string; title: string }[]>(
      'GET',
      '/api/notifications',
    );
    expect(listed.body.filter((n) => n.type === 'caregiver')).toEqual([
      expect.objectContaining({ title: 'Amma has not taken a dose' }),
    ]);

    // In the app: the bell's panel shows it, with the way to Amma's day.
    await carerPage.goto('/');
    await carerPage
      .getByRole('button', { name: 'Notification settings, 1 pending reminder' })
      .click();
    const panel = carerPage.getByRole('dialog');
    await panel.getByText('Amma has not taken a dose').waitFor({ timeout: 20_000 });
    await screenshot(carerPage, 'caregiver-alert-in-bell');
    await expect(panel.getByText('Amma has not taken a dose').count()).resolves.toBe(1);

    // Once: a later run (a new minute's slot, after another restart) alerts nothing more.
    await restartWithClock(125 * MINUTE);
    await expect.poll(() => alertRuns().length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(alertRuns()).toEqual(['caregiver alerts already sent']);
    const again = await carerApi.request<{ type: string }[]>('GET', '/api/notifications');
    expect(again.body.filter((n) => n.type === 'caregiver')).toHaveLength(1);
  });
});

// The admin area (ADR 034), in Chromium at 390x844 on the production build: an account is made an
// admin with `npm run admin:grant` (the server stopped: one process per DATA_DIR), signs in, sees
// the overview, grants Premium to another account (whose premium notification toggles unlock),
// uploads a price sheet with one bad row (the preview names it), applies it, and a user's search
// shows that pharmacy's price with its date. A normal user opening /admin-dashboard sees the
// not-found page.
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '../../harness/api';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';
import { istDay } from './support/prices';
import { makeDataDir, repoRoot, startServer } from '../../harness/server';

const ADMIN_PASSWORD = 'neem-chai-2024';
let adminEmail = '';

/** `npm run admin:grant -- EMAIL` on DATA_DIR; answers its output, or fails with it. */
function adminGrant(dataDir: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin:grant', '--', email], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`admin:grant exited ${code}:\n${out}`)),
    );
  });
}

let grantOutput = '';
// The admin signs up on a first run of the server; it stops, admin:grant runs, then the server
// the tests use starts on the same DATA_DIR.
const server = useServer(async () => {
  const dataDir = await makeDataDir();
  const first = await startServer({ dataDir });
  adminEmail = uniqueEmail('admin');
  const made = await new ApiClient(first.url).signUp(adminEmail, ADMIN_PASSWORD);
  await first.stop();
  if (made.status !== 201) throw new Error(`admin sign-up: ${made.status}`);
  grantOutput = await adminGrant(dataDir, adminEmail);
  return { dataDir };
});
const pages = usePhonePages('admin', () => server().url);

/** "12 Nov 2026" for a calendar day, as the app writes it in English. */
function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

async function signInForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
}

describe('admin journey', () => {
  it('an admin made with admin:grant runs the service: premium, a price sheet, the dates users see', async () => {
    expect(grantOutput).toContain(`${adminEmail} is now an admin`);
    const other = await pages.account({ prefix: 'customer' });
    const page = await pages.newPage();
    await signInForm(page, adminEmail, ADMIN_PASSWORD);

    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Sign-ups per day, last 90 days' }).waitFor();
    await page.getByText('Active premium').waitFor();
    await page.locator('.recharts-bar-rectangle, .recharts-surface').first().waitFor();
    await screenshot(page, 'admin-01-overview-390');
    await expectNoSeriousA11yViolations(page, '/admin-dashboard overview');
    await noHorizontalScroll(page, '/admin-dashboard');

    // Grant Premium to the other account.
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByLabel('Search accounts by email').fill(other.email);
    await page.getByRole('button', { name: new RegExp(other.email) }).click();
    await page.getByRole('heading', { name: other.email }).waitFor();
    await page.getByRole('button', { name: 'Grant premium' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant premium' });
    await grant.getByLabel('Reason (kept in the audit log)').fill('Hospital partner programme');
    await screenshot(page, 'admin-02-grant-390');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await page.getByRole('button', { name: 'Extend premium' }).waitFor();
    await screenshot(page, 'admin-03-account-390');
    await expectNoSeriousA11yViolations(page, '/admin-dashboard account');

    // That account's premium toggles unlock.
    const customer = await pages.newPage();
    await customer
      .context()
      .addCookies(other.api.cookieList().map((c) => ({ ...c, url: server().url })));
    await customer.goto('/');
    await customer.getByRole('button', { name: /^Notification settings/ }).click();
    await customer.getByText('MedMitra Premium is active').waitFor();
    const prefs = await other.api.request('PATCH', '/api/notification-preferences', {
      medications: false,
    });
    expect(prefs.status).toBe(200);

    // A price sheet with one bad row: the preview names it; the good rows are applied.
    const seen = istDay(-3);
    const sheet = [
      'pharmacy,medicine_name,pack,price,in_stock,price_date',
      `apollo,Dolo 650 Tablet,15 tablets,33.60,yes,${seen}`,
      `Netmeds,Dolo 650 Tablet,15 tablets,31.00,yes,${seen}`,
      `pharmEasy,Dolo 650 Tablet,15 tablets,30.91,yes,${seen}`,
    ].join('\n');
    await page.getByRole('tab', { name: 'Prices' }).click();
    await page.getByLabel('Price sheet (CSV)').setInputFiles({
      name: 'dolo-prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sheet),
    });
    await page.getByText('3 rows read: 2 good, 1 rejected.').waitFor();
    await page
      .getByText('Line 3: pharmacy "Netmeds" is not one of pharmEasy, apollo, medplus')
      .waitFor();
    await page.getByLabel('Where these prices come from').fill('Pharmacy websites, read by hand');
    await screenshot(page, 'admin-04-price-preview-390');
    await expectNoSeriousA11yViolations(page, '/admin-dashboard prices');
    await page.getByRole('button', { name: 'Apply 2 good rows' }).click();
    await page.getByText('2 saved, 1 rejected').waitFor();
    await page.getByText(new RegExp(`by ${adminEmail.replace(/[.+]/g, '\\$&')}$`)).waitFor();
    await screenshot(page, 'admin-05-imports-390');

    // The audit log has both changes.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: 'Audit log' });
    await log.getByText('Price sheet applied').first().waitFor();
    await log.getByText('Premium granted').first().waitFor();
    await screenshot(page, 'admin-05b-audit-390');

    // A user's search shows Apollo's price with its date.
    await customer.goto('/prices');
    await customer.getByRole('heading', { name: 'Medicine Prices', level: 1 }).waitFor();
    await customer.getByPlaceholder('Medication name, e.g., Paracetamol').fill('Dolo 650');
    await customer.getByRole('button', { name: 'Search prices' }).click();
    const prices = customer.getByRole('list', { name: 'Prices for Dolo 650' }).first();
    const apollo = prices.getByRole('listitem').filter({ hasText: 'Apollo Pharmacy' });
    await apollo.getByText('₹33.60').waitFor({ timeout: 20_000 });
    await apollo.getByText(`Price as of ${dayText(seen)} · price sheet`).waitFor();
    await screenshot(customer, 'admin-06-user-price-date-390');
  });

  it('shows the admin area in Hindi too', async () => {
    const api = new ApiClient(server().url);
    expect((await api.signIn(adminEmail, ADMIN_PASSWORD)).status).toBe(200);
    expect((await api.request('PATCH', '/api/auth/user', { language: 'hi' })).status).toBe(200);
    const page = await pages.newPage();
    await page.context().addCookies(api.cookieList().map((c) => ({ ...c, url: server().url })));
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'एडमिन', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'खाते' }).click();
    await page.getByLabel('ईमेल से खाते खोजें').waitFor();
    await screenshot(page, 'admin-07-accounts-hi-390');
    await expectNoSeriousA11yViolations(page, '/admin-dashboard in Hindi');
    await api.request('PATCH', '/api/auth/user', { language: 'en' });
  });

  it('is the not-found page for a normal user, and its API is unknown to them', async () => {
    const { page, api } = await pages.signedInPage({ prefix: 'nosy' });
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Admin' }).count()).toBe(0);
    await screenshot(page, 'admin-08-not-found-390');
    const res = await api.request('GET', '/api/admin/overview');
    expect(res).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No such API endpoint: GET /api/admin/overview' },
    });
  });
});

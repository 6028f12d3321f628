// Accounts as a new user meets them, in Chromium at 390x844 against the production build:
// sign-up, the signed-in shell, sign-out, sign-in, validation, and a forgotten password.
import { listUrl, openingLists } from '@core/health/tracker-lists';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { signUpInForm, usePhonePages, useServer } from './support/journey';
import { latestEmail, linkIn, waitForEmail } from './support/outbox';

// Every test that signs in makes its own account through the API first, and each page has its
// own browser context: any one of the tests runs alone. The server is one per file.
const server = useServer();
const pages = usePhonePages('auth', () => server().url);
const PASSWORD = 'kite-mango-42';

/** A new account, made through the API, that no page is signed in to. */
const newAccount = () => pages.account({ prefix: 'journey', password: PASSWORD });

function newPage(): Promise<Page> {
  return pages.newPage();
}

/** Waits until `text` is shown; the first match, since a toast is also read out by a live region. */
async function shows(page: Page, text: string | RegExp): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

const emailInput = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

async function expectSignInPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
}

async function expectHomeShell(page: Page, email: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await shows(page, email);
  expect(new URL(page.url()).pathname).toBe('/');
  for (const item of ['Home', 'Health', 'Family', 'Profile']) {
    await page.getByRole('navigation').getByRole('link', { name: item }).waitFor();
  }
  await page.getByRole('navigation').getByRole('button', { name: 'Meds' }).waitFor();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await emailInput(page).fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts in Chromium at 390x844', () => {
  it('shows every validation message of the sign-in screen and passes axe', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectSignInPage(page);
    await screenshot(page, '01-sign-in');
    await expectNoSeriousA11yViolations(page, 'the sign-in page');

    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    expect(await submit.isDisabled(), 'submit is disabled while the form is empty').toBe(true);

    await emailInput(page).fill('not-an-email');
    await shows(page, 'Please enter a valid email address');
    await passwordInput(page).fill('abc');
    await shows(page, 'At least 6 characters');
    expect(await submit.isDisabled(), 'submit is disabled while the input is invalid').toBe(true);

    // Enter on an invalid form names the problem in a toast (spec §5).
    await emailInput(page).press('Enter');
    await shows(page, 'Invalid Email');
    await shows(page, 'Please enter a valid email address.');
    await emailInput(page).fill('asha@example.com');
    await passwordInput(page).press('Enter');
    await shows(page, 'Invalid Password');
    await shows(page, 'Password must be at least 6 characters long');

    // Visibility toggle.
    expect(await passwordInput(page).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordInput(page).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await passwordInput(page).getAttribute('type')).toBe('password');

    // Create Account mode: the all-good line once the password is long enough.
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await emailInput(page).fill('asha@example.com');
    // The server's whole rule, its list of common passwords too, before submit.
    await passwordInput(page).fill('password');
    await shows(
      page,
      'This password is too common and easy to guess. Please choose a less common one.',
    );
    expect(await page.getByText('Password meets all requirements ✓').count()).toBe(0);
    await passwordInput(page).fill('abcdef');
    await shows(page, 'Password meets all requirements ✓');
    expect(await page.getByText(/too common/).count()).toBe(0);
    await page.getByLabel('Date of birth (optional)').waitFor();
    // ADR 029: not without the explicit, unticked-at-first consent box.
    const consent = page.getByRole('checkbox', { name: /I am 18 or older/ });
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Create Account' }).isEnabled()).toBe(false);
    await consent.check();
    expect(await page.getByRole('button', { name: 'Create Account' }).isEnabled()).toBe(true);
    // A common password keeps Create Account disabled, and Enter says why.
    await passwordInput(page).fill('Password');
    await shows(
      page,
      'This password is too common and easy to guess. Please choose a less common one.',
    );
    expect(await page.getByRole('button', { name: 'Create Account' }).isEnabled()).toBe(false);
    await passwordInput(page).press('Enter');
    await shows(page, 'Invalid Password');
    await passwordInput(page).fill('abcdef');
    await shows(page, 'Password meets all requirements ✓');
    expect(await page.getByRole('button', { name: 'Create Account' }).isEnabled()).toBe(true);
    await screenshot(page, '02-sign-up-valid');

    // The long form of the password rule is the inline error of the new-password form.
    await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwxyz012345');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await shows(page, 'Password must be at least 6 characters long');
  });

  it('signs up and lands on the Home shell', async () => {
    const page = await newPage();
    const email = uniqueEmail('journey');
    await signUpInForm(page, email, PASSWORD);
    await expectHomeShell(page, email);
    await screenshot(page, '03-home');
    // The manifest is named once the page has shown, not in the HTML (ADR 025), and Chromium
    // takes it from there: the app stays installable.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('rel="manifest"');
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => {
        const got = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string };
        return got.url.endsWith('/manifest.webmanifest') && (got.data ?? '').includes('MedMitra');
      })
      .toBe(true);
    await cdp.detach();
    await expectNoSeriousA11yViolations(page, 'Home');

    // Opened on another device that has the session cookie and nothing else stored (no service
    // worker, no remembered user): the server names the account in the page (ADR 025), and the
    // app shows Home without first asking who is signed in.
    const elsewhere = await newPage();
    await elsewhere.context().addCookies(await page.context().cookies());
    const asked: string[] = [];
    elsewhere.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await elsewhere.goto('/');
    await expectHomeShell(elsewhere, email);
    expect(asked).not.toContain('/api/auth/user');
    // Nor Home's own first requests: their answers are in the page too, so its progress card
    // shows today's figures with the first paint (ADR 025).
    await elsewhere.getByRole('img', { name: /of today's doses taken$/ }).waitFor();
    for (const path of ['/api/statistics', '/api/medication-logs', '/api/notifications']) {
      expect(asked, path).not.toContain(path);
    }

    // /health there, on a device as fresh (no service worker answers for the server): the family
    // list and the tab's first readings are in the page too (ADR 025), so the blood pressure tab
    // shows its latest reading without asking for either.
    const family = (await (await page.request.get('/api/family-members')).json()) as {
      id: string;
    }[];
    const reading = await page.request.post('/api/blood-pressure', {
      data: {
        memberId: family[0]?.id,
        systolic: 128,
        diastolic: 84,
        measuredAt: new Date().toISOString(),
      },
    });
    expect(reading.status()).toBe(201);
    const health = await newPage();
    await health.context().addCookies(await page.context().cookies());
    const urls: string[] = [];
    health.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) urls.push(`${url.pathname}${url.search}`);
    });
    await health.goto('/health?tab=blood-pressure');
    await shows(health, /^Latest reading/);
    expect(urls.filter((url) => url === '/api/family-members')).toEqual([]);
    expect(urls).not.toContain('/api/auth/user');
    // Neither the first page of history nor the last 30 days (averages, first chart).
    const opening = openingLists('blood-pressure', family[0]?.id ?? '', new Date(), 'Asia/Kolkata');
    expect(opening).toHaveLength(2);
    for (const list of opening) expect(urls).not.toContain(listUrl('blood-pressure', list));
  });

  it('shows the not-found page for an unknown path and redirects /blood-pressure', async () => {
    const account = await newAccount();
    const page = await newPage();
    await page.goto('/');
    await signIn(page, account.email, account.password);
    await expectHomeShell(page, account.email);

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the not-found page');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshot(page, '04-not-found');

    await page.goto('/blood-pressure');
    await page.waitForURL(
      (url) => url.pathname === '/health' && url.search === '?tab=blood-pressure',
    );
  });

  it('signs out from /profile, refuses a wrong password, and signs in again', async () => {
    const account = await newAccount();
    const page = await newPage();
    await page.goto('/');
    await signIn(page, account.email, account.password);
    await expectHomeShell(page, account.email);

    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await shows(page, 'Version 1.0.0');
    await screenshot(page, '05-profile');
    await expectNoSeriousA11yViolations(page, 'Profile');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expectSignInPage(page);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await signIn(page, account.email, 'not-my-password');
    await shows(page, 'Invalid Credentials');
    await screenshot(page, '06-invalid-credentials');
    await expectSignInPage(page);

    await signIn(page, account.email, account.password);
    await expectHomeShell(page, account.email);
  });

  it('resets a forgotten password by the emailed link and signs out the other session', async () => {
    const account = await newAccount();
    // Another device, signed in before the reset.
    const other = await newPage();
    await other.goto('/');
    await signIn(other, account.email, account.password);
    await expectHomeShell(other, account.email);

    const page = await newPage();
    await page.goto('/');
    await expectSignInPage(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the forgot-password page');
    const before = (await latestEmail(server().dataDir, account.email))?.file ?? null;
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshot(page, '07-forgot-sent');

    const email = await waitForEmail(server().dataDir, account.email, { after: before });
    const link = linkIn(email, '/reset-password');
    expect(link.origin).toBe(server().url);
    expect(link.searchParams.get('token')).toBeTruthy();

    const newPassword = 'river-lotus-77';
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await shows(page, 'Password meets all requirements ✓');
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await screenshot(page, '08-reset-form');
    await expectNoSeriousA11yViolations(page, 'the reset-password page');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await screenshot(page, '09-reset-done');

    // The other device's session is gone: the API says so, and a reload lands on sign-in.
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await other.reload();
    await expectSignInPage(other);

    // The link is single-use.
    const reuse = await page.request.post('/api/auth/reset-password', {
      data: { token: link.searchParams.get('token'), password: 'another-pass-99' },
    });
    expect(reuse.status()).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await expectSignInPage(page);
    await signIn(page, account.email, account.password);
    await shows(page, 'Invalid Credentials');
    await signIn(page, account.email, newPassword);
    await expectHomeShell(page, account.email);
  });
});

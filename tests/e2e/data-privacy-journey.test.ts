// ADR 027: a user finds /data-privacy from Profile, exports a ZIP and finds their data in it,
// withdraws health tips, then deletes the account and can no longer sign in.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../harness/api';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';
import { waitForEmail } from './support/outbox';

const server = useServer();
const pages = usePhonePages('privacy', () => server().url);

async function shows(page: Page, text: string | RegExp): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

describe('data and privacy in Chromium at 390x844', () => {
  it('exports a ZIP with the data, withdraws tips, deletes the account', async () => {
    const me = await pages.signedInPage({
      prefix: 'privacy',
      members: [{ name: 'Dadi', relation: 'mother', dateOfBirth: '1950-02-03' }],
      records: [
        {
          path: '/api/medications',
          body: { name: 'Telmisartan', dosage: '40 mg', notation: '1-0-0' },
        },
        {
          path: '/api/blood-pressure',
          member: 'Dadi',
          body: { systolic: 142, diastolic: 91, measuredAt: '2026-10-01T03:30:00.000Z' },
        },
      ],
    });
    const { page } = me;

    // From Profile, by its link.
    await page.goto('/profile');
    await shows(page, 'Free');
    await screenshot(page, 'data-privacy-00-profile');
    await page.getByRole('link', { name: 'Data and privacy' }).click();
    await page.getByRole('heading', { name: 'Data and privacy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/data-privacy');
    await screenshot(page, 'data-privacy-01-page');
    await expectNoSeriousA11yViolations(page, '/data-privacy');
    await noHorizontalScroll(page, '/data-privacy');

    // Export: one ZIP, with the account's data in its JSON and CSV files.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^medmitra-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(zip['medmitra-data.json']!)) as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(data.account?.[0]?.email).toBe(me.email);
    expect(data.family_members?.map((m) => m.name)).toContain('Dadi');
    expect(data.medicines?.map((m) => m.name)).toEqual(['Telmisartan']);
    expect(data.blood_pressure_readings?.map((r) => r.systolic)).toEqual([142]);
    expect(strFromU8(zip['csv/medicines.csv']!)).toContain('Telmisartan');
    await shows(page, 'Export Ready');

    // Health tips off: the server keeps it at once.
    const tips = page.getByRole('switch', { name: 'Health tips' });
    expect(await tips.getAttribute('aria-checked')).toBe('true');
    await tips.click();
    await expect.poll(() => tips.getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(async () => (await me.api.request('GET', '/api/data-privacy/choices')).body)
      .toEqual({ reminderEmails: true, healthTips: false });

    // Delete: a wrong password is refused, plainly.
    const password = page.getByLabel('Your password', { exact: true });
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await screenshot(page, 'data-privacy-02-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await shows(page, 'Your password is not correct');
    expect((await me.api.request('GET', '/api/auth/user')).status).toBe(200);

    // The right one deletes the account and lands on sign-in.
    await password.fill(me.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    const email = await waitForEmail(server().dataDir, me.email);
    expect(email.subject).toBe('Your MedMitra account has been deleted');
    expect((await me.api.request('GET', '/api/auth/user')).status).toBe(401);

    // And cannot sign in again.
    await page.getByLabel('Email', { exact: true }).fill(me.email);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await shows(page, 'Invalid email or password');
    const fresh = new ApiClient(server().url);
    expect(
      (await fresh.request('POST', '/api/auth/signin', { email: me.email, password: me.password }))
        .status,
    ).toBe(401);
  });
});

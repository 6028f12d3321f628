// Policies (ADR 029): the sign-in screen's policy links, the itemised notice and the explicit
// consent at sign-up, the signed-in policy pages, and a changed policy version asked again at
// the next sign-in. Chromium at 390x844 against the production build.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { POLICY_VERSION } from '@core/policies/version';
import { openPglite } from '@server/db/connect';
import { users } from '@server/db/schema';
import { uniqueEmail } from '../../harness/api';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages } from './support/journey';
import { removeDataDir, startServer, type RunningServer } from '../../harness/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  await removeDataDir(server.dataDir);
});
const pages = usePhonePages('policies', () => server.url);
const PASSWORD = 'neem-chai-2026';

/** The three policy links inside `scope` open their public page in a new tab. */
async function expectPolicyLinks(page: Page, scope: string): Promise<void> {
  const links = await page.locator(`${scope} a[href^="/public-"]`).evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  expect(links).toEqual(
    ['/public-terms-conditions', '/public-privacy-policy', '/public-refund-policy'].map((href) => ({
      href,
      target: '_blank',
      rel: 'noopener noreferrer',
    })),
  );
}

/** The stored consent of `email` (the server is stopped: PGlite has one process). */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>,
) {
  await server.stop();
  const database = await openPglite(join(server.dataDir, 'db'));
  try {
    return await work(database.db);
  } finally {
    await database.close();
    server = await startServer({ dataDir: server.dataDir, port: server.port });
  }
}

describe('policies and consent', () => {
  it('signs up with consent, and is asked again once the policy version has changed', async () => {
    const page = await pages.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expectPolicyLinks(page, 'footer');
    // Each opens its real public page in a new tab, the same text as the signed-in one.
    for (const [href, title, text] of [
      ['/public-terms-conditions', 'Terms and Conditions', 'not medical advice'],
      ['/public-privacy-policy', 'Privacy Policy', 'Data Protection Board of India'],
      ['/public-refund-policy', 'Refund Policy', '₹120'],
    ] as const) {
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator(`footer a[href="${href}"]`).click(),
      ]);
      await tab.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await tab.locator('main').innerText()).toContain(text);
      await tab.close();
    }

    // The notice and the box come with Create Account only; the box starts unticked.
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign up', exact: true, disabled: false }).click();
    await page.getByRole('heading', { name: 'What we collect and why' }).waitFor();
    await expectPolicyLinks(page, 'form');
    const email = uniqueEmail('policies');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const consent = page.getByRole('checkbox', { name: /I am 18 or older/ });
    expect(await consent.isChecked()).toBe(false);
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isEnabled()).toBe(false);
    await consent.check();
    await screenshot(page, 'policies-01-sign-up-consent');
    await expectNoSeriousA11yViolations(page, 'sign-up with the consent notice');
    await create.click();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });

    // The signed-in policies, with their version and date.
    for (const [path, title, text] of [
      ['/terms-conditions', 'Terms & Conditions', 'In an emergency, call 112'],
      ['/privacy-policy', 'Privacy Policy', 'Data Protection Board of India'],
      ['/refund-policy', 'Refund Policy', '₹120 for one year'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(text).first().waitFor();
      await page.getByText(`Version ${POLICY_VERSION} · Last updated`).waitFor();
      await noHorizontalScroll(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
    // The grievance officer: the server's configured contact (here the default).
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: 'grievance@medmitra.in' }).waitFor();
    await screenshot(page, 'policies-02-privacy-390');

    // Sign out, then the policies change (an older accepted version in the database).
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    const before = await withDatabase(async (db) => {
      const [row] = await db
        .update(users)
        .set({ policyVersion: POLICY_VERSION - 1 })
        .where(eq(users.email, email))
        .returning({ acceptedAt: users.policyAcceptedAt });
      return row?.acceptedAt;
    });
    expect(before).toBeInstanceOf(Date);

    // The next sign-in shows only the consent screen until the new version is accepted.
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Our policies have changed' }).waitFor();
    // Modal: the app under it is inert, and Escape does not close it.
    const modal = () => page.evaluate(() => document.querySelector('dialog')?.matches(':modal'));
    expect(await modal()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await modal()).toBe(true);
    await expectPolicyLinks(page, 'dialog');
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    expect(await accept.isEnabled()).toBe(false);
    // A reload asks again: the screen holds until the person answers.
    await page.reload();
    await page.getByRole('heading', { name: 'Our policies have changed' }).waitFor();
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await screenshot(page, 'policies-03-consent-again');
    await expectNoSeriousA11yViolations(page, 'the consent screen');
    await accept.click();
    await page.locator('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();

    // Stored with its version and a new time.
    const after = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', { credentials: 'include' });
      return (
        (await res.json()) as {
          user: { policyVersion: number; policyAcceptedAt: string; policyConsentNeeded: boolean };
        }
      ).user;
    });
    expect(after.policyVersion).toBe(POLICY_VERSION);
    expect(after.policyConsentNeeded).toBe(false);
    expect(new Date(after.policyAcceptedAt).getTime()).toBeGreaterThan(before!.getTime());
  });
});

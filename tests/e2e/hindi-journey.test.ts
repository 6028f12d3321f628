// ADR 026: Hindi chosen on the sign-in page, remembered by the device, given to the
// new account, and switched off again from Profile without a reload. Only the signed-out pages,
// the shell and the language control are translated so far: the rest of the journey is English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../harness/api';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('hindi', () => server().url);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Hindi', () => {
  it('is chosen on the sign-in page, kept by the device and the new account, left in Profile', async () => {
    const page = await pages.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी', disabled: false }).click();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    expect(await htmlLang(page)).toBe('hi-IN');
    await screenshot(page, 'hindi-sign-in-390');
    await expectNoSeriousA11yViolations(page, 'sign-in in Hindi');

    // The next visit starts in Hindi: the English prerendered page is rendered again.
    await page.reload();
    await page.getByRole('heading', { name: 'फिर से स्वागत है' }).waitFor();
    expect(await htmlLang(page)).toBe('hi-IN');

    // Devanagari at 320 px: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'hindi-sign-in-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole('button', { name: 'साइन अप करें', exact: true, disabled: false }).click();
    await page.getByRole('heading', { name: 'खाता बनाएँ' }).waitFor();
    await page.getByLabel('ईमेल', { exact: true }).fill(uniqueEmail('hindi'));
    await page.getByLabel('पासवर्ड', { exact: true }).fill('kite-mango-42');
    await page.getByText('कम से कम 6 अक्षर').waitFor();
    await page.getByText('पासवर्ड सभी शर्तें पूरी करता है ✓').waitFor();
    await page.getByRole('checkbox', { name: /मेरी उम्र 18 साल/ }).check();
    // One request creates the account in Hindi: the sign-up carries the language, no PATCH after.
    const accountRequests: { method: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/(signup|user)$/.test(new URL(request.url()).pathname)) {
        accountRequests.push({ method: request.method(), body: request.postData() });
      }
    });
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();

    // Signed in: the account took the language chosen before it existed.
    const profileLink = page.getByRole('link', { name: 'प्रोफ़ाइल' });
    await profileLink.waitFor({ timeout: 30_000 });
    expect(await htmlLang(page)).toBe('hi-IN');
    const signUps = accountRequests.filter((r) => r.method === 'POST');
    expect(signUps).toHaveLength(1);
    expect(JSON.parse(signUps[0]!.body ?? '{}')).toMatchObject({ language: 'hi' });
    expect(accountRequests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await screenshot(page, 'hindi-home-390');

    // Profile (in Hindi): back to English at once, without a reload.
    await profileLink.click();
    await page.getByRole('button', { name: 'जानकारी बदलें' }).click();
    await page.getByLabel('भाषा').selectOption('en');
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await htmlLang(page)).toBe('en-IN');
    expect(await page.getByRole('link', { name: 'प्रोफ़ाइल' }).count()).toBe(0);
  });
});

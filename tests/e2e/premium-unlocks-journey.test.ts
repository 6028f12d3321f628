// Issue 13, what paying changes: on a server with an ad publisher configured, a free account sees
// the ad slot and its premium notification switches refuse to turn on; after paying on the test
// gateway, the same account sees no ad and the switches turn on and stay on across a reload.
// The ad provider's script is blocked here (no network): the slot itself is the app's part.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { usePhonePages, useServer } from './support/journey';

const PUBLISHER = 'ca-pub-1234567890123456';
const server = useServer(() => Promise.resolve({ env: { ADSENSE_PUBLISHER_ID: PUBLISHER } }));
const pages = usePhonePages('premium-unlocks', () => server().url);

describe('premium unlocks (test gateway, ads configured)', () => {
  it('a free account sees an ad and locked switches; after paying, no ad and the switches turn on', async () => {
    const { page } = await pages.signedInPage({ prefix: 'unlock' });
    const adScripts: string[] = [];
    await page.context().route(/googlesyndication\.com|doubleclick\.net/, (route) => {
      adScripts.push(route.request().url());
      return route.abort();
    });
    await page
      .context()
      .grantPermissions(['notifications'], { origin: new URL(server().url).origin });

    // Free: the ad slot below the page, with the configured publisher, and its script asked for.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    await ad.waitFor({ timeout: 15_000 });
    expect(await ad.locator('ins.adsbygoogle').getAttribute('data-ad-client')).toBe(PUBLISHER);
    await expect.poll(() => adScripts.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // Free: a premium switch refuses to turn on, and says why.
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Notification Settings' });
    const medications = sheet.getByRole('switch', { name: 'Medication Reminders' });
    await medications.waitFor();
    expect(await medications.isEnabled()).toBe(true);
    expect(await medications.getAttribute('aria-checked')).toBe('false');
    await medications.click();
    await page.getByText('Smart notifications are available with MedMitra Premium').waitFor();
    expect(await medications.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'premium-unlocks-01-free-390');
    await page.keyboard.press('Escape');

    // Pay on the test gateway.
    await page.goto('/payment-gateway');
    await page.waitForURL(/\/test-payment\?order=/);
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();

    // Premium: no ad anywhere, and the same switch turns on and stays on.
    const scriptsBefore = adScripts.length;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    await page.getByText('MedMitra Premium is active').waitFor();
    const unlocked = page
      .getByRole('dialog', { name: 'Notification Settings' })
      .getByRole('switch', { name: 'Medication Reminders' });
    // On by default once premium (spec §3), and it turns off and on again.
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('true');
    await unlocked.click();
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('false');
    await unlocked.click();
    await expect.poll(() => unlocked.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByText('Smart notifications are available with MedMitra Premium').count(),
    ).toBe(0);
    await screenshot(page, 'premium-unlocks-02-premium-390');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const afterReload = page
      .getByRole('dialog', { name: 'Notification Settings' })
      .getByRole('switch', { name: 'Medication Reminders' });
    await expect.poll(() => afterReload.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.goto('/medications');
    await page
      .getByRole('heading', { name: /Medications/ })
      .first()
      .waitFor();
    // The after-paint parts (where the ad would mount) have asked what they need.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    expect(adScripts.length).toBe(scriptsBefore);
  });
});

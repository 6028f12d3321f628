// ADR 031: buying Premium on a fresh server with no Razorpay keys (the built-in test gateway).
// Upgrade Now in the notification panel → /subscribe → Pay on /test-payment (labelled a test) →
// /payment-success, verified by the server → Profile shows Premium until the date a year on and
// the payment with its receipt.
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, screenshot } from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('premium', () => server().url);

/** "27 Nov 2027": the period's end day (its UTC date, as the app shows it) a year from today. */
function aYearOn(): string {
  const end = new Date();
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(end);
}

describe('premium journey (test gateway)', () => {
  it('upgrades from the notification panel, pays on /test-payment and shows Premium', async () => {
    const { page } = await pages.signedInPage({ prefix: 'premium' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: /^Notification settings/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Notification Settings' });
    await sheet.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('heading', { name: 'MedMitra Premium', level: 1 }).waitFor();
    expect(await page.getByTestId('plan-price').textContent()).toBe('₹120/year');
    await screenshot(page, 'premium-01-subscribe-390');
    await expectNoSeriousA11yViolations(page, '/subscribe');

    await page.getByRole('link', { name: 'Pay ₹120 and upgrade' }).click();
    await page.waitForURL(/\/test-payment\?order=[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Test payment', level: 1 }).waitFor();
    await page.getByText('No real payment service is set up on this server').waitFor();
    await page.getByText(/^MM-\d{8}-[A-Z0-9]{10}$/).waitFor();
    await screenshot(page, 'premium-02-test-payment-390');
    await expectNoSeriousA11yViolations(page, '/test-payment');

    const [verified] = await Promise.all([
      page.waitForResponse((r) => /\/api\/payments\/orders\/[^/]+\/verify$/.test(r.url())),
      page.getByRole('button', { name: 'Pay (test)' }).click(),
    ]);
    expect(verified.status()).toBe(200);
    await page.waitForURL(/\/payment-success\?order=/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const until = aYearOn();
    await page.getByText(`Premium until ${until}`).waitFor();
    await page.getByText('Test payment: no money moved.').waitFor();
    await screenshot(page, 'premium-03-success-390');
    await expectNoSeriousA11yViolations(page, '/payment-success');

    // What the page says comes from the server: a made-up order id is not a success.
    await page.goto('/payment-success?order=00000000-0000-4000-8000-000000000000');
    await page.getByText('This order was not found.').waitFor();

    await page.goto('/profile');
    await page.getByText(`Premium until ${until}`).waitFor();
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText(/^Receipt MM-\d{8}-[A-Z0-9]{10}$/).waitFor();
    await payments.getByText(/^Payment id pay_test[A-Z0-9]{14}$/).waitFor();
    await payments
      .getByText(/₹120\.00|₹120/)
      .first()
      .waitFor();
    await payments.scrollIntoViewIfNeeded();
    await screenshot(page, 'premium-04-profile-390');

    // The panel now says Premium is active, and Upgrade Now is gone.
    await page.goto('/');
    await page.getByRole('button', { name: /^Notification settings/ }).click();
    await page.getByText('MedMitra Premium is active').waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
  });

  it('Fail on /test-payment gives no Premium and offers another try', async () => {
    const { page } = await pages.signedInPage({ prefix: 'premium-fail' });
    await page.goto('/payment-gateway');
    await page.waitForURL(/\/test-payment\?order=/);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByText('The test payment failed. No Premium was given.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('link', { name: 'Pay ₹120 and upgrade' }).waitFor();
    await page.goto('/profile');
    await page.getByText('Free', { exact: true }).waitFor();
  });

  it('is in Hindi for a Hindi account: the price in hi-IN and the test gateway labelled', async () => {
    const signedIn = await pages.signedInPage({ prefix: 'premium-hi' });
    const saved = await signedIn.api.request('PATCH', '/api/auth/user', { language: 'hi' });
    expect(saved.status).toBe(200);
    const { page } = signedIn;
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'MedMitra प्रीमियम', level: 1 }).waitFor();
    expect(await page.getByTestId('plan-price').textContent()).toBe('₹120/वर्ष');
    await screenshot(page, 'premium-hi-subscribe-390');
    await page.getByRole('link', { name: '₹120 देकर अपग्रेड करें' }).click();
    await page.getByRole('heading', { name: 'टेस्ट भुगतान', level: 1 }).waitFor();
    await page.getByText('इस सर्वर पर कोई असली भुगतान सेवा नहीं जुड़ी है', { exact: false }).waitFor();
    await screenshot(page, 'premium-hi-test-payment-390');
    await expectNoSeriousA11yViolations(page, '/test-payment in Hindi');
  });
});

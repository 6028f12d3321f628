// PRODUCT §8: /help-support. A signed-in user searches the FAQ, opens an answer and sends the
// team a message; the same page in Hindi, searched in Devanagari, at 390 and 320 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  noHorizontalScroll,
  screenshot,
} from '../../harness/browser';
import { usePhonePages, useServer } from './support/journey';

const server = useServer();
const pages = usePhonePages('help', () => server().url);

/** Sends the form and answers what the server stored and what the page sent. */
async function send(page: Page, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/support-messages')),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    status: response.status(),
    sent: response.request().postDataJSON() as Record<string, unknown>,
    stored: (await response.json()) as { id: string; topic: string },
  };
}

describe('help and support', () => {
  it('searches the FAQ, opens an answer, sends a message and sees it confirmed', async () => {
    const { page } = await pages.signedInPage({ prefix: 'help' });
    await page.goto('/help-support');
    await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
    await screenshot(page, 'help-390');

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('IPHONE reminders');
    await page.getByText('1 answer found').waitFor();
    const question = page.getByText('How do I get reminders on an iPhone?');
    await question.click();
    const answer = page.getByText('on iOS 16.4 or later', { exact: false });
    await answer.waitFor();
    expect(await answer.isVisible()).toBe(true);
    await screenshot(page, 'help-answer-390');

    await search.fill('bluetooth printer');
    await page.getByText('No answers match “bluetooth printer”.').waitFor();
    await search.fill('refund');
    await page.getByText('Can I get a refund for Premium?').click();
    await page.getByRole('link', { name: 'refund policy' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/help-support');

    // The form checks before it sends; a signed-in user is not asked for an email.
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please choose a topic').waitFor();
    await page.getByText('Please write at least 10 characters').waitFor();
    expect(await page.getByLabel('Your email (optional)').count()).toBe(0);

    await page.getByLabel('Topic').selectOption({ label: 'Reminders and notifications' });
    await page.getByLabel('Your message').fill('My reminders do not ring on my iPhone.');
    await page.getByText('38 of 2,000 characters').waitFor();
    const { status, sent, stored } = await send(page, 'Send message');
    expect(status).toBe(201);
    expect(sent).toEqual({
      topic: 'reminders',
      message: 'My reminders do not ring on my iPhone.',
      email: null,
    });
    expect(stored.topic).toBe('reminders');
    await page.getByText('Thank you, your message has been sent.').waitFor();
    await page.getByText('We will reply to the email address of your account.').waitFor();
    await screenshot(page, 'help-sent-390');
    await expectNoSeriousA11yViolations(page, '/help-support sent');

    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByRole('button', { name: 'Send another message' }).click();
    await search.fill('');
    await page.getByRole('heading', { name: 'Installing the app' }).waitFor();
    await noHorizontalScroll(page, '/help-support at 320 px');
    await screenshot(page, 'help-320');
    await page.getByLabel('Your message').scrollIntoViewIfNeeded();
    await screenshot(page, 'help-form-320');
  });

  it('is in Hindi for a Hindi account, and searches in Devanagari', async () => {
    const signedIn = await pages.signedInPage({ prefix: 'help-hi' });
    expect((await signedIn.api.request('PATCH', '/api/auth/user', { language: 'hi' })).status).toBe(
      200,
    );
    const { page } = signedIn;
    await page.goto('/help-support');
    await page.getByRole('heading', { name: 'मदद और सहायता', level: 1 }).waitFor();
    await screenshot(page, 'help-hi-390');

    const search = page.getByRole('searchbox', { name: 'सवालों में खोजें' });
    // Typed without the nukta, it still finds आईफ़ोन.
    await search.fill('आईफोन रिमाइंडर');
    await page.getByText('1 जवाब मिला').waitFor();
    await page.getByText('आईफ़ोन (iPhone) पर रिमाइंडर कैसे पाएँ?').click();
    await page.getByText('iOS 16.4 या उसके बाद', { exact: false }).waitFor();
    await screenshot(page, 'help-hi-answer-390');
    await search.fill('ब्लूटूथ');
    await page.getByText('“ब्लूटूथ” से मिलता कोई जवाब नहीं है।').waitFor();

    await page.getByLabel('विषय').selectOption({ label: 'प्रीमियम और भुगतान' });
    await page.getByLabel('आपका संदेश').fill('प्रीमियम के भुगतान के बारे में सवाल है।');
    const { status, sent } = await send(page, 'संदेश भेजें');
    expect(status).toBe(201);
    expect(sent.topic).toBe('premium');
    await page.getByText('धन्यवाद, आपका संदेश भेज दिया गया है।').waitFor();
    await expectNoSeriousA11yViolations(page, '/help-support in Hindi');

    await page.setViewportSize({ width: 320, height: 700 });
    await search.fill('');
    await page.getByRole('heading', { name: 'ऐप इंस्टॉल करना' }).waitFor();
    await noHorizontalScroll(page, '/help-support in Hindi at 320 px');
    await screenshot(page, 'help-hi-320');
    await page.getByRole('button', { name: 'एक और संदेश भेजें' }).click();
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await page.getByText('कृपया विषय चुनें').waitFor();
    await page.getByLabel('आपका संदेश').scrollIntoViewIfNeeded();
    await screenshot(page, 'help-hi-form-320');
  });
});

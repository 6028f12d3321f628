// PRODUCT §8: /help-support in Hindi leaves no English on screen but brand and product names. The
// real page, rendered as the server renders it, the FAQ's content module resolved.
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
import { activate } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { ContactForm } from './contact-form';
import HelpPage from './help-page';

/** Names that stay as they are in Hindi: the brands, the phones and their browsers. */
const ALLOWED = new Set([
  'MedMitra',
  'PharmEasy',
  'Apollo',
  'Pharmacy',
  'Medplus',
  'Mart',
  'Android',
  'iPhone',
  'iOS',
  'Chrome',
  'Safari',
]);

async function render(node: React.ReactNode): Promise<string> {
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <Router ssrPath="/help-support">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </Router>,
  );
  return new Response(prelude).text();
}

describe('/help-support in Hindi', () => {
  afterAll(() => activate('en'));

  it('shows the FAQ and the contact form with no English left', { timeout: 30_000 }, async () => {
    await activate('hi');
    const html = await render(
      <>
        <HelpPage />
        <ContactForm signedIn />
      </>,
    );
    expect(html).toContain('अक्सर पूछे जाने वाले सवाल');
    expect(html).toContain('आईफ़ोन (iPhone) पर रिमाइंडर कैसे पाएँ?');
    expect(html).toContain('₹120');
    // The visitor's form asks for an email; the signed-in one does not.
    expect(html).toContain('आपका ईमेल (ज़रूरी नहीं)');
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('would see English: the same page in English is full of it', async () => {
    await activate('en');
    const html = await render(<HelpPage />);
    expect(html).toContain('How do I get reminders on an iPhone?');
    expect(englishLeft(html, ALLOWED)).toEqual(
      expect.arrayContaining(['Help', 'Support', 'Frequently', 'reminders', 'Topic']),
    );
  });
});

// ADR 029: the signed-in policy pages and the consent screens in Hindi leave no English on
// screen but names and units. Real components and query client; rendered as the server renders
// them, every lazy part resolved.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterAll, describe, expect, it } from 'vitest';
import { englishLeft } from '@web/test-support/english-left';
import { activate } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import ConsentGate from './consent-gate';
import ConsentNotice from './consent-notice';
import { PolicyPage } from './policy-page';
import PolicyRoutePage from './policy-route-page';
import { POLICY_KEPT_WORDS } from './kept-words';

const ALLOWED = new Set([
  ...POLICY_KEPT_WORDS,
  // The configured grievance officer (test data).
  'Asha',
  'Verma',
]);

async function render(node: ReactNode): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/grievance-contact'], {
    name: 'Asha Verma',
    email: 'privacy@example.in',
  });
  const { prelude } = await prerender(
    <Router ssrPath="/privacy-policy">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

const SCREENS: [string, () => ReactNode, string][] = [
  ['/terms-conditions', () => <PolicyPage policy="terms" />, 'आपातकाल में 112 पर कॉल करें'],
  ['/privacy-policy', () => <PolicyRoutePage />, 'भारतीय डेटा संरक्षण बोर्ड'],
  ['/refund-policy', () => <PolicyPage policy="refund" />, '7 दिनों के भीतर पूरा रिफ़ंड'],
  ['the consent notice', () => <ConsentNotice version={null} onChange={() => {}} />, 'सहमत'],
  ['the consent screen', () => <ConsentGate />, 'हमारी नीतियाँ बदल गई हैं'],
];

describe('the policy pages and consent screens in Hindi', () => {
  afterAll(() => activate('en'));

  it.each(SCREENS)('%s shows no English', { timeout: 30_000 }, async (_name, screen, hindi) => {
    await activate('hi');
    const html = await render(screen());
    expect(html).toContain(hindi);
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it('shows the configured grievance officer on the privacy page', async () => {
    await activate('hi');
    const html = await render(<PolicyPage policy="privacy" />);
    expect(html).toContain('Asha Verma');
    expect(html).toContain('mailto:privacy@example.in');
  });

  it('would see English: the same screens in English are full of it', async () => {
    await activate('en');
    const words = englishLeft(await render(<PolicyPage policy="privacy" />), ALLOWED);
    expect(words).toEqual(expect.arrayContaining(['Privacy', 'Policy', 'Grievance']));
    const gate = englishLeft(await render(<ConsentGate />), ALLOWED);
    expect(gate).toEqual(expect.arrayContaining(['Accept', 'continue']));
  });
});

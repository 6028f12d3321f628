// ADR 027: /data-privacy and Profile's parts in Hindi leave no English on screen but brands and
// file formats. Real components, a real query client with the answers the API would give.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account, SessionInfo } from '@core/contract/auth';
import type { Subscription } from '@core/contract/medicines';
import { englishLeft } from '@web/test-support/english-left';
import { AccountSection } from '@web/features/profile/account-section';
import { PasswordSection } from '@web/features/profile/password-section';
import PrivacyHelpLinks from '@web/features/profile/privacy-help-links';
import { SessionsList } from '@web/features/profile/sessions-list';
import { SubscriptionStatus } from '@web/features/profile/subscription-status';
import { activate } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { privacyChoicesKey } from './choices-query';
import DataPrivacyPage from './data-privacy-page';

/** Words that stay as they are in Hindi: the brand, file formats, units, what a user typed. */
const ALLOWED = new Set([
  'MedMitra',
  'ZIP',
  'JSON',
  'CSV',
  'PDF',
  'BP',
  'MB',
  // What the user typed or their device is, the IANA time zone's id, and what Intl's hi-IN
  // gives for times ('10:00 am') and for the zone (IST).
  'Priya',
  'Chrome',
  'Android',
  'Asia',
  'Kolkata',
  'IST',
]);

const account: Account = {
  id: 'u1',
  email: 'priya@example.in',
  username: 'Priya',
  dateOfBirth: '1990-05-01',
  timeZone: 'Asia/Kolkata',
  language: 'hi',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  policyVersion: 1,
  policyAcceptedAt: '2026-01-01T00:00:00.000Z',
  policyConsentNeeded: false,
};

const sessions: SessionInfo[] = [
  {
    id: 's1',
    createdAt: '2026-11-20T04:00:00.000Z',
    lastSeenAt: '2026-11-22T04:00:00.000Z',
    expiresAt: '2026-12-20T04:00:00.000Z',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36',
    ip: null,
    current: true,
  },
];

async function render(node: ReactNode, subscription: Subscription): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(privacyChoicesKey, { reminderEmails: true, healthTips: false });
  queryClient.setQueryData(['/api/subscription'], subscription);
  queryClient.setQueryData(['/api/auth/sessions'], sessions);
  const { prelude } = await prerender(
    <Router ssrPath="/data-privacy">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

const FREE: Subscription = { isSubscribed: false, plan: null, currentPeriodEnd: null };
const PREMIUM: Subscription = {
  isSubscribed: true,
  plan: 'yearly',
  currentPeriodEnd: '2027-11-22T00:00:00.000Z',
};

const dataPrivacy = () => render(<DataPrivacyPage />, FREE);
const profile = (subscription: Subscription) =>
  render(
    <>
      <SubscriptionStatus />
      <AccountSection account={account} />
      <PasswordSection />
      <SessionsList timeZone={account.timeZone} />
      <PrivacyHelpLinks />
    </>,
    subscription,
  );

describe('/data-privacy and Profile in Hindi', () => {
  afterAll(() => activate('en'));

  it('/data-privacy leaves no English', async () => {
    await activate('hi');
    const html = await dataPrivacy();
    expect(html).toContain('मेरा खाता हटाएँ');
    expect(englishLeft(html, ALLOWED)).toEqual([]);
  });

  it("Profile's plan, links and sections leave no English, Free or Premium", async () => {
    await activate('hi');
    for (const plan of [FREE, PREMIUM]) {
      const html = await profile(plan);
      expect(html).toContain('डेटा और प्राइवेसी');
      expect(englishLeft(html, ALLOWED)).toEqual([]);
    }
  });

  it('would see English: the same screens in English are full of it', async () => {
    await activate('en');
    expect(englishLeft(await dataPrivacy(), ALLOWED)).toEqual(
      expect.arrayContaining(['Export', 'Delete', 'Reminder']),
    );
    const html = await profile(PREMIUM);
    expect(html).toContain('Premium until');
    expect(englishLeft(html, ALLOWED)).toEqual(expect.arrayContaining(['Terms', 'Privacy']));
  });
});

// Ads (ADR 033): a premium account renders no ad slot and never asks for the ad
// configuration (so the ad script, which only a rendered slot loads, is never requested); a free
// account gets the slot, with its 90 px reserved (spec §9), and only with a publisher id.
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@core/contract/medicines';
import { activate } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import FreeAccountAd from './free-account-ad';

const PUBLISHER = 'ca-pub-1234567890123456';
const CONFIG_KEY = ['/api/adsense-config'];
const FREE: Subscription = { isSubscribed: false, plan: null, currentPeriodEnd: null };
const PREMIUM: Subscription = {
  isSubscribed: true,
  plan: 'premium-yearly',
  currentPeriodEnd: '2027-11-27T00:00:00.000Z',
};

async function render(opts: {
  subscription?: Subscription;
  publisherId?: string | null;
  path?: string;
}) {
  await activate('en');
  const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
  vi.stubGlobal('fetch', fetchSpy);
  const queryClient = createQueryClient();
  if (opts.subscription) queryClient.setQueryData(['/api/subscription'], opts.subscription);
  if (opts.publisherId !== undefined) {
    queryClient.setQueryData(CONFIG_KEY, { publisherId: opts.publisherId });
  }
  const { prelude } = await prerender(
    <Router ssrPath={opts.path ?? '/'}>
      <QueryClientProvider client={queryClient}>
        <FreeAccountAd />
      </QueryClientProvider>
    </Router>,
  );
  const html = await new Response(prelude).text();
  // Whether anything on the page asked for the ad configuration (a render builds its query).
  const askedForAds = queryClient.getQueryCache().find({ queryKey: CONFIG_KEY }) !== undefined;
  queryClient.clear();
  return { html, askedForAds, fetchSpy };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in ad slot', () => {
  it('is never rendered for a premium account, which never asks for the ad configuration', async () => {
    const asked = await render({ subscription: PREMIUM });
    expect(asked.html).toBe('');
    expect(asked.askedForAds).toBe(false);
    expect(asked.fetchSpy).not.toHaveBeenCalled();
    // Even with a publisher id at hand (from the sign-in page, say), no slot.
    const { html } = await render({ subscription: PREMIUM, publisherId: PUBLISHER });
    expect(html).toBe('');
  });

  it('waits for the plan: nothing while GET /api/subscription has not answered', async () => {
    const { html, askedForAds } = await render({});
    expect(html).toBe('');
    expect(askedForAds).toBe(false);
  });

  it('shows a free account the slot, its 90 px reserved, with the publisher id', async () => {
    expect((await render({ subscription: FREE })).askedForAds).toBe(true);
    const { html } = await render({ subscription: FREE, publisherId: PUBLISHER });
    expect(html).toContain('class="adsbygoogle"');
    expect(html).toContain(`data-ad-client="${PUBLISHER}"`);
    expect(html).toMatch(/min-height:\s*90px/);
    expect(html).toContain('aria-label="Advertisement"');
  });

  it('renders nothing for a free account when no publisher is configured', async () => {
    const { html } = await render({ subscription: FREE, publisherId: null });
    expect(html).not.toContain('adsbygoogle');
    expect(html).not.toContain('Advertisement');
  });

  it('stays off the pages of buying Premium', async () => {
    for (const path of ['/subscribe', '/payment-gateway', '/payment-success', '/test-payment']) {
      const { html, askedForAds } = await render({ subscription: FREE, path });
      expect(html, path).toBe('');
      expect(askedForAds, path).toBe(false);
    }
  });
});

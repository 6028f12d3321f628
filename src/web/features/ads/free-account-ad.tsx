import { useLocation } from 'wouter';
import { useSubscription } from '@web/session/subscription';
import { AdSlot } from './ad-slot';

/** Where no ad goes: the pages of buying Premium. */
const NO_AD_PATHS = /^\/(subscribe|payment-gateway|payment-success|test-payment)(\/|$)/;

/**
 * Spec §2's signed-in ad slot (PRODUCT §7), below the page: only once GET /api/subscription says
 * the account is free. A premium account, or one whose plan is not known yet, renders nothing,
 * so it never asks for the ad configuration and never loads the ad script. The server also
 * answers a premium account's /api/adsense-config with null, and its pages' CSP keeps the ad
 * provider out (ADR 033). The signed-in shell mounts this after the page has shown, outside
 * every route's first load; it appears below everything on the page, so nothing moves.
 */
export default function FreeAccountAd() {
  const [location] = useLocation();
  const excluded = NO_AD_PATHS.test(location);
  const subscription = useSubscription({ enabled: !excluded });
  if (excluded || subscription.data?.isSubscribed !== false) return null;
  return (
    // Drawn over the room the page leaves above the bottom navigation, and leaving it below.
    <div className="-mt-[calc(6rem+env(safe-area-inset-bottom))] px-4 pb-[calc(6rem+env(safe-area-inset-bottom))]">
      <AdSlot />
    </div>
  );
}

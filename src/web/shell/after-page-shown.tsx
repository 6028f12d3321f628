import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAccount } from '@web/session/queries';
import { useInstallState } from '@web/features/install/install-store';
import { isDemo } from '@web/demo/flag';
import { lazy } from '@web/lib/lazy';

/**
 * What the signed-in shell adds once the page has shown (docs/architecture.md's budgets: not in any
 * route's first load): the reminder overlay and its poll, the install offer, the sending of doses
 * taken offline, the consent screen when the policies changed, a free account's ad slot, and in
 * demo mode the Demo badge.
 * app-shell.tsx loads this module when the page is up.
 */

const ReminderOverlay = lazy(() => import('@web/features/doses/reminder-overlay'));
// Only a browser that offers to install gets the install button and banner (and their code).
const InstallPrompt = lazy(() =>
  import('@web/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

// ADR 033: a free account's ad slot, below the page (nothing for a premium account).
const FreeAccountAd = lazy(() => import('@web/features/ads/free-account-ad'));

// ADR 038: demo mode's badge (what the demo is, its outbox, Exit demo).
const DemoBadge = lazy(() => import('@web/demo/demo-badge'));

// ADR 029: the policies changed since this account accepted them (the server says so).
const ConsentGate = lazy(() => import('@web/features/policies/consent-gate'));

function ConsentCheck() {
  return useAccount().data?.user.policyConsentNeeded === true ? <ConsentGate /> : null;
}

function InstallOffer() {
  const { installed, canPrompt } = useInstallState();
  if (installed || !canPrompt) return null;
  return <InstallPrompt />;
}

/**
 * Sends the doses taken offline: now, when the connection returns and every minute (ADR 022).
 * Its code (the queue, IndexedDB) is a chunk of its own.
 */
function DoseSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@web/features/doses/dose-sync')
      .then(({ startDoseSync }) => {
        if (!cancelled) stop = startDoseSync(queryClient);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}

export default function AfterPageShown() {
  // A boundary each: the install prompt's code arriving later must not hide the overlay.
  return (
    <>
      <DoseSync />
      <Suspense fallback={null}>
        <ReminderOverlay />
      </Suspense>
      <Suspense fallback={null}>
        <InstallOffer />
      </Suspense>
      <Suspense fallback={null}>
        <ConsentCheck />
      </Suspense>
      <Suspense fallback={null}>
        <FreeAccountAd />
      </Suspense>
      {isDemo() ? (
        <Suspense fallback={null}>
          <DemoBadge />
        </Suspense>
      ) : null}
    </>
  );
}

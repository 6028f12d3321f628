import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/spinner';
import { useInstallState } from '@web/features/install/install-store';
import { OfflineBanner } from '@web/features/offline/offline-banner';
import { afterPageShown, usePageShown } from '@web/lib/page-shown';
import { BottomNav } from './bottom-nav';

// Its code (and the reminders poll) starts once the page has shown, not inside its first load.
const ReminderOverlay = lazy(() => import('@web/features/reminders/reminder-overlay'));
// Only a browser that offers to install gets the install button and banner (and their code).
const InstallPrompt = lazy(() =>
  import('@web/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

function InstallOffer() {
  const { installed, canPrompt } = useInstallState();
  const pageShown = usePageShown();
  if (installed || !canPrompt || !pageShown) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

/**
 * Sends the doses taken offline: at app start (once the page has shown), when the connection
 * returns and every minute (issue 9 §3). Its code (the queue, IndexedDB) loads after the page,
 * outside the first load.
 */
function useDoseSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    afterPageShown(() => {
      if (cancelled) return;
      import('@web/features/reminders/dose-sync')
        .then(({ startDoseSync }) => {
          if (!cancelled) stop = startDoseSync(queryClient);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}

/** Reminder notification overlay (spec §2, §4), once the page has shown. */
function DeferredReminderOverlay() {
  // Read here, not in AppShell: the moment the page has shown re-renders this alone.
  if (!usePageShown()) return null;
  return (
    <Suspense fallback={null}>
      <ReminderOverlay />
    </Suspense>
  );
}

/** Spec §2: signed-in pages sit in a phone-width column with the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  useDoseSync();
  return (
    <div className="min-h-dvh bg-slate-100">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-slate-50 shadow-sm">
        <OfflineBanner />
        <main className="flex-1 pb-[calc(6rem+env(safe-area-inset-bottom))]">{children}</main>
        <DeferredReminderOverlay />
        <InstallOffer />
        <BottomNav />
      </div>
    </div>
  );
}

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[60dvh] flex-col items-center justify-center gap-3">
      <Spinner className="size-8 text-brand-700" />
      <span className="text-sm text-slate-600">{t`Loading...`}</span>
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useInstallState } from '@web/features/install/install-store';
import { BottomNav } from './bottom-nav';

// Its code (and the reminders poll) starts right after the page, not inside its first load.
const ReminderOverlay = lazy(() => import('@web/features/reminders/reminder-overlay'));
// Only a browser that offers to install gets the install button and banner (and their code).
const InstallPrompt = lazy(() =>
  import('@web/features/install/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

function InstallOffer() {
  const { installed, canPrompt } = useInstallState();
  if (installed || !canPrompt) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

/** Spec §2: signed-in pages sit in a phone-width column with the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-slate-50 shadow-sm">
        <main className="flex-1 pb-[calc(6rem+env(safe-area-inset-bottom))]">{children}</main>
        {/* Reminder notification overlay (spec §2, §4). */}
        <Suspense fallback={null}>
          <ReminderOverlay />
        </Suspense>
        <InstallOffer />
        <BottomNav />
      </div>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[60dvh] flex-col items-center justify-center gap-3">
      <Spinner className="size-8 text-brand-700" />
      <span className="text-sm text-slate-600">Loading...</span>
    </div>
  );
}

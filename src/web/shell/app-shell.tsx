import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { OfflineBanner } from '@web/features/offline/offline-banner';
import { WhenPageShown } from '@web/lib/when-page-shown';
import { BottomNav } from './bottom-nav';
import { LoadBoundary } from '@web/lib/load-boundary';
import { lazy } from '@web/lib/lazy';

// The reminder overlay, the install offer and the sending of doses taken offline: their code
// (and the reminders poll) starts once the page has shown, outside every route's first load.
const AfterPageShown = lazy(() => import('./after-page-shown'));

/** Spec §2: signed-in pages sit in a phone-width column with the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-slate-50 shadow-sm">
        <OfflineBanner />
        <main className="flex-1 pb-[calc(6rem+env(safe-area-inset-bottom))]">{children}</main>
        <WhenPageShown fallback={null}>
          <LoadBoundary quiet>
            <AfterPageShown />
          </LoadBoundary>
        </WhenPageShown>
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

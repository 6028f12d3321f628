import { Suspense, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { HeartPulse, House, Pill, User, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { isTabActive } from '@core/routes/signed-in-frame';
import { cn } from '@web/lib/cn';
import { lazy } from '@web/lib/lazy';
import { LoadBoundary } from '@web/lib/load-boundary';

// The Radix dialog behind the sheet loads on the first tap on Meds, not with every page.
const MedicineOptionsSheet = lazy(() => import('./medicine-options-sheet'));

const itemClasses =
  'flex min-h-16 flex-1 flex-col items-center justify-center gap-1 rounded-xl text-xs font-medium';

function ItemIcon({ icon: Icon, active }: { icon: LucideIcon; active: boolean }) {
  return (
    <span
      className={cn(
        'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
        active && 'bg-brand-100',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function NavLink({ href, label, icon }: { href: string; label: string; icon: LucideIcon }) {
  const [location] = useLocation();
  const active = isTabActive(location, href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(itemClasses, active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900')}
    >
      <ItemIcon icon={icon} active={active} />
      {label}
    </Link>
  );
}

/** Spec §2: Home, Meds (opens the Medicine Options sheet), Health, Family, Profile. */
export function BottomNav() {
  const [location] = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const medsActive = isTabActive(location, '/medications');
  const { t } = useLingui();

  return (
    <>
      <nav
        aria-label={t`Main`}
        className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] border-t border-slate-200 bg-white/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <div className="flex items-stretch">
          <NavLink href="/" label={t`Home`} icon={House} />
          <button
            type="button"
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            className={cn(
              itemClasses,
              medsActive ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <ItemIcon icon={Pill} active={medsActive} />
            <Trans>Meds</Trans>
          </button>
          <NavLink href="/health" label={t`Health`} icon={HeartPulse} />
          <NavLink href="/family" label={t`Family`} icon={Users} />
          <NavLink href="/profile" label={t`Profile`} icon={User} />
        </div>
      </nav>
      {sheetUsed ? (
        <LoadBoundary quiet>
          <Suspense fallback={null}>
            <MedicineOptionsSheet open={sheetOpen} onOpenChange={setSheetOpen} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}

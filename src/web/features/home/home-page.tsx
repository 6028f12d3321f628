import { useLingui as useLanguage } from '@web/lib/i18n/react';
import { Suspense } from 'react';
import { preloadable } from '@web/lib/preloadable';
import { useAccount } from '@web/session/queries';
import { useAuthUser } from '@web/session/auth-store';
import { UserHeader } from '@web/session/user-header';
import { NotificationBell } from './notification-bell';
import { DEFAULT_TIME_ZONE } from '@web/lib/date-format';
import { useClockValue } from '@web/lib/clock';
import { greetingAt } from './greeting';
import { ProgressCard } from './progress-card';
import { useRecentLogs, useRefreshOnReminderChange } from './queries';
import { QuickActions } from './quick-actions';
import { lazy } from '@web/lib/lazy';
import { WhenPageShown } from '@web/lib/when-page-shown';

const HomeLists = preloadable(() => import('./home-lists'));
// Its code (and icons) are not part of Home's first load: start-up with the account in the page
// loads them before the first render (preloadContent); otherwise a placeholder of its size holds
// its place, so the lists below it do not move when it arrives.
const InstallCard = preloadable(async () => ({
  default: (await import('@web/features/install/install-card')).InstallCard,
}));

/** Loads the lists' and install card's code before Home's first render (main.tsx, ADR 025). */
export async function preloadContent(): Promise<void> {
  await Promise.all([HomeLists.preload(), InstallCard.preload()]);
}

/** The install card's place while its code loads. */
function InstallCardPlaceholder() {
  return <div aria-hidden="true" className="h-44 rounded-2xl bg-white ring-1 ring-slate-200" />;
}
// The tips are their own chunk, asked for once Home has shown: last on the page, so nothing
// moves when it loads.
const HealthTipCard = lazy(() => import('./health-tip-card'));

/** Holds the lists' place while their code loads, so nothing jumps. */
function HomeListsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="h-56 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      ))}
    </div>
  );
}

/**
 * Home's start-up requests whose answers only matter to other components: kept out of HomePage,
 * so that each answer re-renders this (nothing) instead of the whole page.
 */
function HomeRequests() {
  useRefreshOnReminderChange();
  // Recent Activity's data is asked for now, not once its code has loaded.
  useRecentLogs();
  return null;
}

/**
 * The lists below the first screen and today's health tip, in the account's time zone (from the
 * session check).
 */
function HomeListsInZone() {
  const timeZone = useAccount().data?.user.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <>
      <Suspense fallback={<HomeListsSkeleton />}>
        <HomeLists timeZone={timeZone} />
      </Suspense>
      <WhenPageShown fallback={null}>
        <HealthTipCard timeZone={timeZone} />
      </WhenPageShown>
    </>
  );
}

/** The greeting in the account's time zone, on the app's one clock. */
function Greeting({ username }: { username: string }) {
  // The greeting is worded in the active language: a language switch renders it again.
  useLanguage();
  const timeZone = useAccount().data?.user.timeZone ?? DEFAULT_TIME_ZONE;
  const greeting = useClockValue((at) => greetingAt(at, timeZone));
  return (
    <p className="truncate text-sm text-slate-600">
      {greeting}, {username}
    </p>
  );
}

/** Spec §2: Home. */
export default function HomePage() {
  const user = useAuthUser();
  if (!user) return null;

  return (
    <div className="space-y-4 px-4 pt-[calc(1.25rem+env(safe-area-inset-top))]">
      <HomeRequests />
      <header className="flex items-center gap-3">
        <img src="/icon.svg" alt="" width="40" height="40" className="size-10 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-slate-900">MedMitra</h1>
          <Greeting username={user.username} />
        </div>
        <NotificationBell />
      </header>

      <UserHeader user={user} />
      <ProgressCard />
      <QuickActions />
      <Suspense fallback={<InstallCardPlaceholder />}>
        <InstallCard />
      </Suspense>
      <HomeListsInZone />
    </div>
  );
}

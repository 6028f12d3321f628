import { Suspense, type ComponentType } from 'react';
import { preloadable, type Preloadable } from '@web/lib/preloadable';
import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadBoundary } from '@web/lib/load-boundary';
import { useFamilyMembers } from '@web/session/members';
import { Loading } from './lazy-load';
import type { Tracker } from './queries';
import { PANEL_ID, TabBar, tabId } from './tab-bar';
import { searchForTab, tabFromSearch, TAB_LOADING, type HealthTab } from './tabs';
import type { TrackerDefinition, TrackerScope } from './tracker-definition';
import { TrackerTab } from './tracker-tab';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A tracker's definition, fetched with its tab, drawn by the TrackerTab that comes with this
 * page (four of the five tabs share it: one download, however many tabs are opened).
 */
function trackerTab<T extends Tracker, V extends TrackerScope<T>>(
  load: () => Promise<{ default: TrackerDefinition<T, V> }>,
): Loader {
  return () =>
    load().then(({ default: definition }) => ({
      default: function Tab() {
        return <TrackerTab definition={definition} />;
      },
    }));
}

/** Each tab's code loads when the tab is first shown (or hovered), never all five at once. */
const LOADERS: Record<HealthTab, Loader> = {
  'blood-pressure': trackerTab(() => import('./blood-pressure/bp-tab')),
  'sugar-levels': trackerTab(() => import('./sugar/sugar-tab')),
  'period-tracker': () =>
    import('@web/features/periods/period-tab').then((m) => ({ default: m.PeriodTab })),
  'weight-height': trackerTab(() => import('./body/body-tab')),
  'eye-sight': trackerTab(() => import('./eye/eye-tab')),
};

const TABS = Object.fromEntries(
  Object.entries(LOADERS).map(([tab, load]) => [tab, preloadable(load)]),
) as Record<HealthTab, Preloadable<object>>;

/** Loads the open tab's code before the page's first render when start-up can wait for it. */
export async function preloadContent(search: string): Promise<void> {
  await TABS[tabFromSearch(search)].preload();
}

function prefetchTab(tab: HealthTab): void {
  LOADERS[tab]().catch(() => undefined);
}

/** Spec §2 /health: five trackers as tabs; ?tab= names the open one. */
export default function HealthPage() {
  const { i18n } = useLingui();
  // Every tab starts from the family list (whose readings to show): asked for with the page's
  // first render, not once the tab's own code has arrived and rendered.
  useFamilyMembers({ silentErrors: true });
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const Tab = TABS[tab];

  return (
    <div className="space-y-4 px-4 pt-[calc(1.5rem+env(safe-area-inset-top))]">
      <header>
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Health</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Track readings for everyone in your family</Trans>
        </p>
      </header>
      <TabBar
        active={tab}
        // Replace, not push: Back leaves /health rather than stepping through the tabs.
        onSelect={(next) => navigate(`/health${searchForTab(search, next)}`, { replace: true })}
        onIntent={prefetchTab}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="space-y-4 focus-visible:outline-offset-4"
      >
        <LoadBoundary key={tab}>
          <Suspense fallback={<Loading label={i18n._(TAB_LOADING[tab])} />}>
            <Tab />
          </Suspense>
        </LoadBoundary>
      </div>
    </div>
  );
}

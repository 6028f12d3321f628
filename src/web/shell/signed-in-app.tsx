import { Suspense, useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { warmDateFormats } from '@web/lib/date-format';
import { adoptPageAnswers } from '@web/lib/page-answers';
import { PageShownMarker, type PageActivity } from '@web/lib/page-shown';
import { AppShell, PageSpinner } from './app-shell';
import { LoadBoundary } from '@web/lib/load-boundary';
import { preloadable } from '@web/lib/preloadable';
import { pageFor, pageLoaders, preloadPage, SIGNED_IN_ROUTES } from './page-loaders';
import { lazy } from '@web/lib/lazy';

// As soon as this chunk runs (it is fetched while the session is checked), ask for the opened
// page and what it loads on mount, all at once rather than as each one renders.
preloadPage(location.pathname, location.search);
warmDateFormats();

const PAGES = Object.fromEntries(
  Object.entries(pageLoaders).map(([page, load]) => [page, preloadable(load)]),
) as { [page in keyof typeof pageLoaders]: ReturnType<typeof preloadable> };
const ROUTES = SIGNED_IN_ROUTES.map(({ path, page }) => ({ path, Page: PAGES[page] }));

/**
 * Loads the page at `path` so that its first render does not suspend (routes.tsx). Used when the
 * server put the account in the page (ADR 025): the family list it put there too, for a page
 * that starts from it, goes into the query cache first, so the page asks for what depends on it
 * with its first render; so do the opened tracker tab's first readings, so it need not ask.
 */
export async function preloadPageAt(
  path: string,
  search: string,
  queryClient: QueryClient,
): Promise<void> {
  adoptPageAnswers(queryClient);
  preloadPage(path, search);
  const page = pageFor(path);
  if (!page) return;
  const [module] = await Promise.all([pageLoaders[page](), PAGES[page].preload()]);
  await module.preloadContent?.(search);
}
// Not-found, or the admin area for an admin at its address (signed-in-fallback.tsx).
const NotFoundPage = lazy(() => import('./signed-in-fallback'));

/**
 * The page has shown once it has committed and its first requests have answered. From its first
 * commit, what it shows is kept on the device (ADR 022: not only once it has shown, which a page
 * left or reloaded sooner never reached).
 */
function PageShown() {
  const client = useQueryClient();
  useEffect(() => {
    import('@web/features/offline/account-cache')
      .then((m) => m.keepAccountCache(client))
      .catch(() => undefined);
  }, [client]);
  const activity = useMemo<PageActivity>(
    () => ({
      busy: () => client.isFetching() > 0,
      subscribe: (listener) => client.getQueryCache().subscribe(listener),
    }),
    [client],
  );
  return <PageShownMarker activity={activity} />;
}

/**
 * Spec §2: signed-in routes. A new page adds its loader and route in page-loaders.ts (one table
 * for this router and for start-up preloading); until then it is not found.
 */
export default function SignedInApp() {
  const [path] = useLocation();
  return (
    <AppShell>
      {/* A page whose code could not load shows a retry in its place; another page starts afresh. */}
      <LoadBoundary key={path}>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            {ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
          <PageShown />
        </Suspense>
      </LoadBoundary>
    </AppShell>
  );
}

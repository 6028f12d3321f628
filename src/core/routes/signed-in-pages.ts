import { matchesRoute } from './route-sets';

/** The signed-in pages (spec §2), by name. */
export type SignedInPageName =
  'home' | 'medications' | 'profile' | 'health' | 'family' | 'member' | 'healthTracking' | 'prices';

/** A module a page asks for as it mounts (src/web/shell/page-loaders.ts loads each). */
export type MountModule =
  | 'features/home/home-lists.tsx'
  | 'features/health/blood-pressure/bp-tab.tsx'
  | 'features/health/blood-pressure/bp-readings.tsx';

export interface SignedInPage {
  /** wouter route pattern. */
  path: string;
  page: SignedInPageName;
  /** The page's source module, relative to src/web (Vite's root, and so the manifest's key). */
  module: string;
  /** The modules the page loads as soon as it mounts, for the URL's query. */
  mount?: (params: URLSearchParams) => readonly MountModule[];
}

/**
 * Spec §2: the signed-in routes in the order the router tries them, and the code each page needs
 * to show its content. The browser starts all of it at once (page-loaders.ts), and the server
 * names it in the page it sends, so the browser fetches it beside the app's entry instead of
 * one chunk after another (src/server/platform/page-preloads.ts).
 */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  {
    path: '/',
    page: 'home',
    module: 'features/home/home-page.tsx',
    mount: () => ['features/home/home-lists.tsx'],
  },
  {
    path: '/medications',
    page: 'medications',
    module: 'features/medications/medications-page.tsx',
  },
  { path: '/profile', page: 'profile', module: 'features/profile/profile-page.tsx' },
  {
    path: '/health',
    page: 'health',
    module: 'features/health/health-page.tsx',
    // Blood pressure is the default tab: the others are asked for when chosen.
    mount: (params) => {
      const tab = params.get('tab');
      return tab === null || tab === 'blood-pressure'
        ? [
            'features/health/blood-pressure/bp-tab.tsx',
            'features/health/blood-pressure/bp-readings.tsx',
          ]
        : [];
    },
  },
  { path: '/family', page: 'family', module: 'features/family/family-page.tsx' },
  { path: '/family/:id', page: 'member', module: 'features/family/member-page.tsx' },
  {
    path: '/health-tracking',
    page: 'healthTracking',
    module: 'features/health-tracking/health-tracking-page.tsx',
  },
  { path: '/prices', page: 'prices', module: 'features/prices/prices-page.tsx' },
];

/** The signed-in page at `path`, as the browser's router picks it, or null (not found). */
export function signedInPageAt(path: string): SignedInPage | null {
  return SIGNED_IN_PAGES.find((route) => matchesRoute(route.path, path)) ?? null;
}

/** Source modules (under src/web) a page at this URL loads at start: the page and its mounts. */
export function startModules(path: string, params: URLSearchParams): string[] {
  const page = signedInPageAt(path);
  return page ? [page.module, ...(page.mount?.(params) ?? [])] : [];
}

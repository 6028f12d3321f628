import { matchesRoute } from '@core/routes/route-sets';

/**
 * The signed-in pages' code, one loader each. SignedInApp renders them lazily; as its chunk
 * starts it asks for the opened page's chunk and the chunks that page loads as it mounts at the
 * same moment, instead of one after the other: on a slow phone network every hop of that chain
 * costs a round trip before anything is painted. (Kept out of the entry: Vite lists each
 * import's dependencies beside it, ~1.4 KB gzip for all the pages.)
 */
export const pageLoaders = {
  home: () => import('@web/features/home/home-page'),
  medications: () => import('@web/features/medications/medications-page'),
  profile: () => import('@web/features/profile/profile-page'),
  health: () => import('@web/features/health/health-page'),
  family: () => import('@web/features/family/family-page'),
  member: () => import('@web/features/family/member-page'),
  healthTracking: () => import('@web/features/health-tracking/health-tracking-page'),
  prices: () => import('@web/features/prices/prices-page'),
};

/** Chunks a page loads as soon as it mounts, by the page. */
const mountChunks: Partial<Record<keyof typeof pageLoaders, (search: string) => unknown[]>> = {
  home: () => [import('@web/features/home/home-lists')],
  health: (search) =>
    // The default tab: the others are asked for when chosen.
    /[?&]tab=(?!blood-pressure)/.test(search)
      ? []
      : [
          import('@web/features/health/blood-pressure/bp-tab'),
          import('@web/features/health/blood-pressure/bp-readings'),
        ],
};

/** Spec §2: the signed-in routes and their pages, in the order the router tries them. */
export const SIGNED_IN_ROUTES: readonly { path: string; page: keyof typeof pageLoaders }[] = [
  { path: '/', page: 'home' },
  { path: '/medications', page: 'medications' },
  { path: '/profile', page: 'profile' },
  { path: '/health', page: 'health' },
  { path: '/family', page: 'family' },
  { path: '/family/:id', page: 'member' },
  { path: '/health-tracking', page: 'healthTracking' },
  { path: '/prices', page: 'prices' },
];

export function pageFor(path: string): keyof typeof pageLoaders | null {
  return SIGNED_IN_ROUTES.find((route) => matchesRoute(route.path, path))?.page ?? null;
}

/** Starts downloading the opened page's code and what it loads on mount; errors surface later. */
export function preloadPage(path: string, search: string): void {
  const page = pageFor(path);
  if (!page) return;
  const pending = [pageLoaders[page](), ...(mountChunks[page]?.(search) ?? [])];
  for (const p of pending) Promise.resolve(p).catch(() => undefined);
}

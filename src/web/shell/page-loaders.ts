import {
  SIGNED_IN_PAGES,
  signedInPageAt,
  type MountModule,
  type SignedInPageName,
} from '@core/routes/signed-in-pages';

/**
 * The signed-in pages' code, one loader each, for the pages of @core/routes/signed-in-pages (the
 * module paths there and the imports here must name the same files: page-loaders.test.ts checks).
 * SignedInApp renders them lazily; as its chunk starts it asks for the opened page's chunk and
 * the chunks that page loads as it mounts at the same moment, instead of one after the other: on
 * a slow phone network every hop of that chain costs a round trip before anything is painted.
 * (Kept out of the entry: Vite lists each import's dependencies beside it.)
 */
export interface PageModule {
  default: React.ComponentType;
  /** Loads what the page's first render would otherwise wait for (its content's lazy parts). */
  preloadContent?: (search: string) => Promise<void>;
}

export const pageLoaders: Record<SignedInPageName, () => Promise<PageModule>> = {
  home: () => import('@web/features/home/home-page'),
  medications: () => import('@web/features/medications/medications-page'),
  profile: () => import('@web/features/profile/profile-page'),
  health: () => import('@web/features/health/health-page'),
  family: () => import('@web/features/family/family-page'),
  member: () => import('@web/features/family/member-page'),
  healthTracking: () => import('@web/features/health-tracking/health-tracking-page'),
  prices: () => import('@web/features/prices/prices-page'),
};

/** The chunks pages ask for as they mount, by source module. */
const mountLoaders: Record<MountModule, () => Promise<unknown>> = {
  'features/home/home-lists.tsx': () => import('@web/features/home/home-lists'),
  'features/health/blood-pressure/bp-tab.tsx': () =>
    import('@web/features/health/blood-pressure/bp-tab'),
  'features/health/blood-pressure/bp-readings.tsx': () =>
    import('@web/features/health/blood-pressure/bp-readings'),
};

/** Spec §2: the signed-in routes and their pages, in the order the router tries them. */
export const SIGNED_IN_ROUTES = SIGNED_IN_PAGES.map(({ path, page }) => ({ path, page }));

export function pageFor(path: string): SignedInPageName | null {
  return signedInPageAt(path)?.page ?? null;
}

/** Starts downloading the opened page's code and what it loads on mount; errors surface later. */
export function preloadPage(path: string, search: string): void {
  const page = signedInPageAt(path);
  if (!page) return;
  const mounts = page.mount?.(new URLSearchParams(search)) ?? [];
  const pending = [pageLoaders[page.page](), ...mounts.map((module) => mountLoaders[module]())];
  for (const p of pending) p.catch(() => undefined);
}

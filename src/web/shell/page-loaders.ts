import {
  opensBloodPressure,
  SIGNED_IN_ROUTES,
  signedInPageAt,
  type SignedInPageName,
} from '@core/routes/signed-in-pages';

export interface PageModule {
  default: React.ComponentType;
  /** Loads what the page's first render would otherwise wait for (its content's lazy parts). */
  preloadContent?: (search: string) => Promise<void>;
}

/**
 * The signed-in pages' code, one loader each (the files @core/routes/page-modules names for the
 * server: page-loaders.test.ts checks). SignedInApp renders them; as its chunk starts it asks for
 * the opened page's chunk and the chunks that page loads as it mounts at the same moment, instead
 * of one after the other: on a slow phone network every hop of that chain costs a round trip.
 */
export const pageLoaders: Record<SignedInPageName, () => Promise<PageModule>> = {
  home: () => import('@web/features/home/home-page'),
  medications: () => import('@web/features/medications/medications-page'),
  profile: () => import('@web/features/profile/profile-page'),
  health: () => import('@web/features/health/health-page'),
  family: () => import('@web/features/family/family-page'),
  member: () => import('@web/features/family/member-page'),
  healthTracking: () => import('@web/features/health-tracking/health-tracking-page'),
  prices: () => import('@web/features/prices/prices-page'),
  // Help, data privacy, the policies and the doctor's report (PRODUCT §8):
  helpSupport: () => import('@web/features/help/help-page'),
  dataPrivacy: () => import('@web/features/data-privacy/data-privacy-page'),
  policy: () => import('@web/features/policies/policy-route-page'),
  report: () => import('@web/features/report/report-page'),
  // The payment pages (ADR 031):
  premium: () => import('@web/features/premium/premium-route-page'),
  // ADR 037's caregiver pages (the invitation and a member's day: one page).
  care: () => import('@web/features/caregivers/care-route-page'),
};

/** The chunks a page asks for as it mounts, by the page. */
const mountChunks: Partial<Record<SignedInPageName, (params: URLSearchParams) => unknown[]>> = {
  home: () => [
    import('@web/features/home/home-lists'),
    import('@web/features/install/install-card'),
  ],
  health: (params) =>
    opensBloodPressure(params) ? [import('@web/features/health/blood-pressure/bp-tab')] : [],
};

export { SIGNED_IN_ROUTES };

export function pageFor(path: string): SignedInPageName | null {
  return signedInPageAt(path);
}

/** Starts downloading the opened page's code and what it loads on mount; errors surface later. */
export function preloadPage(path: string, search: string): void {
  const page = signedInPageAt(path);
  if (!page) return;
  const pending = [
    pageLoaders[page](),
    ...(mountChunks[page]?.(new URLSearchParams(search)) ?? []),
  ];
  for (const p of pending) Promise.resolve(p).catch(() => undefined);
}

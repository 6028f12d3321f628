import { opensBloodPressure, signedInPageAt, type SignedInPageName } from './signed-in-pages';

/**
 * The source modules (relative to src/web: Vite's root, so the build manifest's keys) a signed-in
 * page needs to show its content: its own, then what it loads as it mounts. The server names
 * their chunks in the page it sends (ADR 025, src/server/platform/page-preloads.ts); the browser's
 * loaders (src/web/shell/page-loaders.ts) import the same files, which its test checks. Kept out
 * of the table the browser loads: the browser needs none of these strings.
 */
export const PAGE_MODULES: Record<SignedInPageName, (params: URLSearchParams) => string[]> = {
  home: () => [
    'features/home/home-page.tsx',
    'features/home/home-lists.tsx',
    'features/install/install-card.tsx',
  ],
  medications: () => ['features/medications/medications-page.tsx'],
  profile: () => ['features/profile/profile-page.tsx'],
  health: (params) => [
    'features/health/health-page.tsx',
    // Blood pressure's tab brings its readings display with it.
    ...(opensBloodPressure(params) ? ['features/health/blood-pressure/bp-tab.tsx'] : []),
  ],
  family: () => ['features/family/family-page.tsx'],
  member: () => ['features/family/member-page.tsx'],
  healthTracking: () => ['features/health-tracking/health-tracking-page.tsx'],
  prices: () => ['features/prices/prices-page.tsx'],
  // Help, data privacy, the policies and the doctor's report (PRODUCT §8):
  helpSupport: () => ['features/help/help-page.tsx'],
  dataPrivacy: () => ['features/data-privacy/data-privacy-page.tsx'],
  // The signed-in policies (one page for the three; their text, one chunk per language, is its content).
  policy: () => ['features/policies/policy-route-page.tsx'],
  report: () => ['features/report/report-page.tsx'],
  // ADR 031's payment pages (one page for the four: each loader costs every signed-in route).
  premium: () => ['features/premium/premium-route-page.tsx'],
  // ADR 037's caregiver pages (the invitation and a member's day: one page).
  care: () => ['features/caregivers/care-route-page.tsx'],
};

/** Source modules a page at this URL loads at start: the page and its mounts. */
export function startModules(path: string, params: URLSearchParams): string[] {
  const page = signedInPageAt(path);
  return page ? PAGE_MODULES[page](params) : [];
}

import { matchesRoute } from './route-sets';

/** The signed-in pages (spec §2), by name. */
export type SignedInPageName =
  | 'home'
  | 'medications'
  | 'profile'
  | 'health'
  | 'family'
  | 'member'
  | 'healthTracking'
  | 'prices'
  // Help, data privacy, the policies and the doctor's report (PRODUCT §8):
  | 'helpSupport'
  | 'dataPrivacy'
  | 'policy'
  | 'report'
  // The four payment pages (ADR 031): one page (one chunk and loader).
  | 'premium'
  // ADR 037's caregiver pages (/care/accept and /care/:id): one page.
  | 'care';

/** Spec §2: the signed-in routes (wouter patterns) in the order the router tries them. */
export const SIGNED_IN_ROUTES: readonly { path: string; page: SignedInPageName }[] = [
  { path: '/', page: 'home' },
  { path: '/medications', page: 'medications' },
  { path: '/profile', page: 'profile' },
  { path: '/health', page: 'health' },
  { path: '/family', page: 'family' },
  { path: '/family/:id', page: 'member' },
  { path: '/health-tracking', page: 'healthTracking' },
  { path: '/prices', page: 'prices' },
  // Help, data privacy, the policies and the doctor's report (PRODUCT §8):
  { path: '/help-support', page: 'helpSupport' },
  { path: '/data-privacy', page: 'dataPrivacy' },
  { path: '/terms-conditions', page: 'policy' },
  { path: '/privacy-policy', page: 'policy' },
  { path: '/refund-policy', page: 'policy' },
  { path: '/family/:id/report', page: 'report' },
  // The payment pages (ADR 031):
  { path: '/subscribe', page: 'premium' },
  { path: '/payment-gateway', page: 'premium' },
  { path: '/payment-success', page: 'premium' },
  { path: '/test-payment', page: 'premium' },
  // The caregiver pages (ADR 037): /care/accept (the invitation) and /care/:id (a member's day).
  { path: '/care/:id', page: 'care' },
];

/** The signed-in page at `path`, as the browser's router picks it, or null (not found). */
export function signedInPageAt(path: string): SignedInPageName | null {
  return SIGNED_IN_ROUTES.find((route) => matchesRoute(route.path, path))?.page ?? null;
}

/** Blood pressure is /health's default tab: its code comes with the page, the others' when chosen. */
export function opensBloodPressure(params: URLSearchParams): boolean {
  const tab = params.get('tab');
  return tab === null || tab === 'blood-pressure';
}

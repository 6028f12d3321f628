/** Spec §2: paths that show a public page whatever the login state. */
export const PUBLIC_PATHS: readonly string[] = [
  '/public-terms-conditions',
  '/public-privacy-policy',
  '/public-refund-policy',
  '/medicine-reminder',
  '/period-tracker',
  '/period-tracking-guide',
  '/eye-sight-tracker',
  '/weight-loss-tracker',
  '/diabetes-tracker',
];

/** Spec §2: old tracker paths that now open a tab of /health, by full page reload. */
export const HEALTH_REDIRECTS: Readonly<Record<string, string>> = {
  '/blood-pressure': '/health?tab=blood-pressure',
  '/sugar-levels': '/health?tab=sugar-levels',
  '/period-tracker': '/health?tab=period-tracker',
};

export type Branch = 'public' | 'app';

/**
 * Which route set a path belongs to. /period-tracker is both a public page and a signed-in
 * redirect in the spec: a visitor sees the public page, a signed-in user goes to the tracker.
 */
export function branchFor(path: string, signedIn: boolean): Branch {
  if (signedIn && path === '/period-tracker') return 'app';
  if (path.startsWith('/public-') || PUBLIC_PATHS.includes(path)) return 'public';
  return 'app';
}

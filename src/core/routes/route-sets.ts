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

/**
 * A path as wouter's route patterns (regexparam) compare it: any letter case, one optional
 * trailing slash. Code that must choose what the browser router will choose compares this.
 */
export function routeKey(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

/** Whether `path` matches a route pattern such as '/family/:id', as the router matches it. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = routeKey(pattern).split('/');
  const got = routeKey(path).split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]))
  );
}

import { signedInPageAt, type SignedInPageName } from './signed-in-pages';

/**
 * The signed-in pages whose first render asks for the family list (GET /api/family-members):
 * /health's tabs (whose readings to show), /family and a member's page, /medications' member
 * filter, and /health-tracking. The server puts the list in the page it sends them (ADR 025), so
 * they ask for what depends on it at once. Home, /profile and /prices do not use it at start.
 */
export const FAMILY_AT_START: ReadonlySet<SignedInPageName> = new Set<SignedInPageName>([
  'health',
  'family',
  'member',
  'medications',
  'healthTracking',
]);

/** Whether the signed-in page at `path` starts from the family list. */
export function startsFromFamily(path: string): boolean {
  const page = signedInPageAt(path);
  return page !== null && FAMILY_AT_START.has(page);
}

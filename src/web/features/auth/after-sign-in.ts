/**
 * Spec §2: Home after signing in or up, except on a caregiver invitation's page (ADR 037,
 * CAREGIVER_ACCEPT_PATH: the literal keeps zod out of this chunk), which opens with its token.
 */
export function afterSignInPath(path: string, search: string): string {
  const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return key.toLowerCase() === '/care/accept' ? `${path}${search}` : '/';
}

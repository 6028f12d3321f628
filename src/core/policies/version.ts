/**
 * The one version of the three policies (terms, privacy, refund). Raise it whenever their text
 * changes in a way a user must agree to again: every account that accepted an older version is
 * asked again at its next sign-in or page load (ADR 029). Set POLICY_LAST_UPDATED with it.
 */
export const POLICY_VERSION = 1;

/** The day the policies' text last changed (shown on each policy page). */
export const POLICY_LAST_UPDATED = '2026-11-25';

/**
 * Whether an account that accepted `accepted` (null: never) must accept the policies again
 * before using the app. A version newer than ours (a rolled-back server) counts as accepted.
 */
export function needsPolicyConsent(accepted: number | null, current = POLICY_VERSION): boolean {
  return accepted === null || accepted < current;
}

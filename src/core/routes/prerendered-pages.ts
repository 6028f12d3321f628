import { isResetToken } from '../contract/auth-rules';
import { branchFor, routeKey } from './route-sets';

/**
 * A page rendered to HTML at build time (scripts/build/prerender.mjs) as a first-time signed-out
 * visitor sees it, and served by the server for such a visitor's navigation (ADR 020).
 */
export interface PrerenderedPage {
  /** File name under dist/web/prerendered/. */
  file: string;
  /** The URL it is rendered at: path and query. */
  url: string;
}

/** A reset token of the right shape: the markup does not contain the token itself. */
const SAMPLE_RESET_TOKEN = 'prerendered-reset-token-0000';

const SIGN_IN: PrerenderedPage = { file: 'sign-in.html', url: '/' };
const FORGOT_PASSWORD: PrerenderedPage = { file: 'forgot-password.html', url: '/forgot-password' };
// The reset page shows its form or, for a link without a usable token, a warning: two pages.
const RESET_PASSWORD: PrerenderedPage = {
  file: 'reset-password.html',
  url: `/reset-password?token=${SAMPLE_RESET_TOKEN}`,
};
const RESET_LINK_INCOMPLETE: PrerenderedPage = {
  file: 'reset-password-incomplete.html',
  url: '/reset-password',
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  SIGN_IN,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  RESET_LINK_INCOMPLETE,
];

export type SignedOutPage = 'sign-in' | 'forgot-password' | 'reset-password';

/**
 * Spec §2: the page a signed-out visitor sees at an app path. wouter's route patterns
 * (regexparam) match case-insensitively with one optional trailing slash: the choice here must be
 * the browser router's, or the prerendered page would not be the one the app hydrates.
 */
export function signedOutPageAt(path: string): SignedOutPage {
  const key = routeKey(path);
  if (key === '/forgot-password') return 'forgot-password';
  if (key === '/reset-password') return 'reset-password';
  return 'sign-in';
}

/**
 * The prerendered page for a navigation by a visitor with no session, or null for the plain
 * shell. Signed-out routes (spec §2): the password pages, and the sign-in page for every other
 * app path. Public paths are the static public site's (ADR 028, `public-site.ts`): none here.
 */
export function prerenderedPageFor(path: string, search: URLSearchParams): PrerenderedPage | null {
  if (branchFor(path, false) === 'public') return null;
  switch (signedOutPageAt(path)) {
    case 'forgot-password':
      return FORGOT_PASSWORD;
    case 'reset-password':
      return isResetToken(search.get('token')) ? RESET_PASSWORD : RESET_LINK_INCOMPLETE;
    case 'sign-in':
      return SIGN_IN;
  }
}

import { PAGE_MODULES, startModules } from './page-modules';
import { signedOutPageAt, type SignedOutPage } from './prerendered-pages';
import type { SignedInPageName } from './signed-in-pages';

/** The route sets' modules (relative to src/web): every page of a set loads its shell first. */
export const SIGNED_IN_SHELL = 'shell/signed-in-app.tsx';
export const SIGNED_OUT_SHELL = 'shell/signed-out-app.tsx';

const SIGNED_OUT_PAGES: Record<SignedOutPage, string> = {
  'sign-in': 'features/auth/sign-in-page.tsx',
  'forgot-password': 'features/auth/forgot-password-page.tsx',
  'reset-password': 'features/auth/reset-password-page.tsx',
};

/**
 * What the first render of a page at this URL draws, as the source modules whose catalogue parts
 * it needs: the page (its part carries its route set's shell's messages too), then what the page
 * loads as it mounts. In a language other than English the app loads only these parts before that
 * render (ADR 026); the rest of the catalogue follows once the page is up. Empty for a page with
 * no start list (public pages, not found): those wait for the whole catalogue.
 */
export function firstRenderModules(path: string, params: URLSearchParams, signedIn: boolean) {
  return signedIn ? startModules(path, params) : [SIGNED_OUT_PAGES[signedOutPageAt(path)]];
}

/**
 * A module whose messages come as one part: those of its code and of `with` (a page's shell),
 * less those of `before` (for what a page mounts: its shell and the page), which the same first
 * render loads in another part. A part with nothing before it carries the entry's messages too.
 */
export interface StartPart {
  module: string;
  with: string[];
  before: string[];
}

/**
 * Every part the build makes (scripts/build/vite-start-catalogues.mjs): each page with its shell's
 * messages (and the entry's), each thing a page loads as it mounts after its page.
 */
export function startParts(): StartPart[] {
  const parts: StartPart[] = Object.values(SIGNED_OUT_PAGES).map((page) => ({
    module: page,
    with: [SIGNED_OUT_SHELL],
    before: [],
  }));
  // A page's default view loads every module it can mount at start (/health: blood pressure).
  for (const name of Object.keys(PAGE_MODULES) as SignedInPageName[]) {
    const [page = '', ...mounts] = PAGE_MODULES[name](new URLSearchParams());
    parts.push({ module: page, with: [SIGNED_IN_SHELL], before: [] });
    for (const mount of mounts)
      parts.push({ module: mount, with: [], before: [SIGNED_IN_SHELL, page] });
  }
  return parts;
}

/** The build manifest's key of a language's part for a module (scripts/build/vite-start-catalogues.mjs). */
export function partKey(locale: string, module: string): string {
  return `locales/${locale}/start/${module}.js`;
}

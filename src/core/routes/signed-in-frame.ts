/**
 * The signed-in pages' frame (the phone-width column and the bottom navigation) as HTML, made at
 * build time for each language and each tab (scripts/build/prerender.mjs), which the server puts in a
 * signed-in navigation's #root (ADR 039). The phone paints the frame as soon as the HTML and the
 * CSS are in, not a blank screen until the app's code has run; the app's first render replaces it.
 */

/** The bottom navigation's tabs (spec §2): Home, Meds, Health, Family, Profile. */
export const NAV_TABS = ['/', '/medications', '/health', '/family', '/profile'] as const;
export type NavTab = (typeof NAV_TABS)[number];

/** Whether the tab at `href` is the one `location` is in: Home only at /, others with their pages. */
export function isTabActive(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/** The tab `path` is in, or 'none' (the admin area, a page the navigation does not name). */
export function frameTabFor(path: string): NavTab | 'none' {
  return NAV_TABS.find((tab) => isTabActive(path, tab)) ?? 'none';
}

/** The frames, by language and then by tab, as the build writes them. */
export type SignedInFrames = Record<string, Partial<Record<NavTab | 'none', string>>>;

export const SIGNED_IN_FRAMES_FILE = 'signed-in-frames.json';

// The build's server-side entry (scripts/build/prerender.mjs bundles it with Vite for Node): renders
// a page as a first-time signed-out visitor's browser first renders it, for hydrateRoot (ADR 020).
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { markSignedOut } from '@web/session/queries';
import { activate } from '@web/lib/i18n/i18n';
import type { Language } from '@core/i18n/languages';
import { createQueryClient } from '@web/lib/query-client';
import { AppShell } from '@web/shell/app-shell';
import { AppRoot } from '../app-root';
import { preloadSignedOut } from '../routes';

export { PRERENDERED_PAGES } from '@core/routes/prerendered-pages';
export { MESSAGES_BLOCK_ID } from '@core/routes/account-block';
export { firstRenderModules, partKey } from '@core/routes/start-modules';
export { NAV_TABS, SIGNED_IN_FRAMES_FILE } from '@core/routes/signed-in-frame';
export { LANGUAGES } from '@core/i18n/languages';

/** The markup of #root at `url` (path and query), with every lazy part resolved. */
export async function renderPage(url: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  // As in main.tsx: no session (the server sends these pages only without a session cookie).
  markSignedOut(queryClient);
  // The same components the browser renders after its own preload: the same markup.
  await preloadSignedOut(pathname);
  // The browser hydrates the sign-in form without the parts below it (their own chunk); the
  // prerendered page shows them all the same.
  await (await import('@web/features/auth/sign-in-page')).preloadBelowForm();
  const { prelude } = await prerender(
    <Router ssrPath={`${pathname}${search}`}>
      <AppRoot queryClient={queryClient} />
    </Router>,
    // Every Suspense boundary's content in place: React otherwise moves a large one out of line,
    // to be put back by an inline script, which the CSP would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

/**
 * The signed-in pages' frame (the column and the bottom navigation, `tab` active) in `locale`,
 * with no page in it, for a signed-in navigation's #root (ADR 039). The browser does not hydrate
 * it: the app's first render replaces it.
 */
export async function renderSignedInFrame(tab: string, locale: Language): Promise<string> {
  await activate(locale);
  const { prelude } = await prerender(
    <Router ssrPath={tab}>
      <AppShell>{null}</AppShell>
    </Router>,
  );
  return new Response(prelude).text();
}

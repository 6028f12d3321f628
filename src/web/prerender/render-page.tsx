// The build's server-side entry (scripts/prerender.mjs bundles it with Vite for Node): renders
// a page as a first-time signed-out visitor's browser first renders it, for hydrateRoot (ADR 020).
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { markSignedOut } from '@web/features/auth/queries';
import { createQueryClient } from '@web/lib/query-client';
import { AppRoot } from '../app-root';
import { preloadSignedOut } from '../routes';

export { PRERENDERED_PAGES } from '@core/routes/prerendered-pages';

/** The markup of #root at `url` (path and query), with every lazy part resolved. */
export async function renderPage(url: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  // As in main.tsx: no session (the server sends these pages only without a session cookie).
  markSignedOut(queryClient);
  // The same components the browser renders after its own preload: the same markup.
  await preloadSignedOut(pathname);
  const { prelude } = await prerender(
    <Router ssrPath={`${pathname}${search}`}>
      <AppRoot queryClient={queryClient} />
    </Router>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

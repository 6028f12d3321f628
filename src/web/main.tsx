import type { ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { forgetAuthUser, getAuthUser } from '@web/features/auth/auth-store';
import { adoptAccountFromPage, markSignedOut } from '@web/features/auth/queries';
import { keepAccountCache } from '@web/features/offline/account-cache';
import { startInstallCapture } from '@web/features/install/install-store';
import { initOnlineState } from '@web/lib/online-state';
import { afterPageShown, startPageShownFallback } from '@web/lib/page-shown';
import { createQueryClient } from '@web/lib/query-client';
import { registerServiceWorker } from '@web/lib/register-sw';
import { AppRoot } from './app-root';
import { preloadSignedIn, preloadSignedOut, prefetchLikelyRoutes } from './routes';
import './styles.css';

startInstallCapture();

initOnlineState();
const queryClient = createQueryClient({ onUnauthorized: forgetAuthUser });
const accountInPage = adoptAccountFromPage(queryClient);
startPageShownFallback();
// The signed-in account's saved answers come back once the page has shown (their code loads
// lazily, outside every route's first load): online, the page's own requests come first; offline,
// the restore follows the page's first paint at once.
afterPageShown(() => keepAccountCache(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * A prerendered page that React had to render again in the browser: a bug in the prerender (it
 * drew something the browser's first render does not). The page still works, so it is logged,
 * with the component stack in development; the e2e tests fail on it.
 */
function reportHydrationMismatch(error: unknown, info: ErrorInfo): void {
  if (import.meta.env.DEV)
    console.error('Hydration did not match the prerendered page', error, info);
  else console.error(`Hydration did not match the prerendered page: ${String(error)}`);
}

/**
 * Hydrates with the page's code already here, so that nothing suspends and the prerendered page
 * stays on screen until it answers. Should the chunk fail, React keeps the server's HTML. (Not a
 * top-level await: chunks that import the entry would wait on it, and the bundler splits the
 * entry into many small chunks to avoid that.)
 */
async function hydratePrerendered(container: HTMLElement): Promise<void> {
  markSignedOut(queryClient);
  await preloadSignedOut(window.location.pathname).catch(() => undefined);
  hydrateRoot(container, <AppRoot queryClient={queryClient} />, {
    onRecoverableError: reportHydrationMismatch,
  });
}

/**
 * The server said who is signed in (ADR 025): the page's code was named in the HTML and is
 * arriving; the first render waits for it and shows the page, not a spinner first.
 */
async function renderSignedIn(container: HTMLElement): Promise<void> {
  await preloadSignedIn(window.location.pathname, window.location.search).catch(() => undefined);
  createRoot(container).render(<AppRoot queryClient={queryClient} />);
}

// The server sends prerendered HTML only to a navigation without a session cookie (ADR 020). A
// stored user (signed in on a device whose cookie is gone, or demo mode) renders from scratch.
if (root.firstElementChild && !getAuthUser()) {
  void hydratePrerendered(root);
} else if (accountInPage) {
  void renderSignedIn(root);
} else {
  prefetchLikelyRoutes();
  createRoot(root).render(<AppRoot queryClient={queryClient} />);
}

afterPageShown(registerServiceWorker);

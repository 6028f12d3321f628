import { startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { forgetAuthUser, getAuthUser, storedUserId } from '@web/session/auth-store';
import { adoptAccountFromPage, markSignedOut } from '@web/session/queries';
import { startInstallCapture } from '@web/features/install/install-capture';
import { plugApi } from '@web/lib/api';
import { wholeCatalogue } from '@web/lib/i18n/i18n';
import { deviceLocale } from '@web/lib/i18n/locale';
import { initOnlineState } from '@web/lib/online-state';
import { afterPageShown, startPageShownFallback } from '@web/lib/page-shown';
import { createQueryClient } from '@web/lib/query-client';
import { safeStorage } from '@web/lib/safe-storage';
import { AppRoot } from './app-root';
import { preloadSignedOut, prefetchLikelyRoutes } from './routes';
import { preloadSignedIn } from './shell/signed-in-loader';
import './styles.css';

startInstallCapture();

// The API client learns who is signed in from the session; in demo mode (ADR 038) it sends every
// request to the API in this page: demo/demo.ts, a chunk loaded only then. The demo's flag
// (demo/flag.ts isDemo) is written out: this file is in every page's first load.
plugApi(
  storedUserId,
  () => !!safeStorage().getItem('mm_demo'),
  (input, init) => import('@web/demo/demo').then((demo) => demo.f(input, init)),
);

initOnlineState();
const queryClient = createQueryClient({ onUnauthorized: forgetAuthUser });
// The account the server put in the page for a live session (ADR 025), or null.
const accountInPage = adoptAccountFromPage(queryClient);
// Signed in, the account's language (ADR 026): it matters once the account has answered, so its
// code loads beside the page's rather than before it.
// With the account in the page its language is known already: the follower (for a change made
// later, in Profile) loads once the page is up, not among the requests before its first paint.
/**
 * Runs a part that downloads its code after the page is up; a download the lost signal stopped
 * is tried again when the connection returns, not left as an unhandled rejection.
 */
const loadPart = (start: () => Promise<unknown>): void =>
  void start().catch(() => addEventListener('online', () => loadPart(start), { once: true }));
const followLanguage = () =>
  loadPart(() =>
    import('@web/features/auth/follow-account-language').then((m) =>
      m.followAccountLanguage(queryClient),
    ),
  );
if (accountInPage) afterPageShown(followLanguage);
else followLanguage();
startPageShownFallback();
// The offline copy of the account's answers (ADR 022) starts with the signed-in page's first
// render and the signed-out one's (shell/signed-in-app.tsx, signed-out-app.tsx): not here, where
// every route would carry its loader.

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

function renderFromScratch(container: HTMLElement): void {
  prefetchLikelyRoutes();
  createRoot(container).render(<AppRoot queryClient={queryClient} />);
}

/**
 * The server said who is signed in (ADR 025): the page's code was named in the HTML and is
 * arriving; the first render waits for it (and for the account's language) and shows the page,
 * not a spinner first, which asks for its data at once: the family list, when the page carries
 * it, is in the query cache by then (preloadPageAt).
 */
async function renderSignedIn(container: HTMLElement, language: Promise<unknown>): Promise<void> {
  await Promise.all([
    preloadSignedIn(window.location.pathname, window.location.search, queryClient).catch(
      () => undefined,
    ),
    language,
  ]);
  // In a transition: React renders the page in slices, yielding to the browser, rather than in one
  // long task (on a 4x-slowed phone CPU ~150 ms after the first paint's frame, Lighthouse TBT). The
  // page's code is in (above), so nothing suspends and the first paint is the page.
  const root = createRoot(container);
  startTransition(() => root.render(<AppRoot queryClient={queryClient} />));
}

// The language (ADR 026): the signed-in account's when the server named it, else the device's.
// English is in the code and shows at once; in another language the messages of what the first
// render draws load first (English if they cannot), the whole catalogue once the page is up. The
// prerendered pages are English: in another language they are rendered again, not hydrated.
const locale = accountInPage?.user.language ?? deviceLocale();
const language =
  locale === 'en'
    ? Promise.resolve()
    : import('@web/lib/i18n/first-render')
        .then((m) => m.activateForFirstRender(locale))
        .catch(() => undefined);
if (locale !== 'en') afterPageShown(() => void wholeCatalogue());

// The server sends prerendered HTML only to a navigation without a session cookie (ADR 020). A
// stored user (signed in on a device whose cookie is gone, or demo mode) renders from scratch.
const prerendered = root.firstElementChild !== null && !getAuthUser();
if (accountInPage) {
  void renderSignedIn(root, language);
} else if (locale === 'en') {
  if (prerendered) void hydratePrerendered(root);
  else renderFromScratch(root);
} else {
  // The English page stays on screen until the catalogue is in, then is replaced.
  if (prerendered) markSignedOut(queryClient);
  void language.then(() => renderFromScratch(root));
}

afterPageShown(() => {
  // `m.name`, not a destructured import: Vite spells that out at length in every route's first load.
  loadPart(() => import('@web/shell/service-worker').then((m) => m.startServiceWorker()));
});

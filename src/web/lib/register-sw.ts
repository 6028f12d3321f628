import { ASSET_CACHE, ASSET_LIST, fillAssetCache } from './offline-assets';

/** Where vite-plugin-pwa writes the web app manifest. */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Names the web app manifest, which the build leaves out of index.html (vite.config.ts): a
 * browser fetches it and an icon as soon as it is named, and on a slow connection those compete
 * with the page's own code before the first paint. Chrome notices a manifest link added later
 * and offers to install from it then.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

/**
 * Fills the service worker's cache of the app's code (ADR 022): its install precaches
 * only the shell, so that it controls the app within moments of the first visit; every chunk
 * follows here, in the background, the ones this page already loaded first.
 */
async function keepAppCode(): Promise<void> {
  if (!('caches' in window)) return;
  const answer = await fetch(ASSET_LIST, { cache: 'no-cache' });
  if (!answer.ok) return;
  const paths = (await answer.json()) as string[];
  const loaded = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  await fillAssetCache(await caches.open(ASSET_CACHE), paths, loaded);
}

/**
 * Registers the Workbox service worker built by vite-plugin-pwa (autoUpdate). It is loaded
 * after the page, from a bundled file: the CSP allows no inline scripts. `syncPush` runs once it
 * is registered: every app open re-sends this device's push subscription (ADR 032), as
 * browsers drop them (the app hands it down: lib/ imports no feature).
 */
export function registerServiceWorker(syncPush: () => Promise<unknown>): void {
  if (!import.meta.env.PROD) return;
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        void keepAppCode().catch(() => undefined);
        return registerSW({ immediate: true });
      })
      .then(syncPush)
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

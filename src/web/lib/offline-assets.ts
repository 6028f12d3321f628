/**
 * The app's code and styles kept on the device for offline use (ADR 022): the service
 * worker serves them from this cache (vite.config.ts), the page fills it (register-sw.ts) from the
 * list the build writes. Read by vite.config.ts too: no browser-only code here.
 */
export const ASSET_CACHE = 'medmitra-assets';

/** The build's list of every file under /assets/ an offline app may need, as paths. */
export const ASSET_LIST = '/offline-assets.json';

/** How many files are fetched at once while the cache is filled: the page's own requests first. */
const AT_ONCE = 4;

/**
 * Puts every file of `paths` that `cache` lacks into it, the ones this page has loaded first (the
 * browser's HTTP cache has them: no download), and removes files of older builds.
 */
export async function fillAssetCache(
  cache: Cache,
  paths: string[],
  loaded: ReadonlySet<string>,
): Promise<void> {
  const wanted = new Set(paths);
  const have = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (wanted.has(path)) have.add(path);
    else await cache.delete(request);
  }
  const missing = paths
    .filter((path) => !have.has(path))
    .sort((a, b) => Number(loaded.has(b)) - Number(loaded.has(a)));
  const next = async (): Promise<void> => {
    for (let path = missing.shift(); path; path = missing.shift()) {
      // One file that cannot be fetched now is asked for again on the next start.
      await cache.add(path).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startModules } from '@core/routes/page-modules';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The signed-in route set's module: every signed-in page loads it first. */
const SIGNED_IN_SHELL = 'shell/signed-in-app.tsx';

/**
 * The script files a signed-in page needs to show its content, for `<link rel=modulepreload>` in
 * the page the server sends: the entry's imports, the signed-in shell, the page and what it loads
 * as it mounts, each with its static imports. Without them the browser finds each chunk only
 * once the one that imports it has run: on a slow phone network, a round trip per hop before
 * anything is painted (issue 9 §2). The entry itself is the page's own script tag. A build
 * without a manifest (or an unknown path) gets none: the app still loads, one chunk after another.
 */
export function pagePreloads(webDir: string): (path: string, params: URLSearchParams) => string[] {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
  };
  const known = new Map<string, string[]>();
  return (path, params) => {
    const modules = startModules(path, params);
    if (modules.length === 0) return [];
    const cacheKey = modules.join(' ');
    let files = known.get(cacheKey);
    if (!files) {
      const keys = new Set<string>();
      for (const key of [SIGNED_IN_SHELL, ...modules]) closure(key, keys);
      if (entryKey) keys.delete(entryKey);
      files = [...keys].map((key) => `/${manifest[key]?.file ?? ''}`);
      known.set(cacheKey, files);
    }
    return files;
  };
}

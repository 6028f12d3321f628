import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startModules } from '@core/routes/page-modules';
import { firstRenderModules, partKey } from '@core/routes/start-modules';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The module that loads a language's first-render parts (ADR 026). */
const FIRST_RENDER = 'lib/i18n/first-render.ts';

/** The signed-in route set's module: every signed-in page loads it first. */
const SIGNED_IN_SHELL = 'shell/signed-in-app.tsx';

/**
 * The script files a signed-in page needs to show its content, for `<link rel=modulepreload>` in
 * the page the server sends: the entry's imports, the signed-in shell, the page and what it loads
 * as it mounts, each with its static imports. Without them the browser finds each chunk only
 * once the one that imports it has run: on a slow phone network, a round trip per hop before
 * anything is painted (ADR 025). The entry itself is the page's own script tag. A build
 * without a manifest (or an unknown path) gets none: the app still loads, one chunk after another.
 */
export function pagePreloads(webDir: string): (path: string, params: URLSearchParams) => string[] {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const entryKey = manifestEntry(manifest);
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

/** The app's entry: index.html's script (the catalogue parts are entries of the build too). */
function manifestEntry(manifest: Manifest): string | undefined {
  return manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
}

/** A language's first-render catalogue parts for a page (ADR 026). */
export interface MessageParts {
  /** The parts, for the page's data block. */
  parts: string[];
  /** The parts and the code that loads them, for modulepreload. */
  preloads: string[];
}

const NO_PARTS: MessageParts = { parts: [], preloads: [] };

/**
 * The script files of a language's catalogue parts that the first render of a signed-in page at
 * this URL needs (ADR 026): the server names them in the page, and the app loads them instead of
 * the whole catalogue before that render. None for English (it is in the code), an unknown path
 * or a build without them: the app then loads the whole catalogue.
 */
export function messageParts(
  webDir: string,
): (path: string, params: URLSearchParams, locale: string) => MessageParts {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => NO_PARTS;
  }
  const loader = manifest[FIRST_RENDER]?.file;
  return (path, params, locale) => {
    const files = firstRenderModules(path, params, true).map(
      (module) => manifest[partKey(locale, module)]?.file,
    );
    if (!loader || files.length === 0 || files.some((file) => file === undefined)) return NO_PARTS;
    const parts = files.map((file) => `/${file}`);
    return { parts, preloads: [`/${loader}`, ...parts] };
  };
}

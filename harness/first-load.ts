// First-load JavaScript per route, from Vite's build manifest (dist/web/.vite/manifest.json).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageBudget } from './scenarios';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const FIRST_LOAD_METHOD =
  'Read dist/web/.vite/manifest.json. For each route: the entry chunk (isEntry, from index.html) and ' +
  'every chunk it imports statically (transitively), plus the lazy chunks the route loads with ' +
  'import() (its route set, signed in or signed out, and its page: manifest entries whose source ' +
  'matches harness/scenarios.ts) and their static imports; each file counted once. withContentGzipBytes adds the ' +
  "chunks the page asks for as it mounts (contentModules: Home's lists, /health's default tab and its readings), " +
  'which start-up requests together with the page. Size = gzip (zlib level 9) of each file, summed. Chunks reached only through ' +
  'further import() calls (charts, OCR, demo, other pages) are not counted. CSS is reported ' +
  'separately and not included in the JS figure, as is deferredGzipBytes: chunks every route ' +
  'loads after the page is up (service-worker registration, deferredModules in harness/scenarios.ts, ' +
  'with everything it imports, statically or not). otherLanguages: the same figures in each language ' +
  'other than English, adding the catalogue parts its first render loads (ADR 026): ' +
  'locales/<locale>/start/<module>.js for each module counted.';

export interface RouteFirstLoad {
  route: string;
  page: string;
  gzipBytes: number;
  kib: number;
  budgetBytes: number;
  withinBudget: boolean;
  /** gzip bytes per file, largest first. */
  files: Record<string, number>;
  cssGzipBytes: number;
  deferredGzipBytes: number;
  /** The first load plus the chunks the page asks for as it mounts (contentModules). */
  withContentGzipBytes: number;
  /**
   * The same two figures in each language other than English (ADR 026): plus the first render's
   * catalogue parts (the route set's and the page's; the mounted modules' with the content).
   */
  otherLanguages: Record<string, { gzipBytes: number; withContentGzipBytes: number }>;
  error?: string;
}

export async function firstLoadJs(webDir: string, pages: PageBudget[], deferred: RegExp[] = []) {
  const manifest = JSON.parse(
    await readFile(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes = new Map<string, number>();
  const gz = async (file: string) => {
    let n = sizes.get(file);
    if (n === undefined) {
      n = gzipSync(await readFile(join(webDir, file)), { level: 9 }).length;
      sizes.set(file, n);
    }
    return n;
  };

  // index.html's script: each catalogue part (ADR 026) is an entry of the build too.
  const entryKey = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

  /** Manifest keys reachable from `key` through static (and optionally dynamic) imports. */
  const staticClosure = (key: string, into = new Set<string>(), dynamic = false) => {
    if (into.has(key)) return into;
    into.add(key);
    const chunk = manifest[key];
    const deps = [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])];
    for (const dep of deps) staticClosure(dep, into, dynamic);
    return into;
  };

  // The languages with first-render parts (locales/<locale>/start/<module>.js).
  const partLocales = [
    ...new Set(
      Object.keys(manifest).flatMap((key) => /^locales\/([a-z-]+)\/start\//.exec(key)?.[1] ?? []),
    ),
  ];

  const lazyKey = (pattern: RegExp) =>
    Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && pattern.test(k));

  const results: Record<string, RouteFirstLoad> = {};
  for (const page of pages) {
    const keys = staticClosure(entryKey);
    let error: string | undefined;
    for (const pattern of page.lazyModules) {
      const key = lazyKey(pattern);
      if (key) staticClosure(key, keys);
      else error = `no lazy chunk in the manifest matches ${pattern}`;
    }
    const withContent = new Set(keys);
    for (const pattern of page.contentModules ?? []) {
      const key = lazyKey(pattern);
      if (key) staticClosure(key, withContent);
      else error = `no lazy chunk in the manifest matches ${pattern}`;
    }
    const sum = async (set: Set<string>) => {
      let bytes = 0;
      for (const key of set) {
        const file = manifest[key]?.file;
        if (file?.endsWith('.js')) bytes += await gz(file);
      }
      return bytes;
    };
    const withContentGzipBytes = await sum(withContent);
    const otherLanguages: RouteFirstLoad['otherLanguages'] = {};
    for (const locale of partLocales) {
      const inLocale = new Set(keys);
      const withContentInLocale = new Set(withContent);
      // The code that loads the parts (src/web/lib/i18n/first-render.ts) comes first.
      const loader = lazyKey(/^lib\/i18n\/first-render\.ts$/);
      if (!loader) error = 'no lazy chunk matches lib/i18n/first-render.ts';
      else {
        staticClosure(loader, inLocale);
        staticClosure(loader, withContentInLocale);
      }
      for (const key of keys) {
        const part = `locales/${locale}/start/${key}.js`;
        if (!manifest[part]) continue;
        inLocale.add(part);
        withContentInLocale.add(part);
      }
      for (const key of withContent) {
        const part = `locales/${locale}/start/${key}.js`;
        if (manifest[part]) withContentInLocale.add(part);
      }
      otherLanguages[locale] = {
        gzipBytes: await sum(inLocale),
        withContentGzipBytes: await sum(withContentInLocale),
      };
    }
    // Starts from what the route already counts, so the walk stops at those chunks.
    const later = new Set(keys);
    for (const pattern of deferred) {
      const key = lazyKey(pattern);
      if (key) staticClosure(key, later, true);
    }
    let deferredGzipBytes = 0;
    for (const key of later) {
      const file = manifest[key]?.file;
      if (!keys.has(key) && file?.endsWith('.js')) deferredGzipBytes += await gz(file);
    }
    const files: { file: string; gzipBytes: number }[] = [];
    let cssGzipBytes = 0;
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js'))
        files.push({ file: chunk.file, gzipBytes: await gz(chunk.file) });
      for (const c of chunk.css ?? []) css.add(c);
    }
    for (const c of css) cssGzipBytes += await gz(c);
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = files.reduce((n, f) => n + f.gzipBytes, 0);
    results[page.name] = {
      route: page.route,
      page: page.lazyModules.map(String).join(', ') || '(entry only)',
      gzipBytes,
      kib: Math.round((gzipBytes / 1024) * 10) / 10,
      budgetBytes: page.budgetBytes,
      withinBudget: gzipBytes <= page.budgetBytes,
      files: Object.fromEntries(files.map((f) => [f.file, f.gzipBytes])),
      cssGzipBytes,
      deferredGzipBytes,
      withContentGzipBytes,
      otherLanguages,
      ...(error ? { error } : {}),
    };
  }
  return results;
}

/** ADR 028: the public site's budget, gzip, per page (no app JavaScript at all). */
export const PUBLIC_PAGE_BUDGET_BYTES = 30 * 1024;

/**
 * First-load JavaScript of a static HTML page (the public site, ADR 028): the scripts it names
 * (`<script src>`, `<link rel="modulepreload">`) and, through the build manifest, their static
 * imports, gzip level 9, each file once; an inline script (other than a JSON data block) counts
 * its own bytes. Pages that run nothing weigh 0.
 */
export async function staticPageFirstLoadJs(
  webDir: string,
  html: string,
): Promise<{ gzipBytes: number; files: string[] }> {
  const manifest = JSON.parse(
    await readFile(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/gi)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/gi)].map(
      (m) => m[1] ?? '',
    ),
  ];
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const dep = manifest[key]?.file;
      if (dep) add(dep);
    }
  };
  named.forEach(add);
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(await readFile(join(webDir, file)), { level: 9 }).length;
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/type="application\/(?:ld\+)?json"/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
  for (const code of inline) gzipBytes += gzipSync(code, { level: 9 }).length;
  return { gzipBytes, files: [...files] };
}

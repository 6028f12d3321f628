// Renders the signed-out pages (src/core/routes/prerendered-pages.ts) to HTML after `vite build`:
// (and the static public site, src/web/public-site, ADR 028: below)
// each is a copy of dist/web/index.html, same hashed script and CSS tags, with the page's markup
// inside #root, in dist/web/prerendered/. The server sends one to a navigation without a session
// cookie, and the browser hydrates it (ADR 020). index.html itself stays an empty shell: it is what
// signed-in users and the service worker get, and must never show the sign-in form.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { linguiMacro } from './vite-lingui-macro.mjs';

const r = (p) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

const webDir = r('dist/web');
const outDir = r('dist/web/prerendered');
const ssrDir = r('dist/.prerender');
const EMPTY_ROOT = '<div id="root"></div>';
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

// The same aliases, Lingui macros (ADR 026) and JSX transform as the browser build; no CSS, PWA or Tailwind: markup only.
await build({
  configFile: false,
  root: r('src/web'),
  mode: 'production',
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: '@core', replacement: r('src/core') },
      { find: '@web', replacement: r('src/web') },
    ],
  },
  plugins: [linguiMacro(), lingui({ failOnCompileError: true }), react()],
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        'render-page': r('src/web/prerender/render-page.tsx'),
        'public-site': r('src/web/public-site/build.tsx'),
      },
    },
    outDir: ssrDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // The public site's screenshots: files of their own under assets/, hashed, never inlined.
    ssrEmitAssets: true,
    assetsInlineLimit: 0,
  },
});

const {
  PRERENDERED_PAGES,
  MESSAGES_BLOCK_ID,
  firstRenderModules,
  partKey,
  renderPage,
  renderSignedInFrame,
  NAV_TABS,
  SIGNED_IN_FRAMES_FILE,
  LANGUAGES,
} = await import(pathToFileURL(`${ssrDir}/render-page.js`).href);

// ADR 026: each page names the catalogue parts its first render needs in each language other
// than English; a visitor whose device is in one of them loads those, not the whole catalogue.
const manifest = JSON.parse(await readFile(`${webDir}/.vite/manifest.json`, 'utf8'));
const partLocales = [
  ...new Set(
    Object.keys(manifest).flatMap((key) => /^locales\/([a-z-]+)\/start\//.exec(key)?.[1] ?? []),
  ),
];
function messagesBlock(url) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const modules = firstRenderModules(pathname, searchParams, false);
  const parts = {};
  for (const locale of partLocales) {
    const files = modules.map((module) => manifest[partKey(locale, module)]?.file);
    if (files.some((file) => file === undefined)) throw new Error(`No ${locale} part for ${url}`);
    parts[locale] = files.map((file) => `/${file}`);
  }
  return `<script type="application/json" id="${MESSAGES_BLOCK_ID}">${JSON.stringify(parts)}</script>`;
}

const template = await readFile(`${webDir}/index.html`, 'utf8');
if (template.split(EMPTY_ROOT).length !== 2) {
  throw new Error(`dist/web/index.html must contain ${EMPTY_ROOT} exactly once`);
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const written = [];
for (const page of PRERENDERED_PAGES) {
  const markup = await renderPage(page.url);
  // The CSP allows no inline script: a page that needs one would be blank-then-broken.
  if (/<script/i.test(markup)) throw new Error(`${page.url} rendered an inline <script>`);
  if (!markup.trim()) throw new Error(`${page.url} rendered nothing`);
  // React puts the preloads it finds (the header's image) before the markup; they belong in
  // <head>, and hydration should meet only the app's own nodes in #root.
  const preloads = markup.match(LEADING_LINKS)?.[0] ?? '';
  const html = template
    .replace('</head>', `${preloads}${messagesBlock(page.url)}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${markup.slice(preloads.length)}</div>`);
  await writeFile(`${outDir}/${page.file}`, html);
  written.push(`${page.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`);
}

// ADR 039: the signed-in pages' frame, in each language with each tab active (and none), which the
// server puts in a signed-in navigation's #root.
const frames = {};
for (const locale of LANGUAGES) {
  frames[locale] = {};
  for (const tab of [...NAV_TABS, 'none']) {
    const markup = await renderSignedInFrame(tab === 'none' ? '/none' : tab, locale);
    if (/<script/i.test(markup)) throw new Error(`The signed-in frame rendered an inline <script>`);
    frames[locale][tab] = markup;
  }
}
// English again for what follows.
await renderSignedInFrame('/none', 'en');
await writeFile(`${outDir}/${SIGNED_IN_FRAMES_FILE}`, JSON.stringify(frames));
written.push(`${SIGNED_IN_FRAMES_FILE} (${LANGUAGES.length} languages)`);

// ADR 028: the public site, static HTML with no script, one file per page and language, and the
// list of pages the server serves and the sitemap names.
const { buildPublicSite, PUBLIC_SITE_DIR, PUBLIC_SITE_LIST } = await import(
  pathToFileURL(`${ssrDir}/public-site.js`).href
);
const site = buildPublicSite();
await rm(`${webDir}/${PUBLIC_SITE_DIR}`, { recursive: true, force: true });
for (const [file, html] of Object.entries(site.files)) {
  if (/<script(?![^>]*type="application\/ld\+json")/i.test(html)) {
    throw new Error(`${file} has a <script>: the public site runs no JavaScript`);
  }
  await mkdir(dirname(`${webDir}/${file}`), { recursive: true });
  await writeFile(`${webDir}/${file}`, html);
}
await writeFile(`${webDir}/${PUBLIC_SITE_DIR}/${PUBLIC_SITE_LIST}`, JSON.stringify(site.paths));
const images = (await readdir(`${ssrDir}/assets`).catch(() => [])).filter((f) =>
  f.endsWith('.webp'),
);
for (const image of images)
  await copyFile(`${ssrDir}/assets/${image}`, `${webDir}/assets/${image}`);
written.push(`public site: ${Object.keys(site.files).length} pages, ${images.length} images`);

await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered: ${written.join(', ')}`);

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacro } from './scripts/build/vite-lingui-macro.mjs';
import { startCatalogues } from './scripts/build/vite-start-catalogues.mjs';
import { demoDataDir } from './scripts/build/vite-demo-data-dir';
import { lucideKeys } from './scripts/build/vite-lucide-keys';
import { ocrAssets } from './scripts/build/vite-ocr-assets';
import { DEMO_ASSET_PREFIX } from './src/core/routes/demo-assets';
import { PUBLIC_PATHS } from './src/core/routes/route-sets';
import { startParts } from './src/core/routes/start-modules';
import { DEMO_CACHE } from './src/web/demo/protocol';
import { ASSET_CACHE, ASSET_LIST } from './src/web/lib/offline-assets';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const THEME_COLOR = '#0f766e';

/**
 * ADR 022: Workbox installs its precache one file after another, and the worker controls no page
 * until all ~270 are in: seconds on a fast machine, a minute on a phone, and a reload offline
 * meanwhile is the browser's error page. The install keeps the shell (index.html, icons, the push
 * script); every file under /assets/ goes to a list (ADR 022) that the page puts in the worker's
 * runtime cache once it is up (lib/register-sw.ts), and the worker keeps what it serves there.
 */
function shellOnlyPrecache<E extends { url: string }>(entries: E[]) {
  const code = entries.filter((entry) => entry.url.startsWith('assets/'));
  writeFileSync(r(`./dist/web${ASSET_LIST}`), JSON.stringify(code.map((entry) => `/${entry.url}`)));
  return { manifest: entries.filter((entry) => !code.includes(entry)), warnings: [] as string[] };
}

/**
 * vite-plugin-pwa names the manifest in index.html, so a browser fetches it and its icon while
 * the page's own code is still on its way. The app names it once the page has shown
 * (lib/register-sw.ts); this takes the plugin's link out again (ADR 025).
 */
const manifestAfterPageShown: Plugin = {
  name: 'medmitra:manifest-after-page-shown',
  enforce: 'post',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const link = /<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/;
      if (!link.test(html)) throw new Error('vite-plugin-pwa no longer names the manifest');
      return html.replace(link, '');
    },
  },
};

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  resolve: {
    alias: [
      { find: '@core', replacement: r('./src/core') },
      { find: '@web', replacement: r('./src/web') },
      // Only the demo's worker (src/web/demo) hosts server code in the browser (ADR 038).
      { find: '@server', replacement: r('./src/server') },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: r('./src/web/lib/sync-external-store.ts'),
      },
    ],
  },
  plugins: [
    // ADR 026: the Lingui macros, then each catalogue (.po) compiled as it is imported.
    linguiMacro(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // ADR 026: each first render's part of the catalogues, so a Hindi page waits for its own
    // messages only.
    startCatalogues({ webRoot: r('./src/web'), entry: 'main.tsx', parts: startParts() }),
    react(),
    // Shorter icon keys in the first load (scripts/build/vite-lucide-keys.ts).
    lucideKeys(),
    tailwindcss(),
    // ADR 036: OCR's worker, cores and model, served by the app (no CDN).
    ocrAssets(),
    // ADR 038: the dev server serves the demo's worker through these plugins (the build bundles
    // it with worker.plugins below): there, no database made beforehand.
    demoDataDir(),
    VitePWA({
      registerType: 'autoUpdate',
      // The CSP allows no inline script: src/web/lib/register-sw.ts registers the worker.
      injectRegister: false,
      // The public icons are already matched by globPatterns below: list each file once.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'MedMitra',
        short_name: 'MedMitra',
        description:
          "Your family's health companion: medicine reminders, blood pressure, sugar, periods, weight, eye sight and medicine prices, made for India.",
        lang: 'en-IN',
        theme_color: THEME_COLOR,
        background_color: '#f8fafc',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        categories: ['health', 'medical', 'lifestyle'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The worker answers every navigation with index.html (navigateFallback) and cannot see
        // the HttpOnly session cookie to choose otherwise: a prerendered page (written after this
        // step anyway, ADR 020) would be precached bytes that no request ever gets.
        // OCR's ~4 MB (ADR 036) is fetched when a prescription is first read, and the demo's
        // worker, chunks and database engine (~5 MB, ADR 038) when a visitor starts the demo;
        // both are kept by the runtime caches below, never in every install's precache. The PDF
        // reader (~0.5 MB) too. The Devanagari font (~75 KB) only Hindi screens fetch.
        globIgnores: [
          'prerendered/**',
          'assets/fonts/**',
          'assets/ocr/**',
          'assets/pdf-*.js',
          'assets/pdf.worker*',
          `assets/${DEMO_ASSET_PREFIX}*`,
        ],
        manifestTransforms: [shellOnlyPrecache],
        navigateFallback: '/index.html',
        // API answers are never cached, and navigations to /api go through. OCR's files, the PDF
        // reader's worker and the demo's files are kept once fetched (hashed or versioned names).
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/assets/ocr/') ||
              /^\/assets\/pdf(?:-|\.worker)[^/]*\.m?js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'medmitra-ocr', expiration: { maxEntries: 12 } },
          },
          {
            // A Hindi screen's font, kept once fetched so it is there offline (versioned names).
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/fonts/'),
            handler: 'CacheFirst',
            options: { cacheName: 'medmitra-fonts', expiration: { maxEntries: 4 } },
          },
          {
            urlPattern: new RegExp(`/assets/${DEMO_ASSET_PREFIX}`),
            handler: 'CacheFirst',
            options: { cacheName: DEMO_CACHE, expiration: { maxEntries: 60 } },
          },
          // The app's code (hashed names, never changed in place): kept once loaded, and filled
          // from the build's list by the page (shellOnlyPrecache above).
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: ASSET_CACHE },
          },
        ],
        // The public site's pages (ADR 028) are the server's static HTML, never the app shell.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/public-/,
          new RegExp(`^(${PUBLIC_PATHS.map((p) => p.replace(/[-/]/g, '\\$&')).join('|')})(\\?|$)`),
        ],
        // Web Push (ADR 032): push, Taken, Snooze and tap, in a small static script.
        importScripts: ['/push-sw.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    manifestAfterPageShown,
  ],
  worker: {
    // Module workers: PGlite loads parts of itself with import().
    format: 'es',
    // The demo's database, made at build time.
    plugins: () => [demoDataDir()],
    rolldownOptions: {
      output: {
        entryFileNames: `assets/${DEMO_ASSET_PREFIX}[name]-[hash].js`,
        chunkFileNames: `assets/${DEMO_ASSET_PREFIX}[name]-[hash].js`,
        assetFileNames: `assets/${DEMO_ASSET_PREFIX}[name]-[hash][extname]`,
      },
    },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    // No <link rel=modulepreload> per dependency of each import(): on a 4x-slowed phone CPU,
    // inserting ~40 links as Home starts cost ~120 ms of main thread (Chromium profile), and
    // Lighthouse mobile on Home went from TBT 926-1721 ms to 637-840 ms and LCP 3.1-3.6 s to
    // 2.8-3.3 s without them (measured when the preloads were added, ADR 025). The browser finds a
    // chunk's imports itself.
    modulePreload: false,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A first-render part of a catalogue (ADR 026) is named for its language and module.
        chunkFileNames: (chunk) => {
          const part = /[\\/]locales[\\/]([a-z-]+)[\\/]start[\\/]/.exec(chunk.facadeModuleId ?? '');
          // Seven characters of hash, not eight: every page's first load spells out the names of
          // the chunks it may import, and random characters barely compress.
          return part
            ? `assets/messages-${part[1]}-[name]-[hash:7].js`
            : 'assets/[name]-[hash:7].js';
        },
        advancedChunks: {
          groups: [
            {
              // What every route loads besides React, in one chunk: TanStack Query (in one piece:
              // the lazily loaded persister imports parts of it, which would otherwise split it),
              // the API client, rolldown's runtime, the i18n runtime (Lingui core, ADR 026) and small
              // modules nearly every page uses (among them the family list, session/members.ts:
              // five signed-in pages start with it, and as a chunk of its own it cost each of them
              // more than its code costs the others here; and the members' colour table, which
              // the avatars and /health's chip dots read: in the chips' chunk it cost the family
              // pages the chips, +636 B, and as its own chunk a member's page ~100 B). On a
              // phone each chunk is a request and a round trip on one of the browser's 6
              // connections (Lighthouse's simulation too), and ~100 bytes of gzip framing.
              name: 'app-lib',
              // Not query-core's hydration (dehydrate): only the offline copy, loaded after the
              // page is up, uses it. Vite's preload helper (every import() calls it) is here too,
              // not a chunk of its own.
              test: /@tanstack[\\/](query-core[\\/](?!build[\\/]modern[\\/]hydration\.js)|react-query[\\/])|rolldown[\\/]runtime|vite[\\/]preload-helper|src[\\/]web[\\/](session[\\/]members\.ts|lib[\\/](api|clock|date-format|format-date|member-colors|safe-storage|i18n[\\/](i18n|locale|react))\.tsx?|components[\\/]ui[\\/](button|card)\.tsx)|src[\\/]core[\\/](contract[\\/]date-rules|i18n[\\/]languages)\.ts|@lingui[\\/]core[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](house|users)\.mjs)/,
            },
            {
              // The member chips and the "(you)" of a name (components/members, lib/member-name)
              // in one chunk: /medications loads both, and as two chunks it paid a second
              // chunk's framing (the prescription sheet and the forms reach the name alone).
              name: 'member-chips',
              test: /src[\\/]web[\\/](components[\\/]members[\\/]member-chips\.tsx|lib[\\/]member-name\.ts)$/,
            },
            {
              // A form field and its input in one chunk: the sign-in pages and every form load
              // both, and as two chunks each paid its own framing.
              name: 'field',
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](field|input)\.tsx$/,
            },
            {
              // Home's own queries and the server's alerts (the bell's count) in one chunk: Home
              // loads both, and the alerts alone were a chunk of their own (the bell's lazily
              // loaded panel reads them too), paying a second chunk's framing on Home.
              name: 'home-queries',
              test: /src[\\/]web[\\/]features[\\/](home|notifications)[\\/]queries\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});

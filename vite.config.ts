import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const THEME_COLOR = '#0f766e';

// ADR 017: preact/compat stands in for React in the browser build (~56 KB gzip less on every
// route). The app and its libraries keep importing `react`; exact matches only, so that
// `react-hook-form`, `react-remove-scroll` and the like resolve as before.
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  resolve: {
    alias: [
      { find: '@core', replacement: r('./src/core') },
      { find: '@web', replacement: r('./src/web') },
      ...preactCompat,
    ],
  },
  plugins: [
    // React Fast Refresh cannot re-render Preact components: an edit would be "hot updated" and
    // leave the page stale. Without it, an edited component reloads the page (ADR 017).
    react({ refreshExclude: /.*/ }),
    tailwindcss(),
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
        navigateFallback: '/index.html',
        // API answers are never cached: no runtimeCaching, and navigations to /api go through.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});

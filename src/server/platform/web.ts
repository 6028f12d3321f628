import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { prerenderedPageFor } from '@core/routes/prerendered-pages';
import { SESSION_COOKIE } from '../http/session';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRERENDERED_DIR = 'prerendered';

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, SPA
 * fallback. A navigation without a session cookie to a signed-out page gets that page
 * prerendered (ADR 020); every other navigation gets index.html, which never shows the sign-in
 * form, so a signed-in user cannot see it flash.
 */
export function webHandler(webDir: string): MiddlewareHandler {
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDir}/index.html is missing). Run: npm run build`,
    );
  }
  const files = serveStatic({ root: webDir });
  const pages = new Map<string, Promise<string>>();
  // Read once; a build without a prerendered page (or an older one) falls back to index.html.
  const page = (file: string) => {
    let html = pages.get(file);
    if (!html) {
      html = readFile(join(webDir, file), 'utf8');
      pages.set(file, html);
    }
    return html;
  };
  const prerendered = (file: string) =>
    page(join(PRERENDERED_DIR, file)).catch(() => page('index.html'));

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // Each prerendered page has one address: its route's, for the visitors it was made for.
    if (c.req.path.startsWith(`/${PRERENDERED_DIR}/`)) return next();
    // Every file the build makes has an extension; anything else is a navigation to the app
    // (serveStatic alone would answer "/" with index.html, the directory's index).
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) {
      const served = await files(c, async () => {});
      if (!served) return next();
      served.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      return served;
    }
    // The raw path, as the browser's router reads location.pathname, not Hono's decoded one.
    const url = new URL(c.req.url);
    // Presence, not validity: an expired cookie costs that visitor the plain shell (and a
    // spinner), never shows a signed-in user the sign-in form, and needs no database query.
    const signedOutPage = getCookie(c, SESSION_COOKIE)
      ? null
      : prerenderedPageFor(url.pathname, url.searchParams);
    c.header('Cache-Control', REVALIDATE);
    // The same URL answers differently with and without the session cookie.
    c.header('Vary', 'Cookie');
    return c.html(await (signedOutPage ? prerendered(signedOutPage.file) : page('index.html')));
  };
}

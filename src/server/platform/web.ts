import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Account } from '@core/contract/auth';
import { prerenderedPageFor } from '@core/routes/prerendered-pages';
import { ACCOUNT_BLOCK_ID, MESSAGES_BLOCK_ID } from '@core/routes/account-block';
import type { AppEnv } from '../http/context';
import { loadSession, SESSION_COOKIE } from '../http/session';
import { messageParts, pagePreloads, type MessageParts } from './page-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRERENDERED_DIR = 'prerendered';

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can be spelled by a
 * user's name or email, and the line separators JavaScript once rejected are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html for a signed-in navigation: the page's code named up front (modulepreload), and the
 * account the session cookie names, so the app shows the page without first asking who is
 * signed in (a data block: the CSP allows no inline script, and none is needed). In a language
 * other than English, the catalogue parts the first render needs (ADR 026) are named and
 * preloaded too.
 */
export function signedInHtml(
  template: string,
  preloads: string[],
  account: Account,
  messages: MessageParts = { parts: [], preloads: [] },
): string {
  const links = [...preloads, ...messages.preloads]
    .map((href) => `<link rel="modulepreload" href="${href}" />`)
    .join('');
  let data = `<script type="application/json" id="${ACCOUNT_BLOCK_ID}">${scriptSafeJson({ user: account })}</script>`;
  if (messages.parts.length > 0)
    data += `<script type="application/json" id="${MESSAGES_BLOCK_ID}">${scriptSafeJson({ [account.language]: messages.parts })}</script>`;
  // A function, not a string: `$&` or `$'` in a user's name must not be read as patterns.
  return template.replace('</head>', () => `${links}${data}</head>`);
}

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, SPA
 * fallback. A navigation with a live session gets index.html with the account and the page's
 * code named in it; one without gets the signed-out page prerendered (ADR 020), or index.html,
 * which never shows the sign-in form, so a signed-in user cannot see it flash.
 */
export function webHandler(webDir: string): MiddlewareHandler<AppEnv> {
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
  const preloadsFor = pagePreloads(webDir);
  const messagesFor = messageParts(webDir);
  const session = loadSession();

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
    // The same URL answers differently with and without the session cookie.
    c.header('Vary', 'Cookie');
    if (getCookie(c, SESSION_COOKIE)) {
      await session(c, async () => {});
      const account = c.get('session')?.account;
      // A cookie whose session has ended gets the plain shell (and a spinner): the app's own
      // check then shows the sign-in form, and a user this device remembers is not shown the
      // form before that check.
      if (!account) {
        c.header('Cache-Control', REVALIDATE);
        return c.html(await page('index.html'));
      }
      // The account is in the page: no shared cache may keep it.
      c.header('Cache-Control', `private, ${REVALIDATE}`);
      const html = signedInHtml(
        await page('index.html'),
        preloadsFor(url.pathname, url.searchParams),
        account,
        account.language === 'en'
          ? undefined
          : messagesFor(url.pathname, url.searchParams, account.language),
      );
      return c.html(html);
    }
    c.header('Cache-Control', REVALIDATE);
    const signedOutPage = prerenderedPageFor(url.pathname, url.searchParams);
    return c.html(await (signedOutPage ? prerendered(signedOutPage.file) : page('index.html')));
  };
}

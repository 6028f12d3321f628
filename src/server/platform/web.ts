import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Account } from '@core/contract/auth';
import type { Member } from '@core/contract/family';
import { isDemoAsset } from '@core/routes/demo-assets';
import { prerenderedPageFor } from '@core/routes/prerendered-pages';
import { branchFor } from '@core/routes/route-sets';
import {
  frameTabFor,
  SIGNED_IN_FRAMES_FILE,
  type SignedInFrames,
} from '@core/routes/signed-in-frame';
import { ACCOUNT_BLOCK_ID, MESSAGES_BLOCK_ID } from '@core/routes/account-block';
import { ANSWERS_BLOCK_ID, FAMILY_MEMBERS_KEY } from '@core/routes/answers-block';
import { openingListsFor, startsFromFamily, startsWithHomeAnswers } from '@core/routes/page-data';
import { listMembers } from '../features/family/service';
import { openingAnswers } from '../features/health/list-trackers';
import { isPremium } from '../features/payments/premium';
import type { AppContext, AppEnv } from '../http/context';
import { adPagePolicy } from '../http/pipeline';
import {
  CHECKOUT_PAGE_HEADERS,
  contentSecurityPolicy,
  CSP,
  OCR_WORKER_POLICY,
} from '../http/security';
import { loadSession, SESSION_COOKIE } from '../http/session';
import { homeAnswers, type PageAnswer } from './home-answers';
import { messageParts, pagePreloads, type MessageParts } from './page-preloads';
import { publicSite } from './public-site';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRERENDERED_DIR = 'prerendered';
const EMPTY_ROOT = '<div id="root"></div>';
/** Where Razorpay Checkout opens (ADR 031). */
const CHECKOUT_PATH = '/payment-gateway';

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

/** A JSON data block: never run (the CSP allows no inline script, and none is needed). */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}

/** What the session cookie's account puts in a signed-in page. */
export interface PageData {
  account: Account;
  /** Its family, as GET /api/family-members answers it; only for pages that start from it. */
  members?: Member[];
  /** Answers to the page's first GET requests, under their query keys: /health's readings, Home's figures. */
  answers?: PageAnswer[];
  /** In a language other than English, the first render's catalogue parts (ADR 026). */
  messages?: MessageParts;
  /** The signed-in frame's markup for #root, painted before the app's code runs (ADR 039). */
  frame?: string;
}

/**
 * index.html for a signed-in navigation: the page's code named up front (modulepreload), the
 * account the session cookie names, so the app shows the page without first asking who is
 * signed in, and, for a page that starts from it, the account's family list, so the page asks
 * for what depends on it at once.
 */
export function signedInHtml(template: string, preloads: string[], data: PageData): string {
  const parts = data.messages?.parts ?? [];
  const answers = [
    ...(data.members ? [{ key: FAMILY_MEMBERS_KEY, answer: data.members }] : []),
    ...(data.answers ?? []),
  ];
  const links = [...preloads, ...(data.messages?.preloads ?? [])]
    .map((href) => `<link rel="modulepreload" href="${href}" />`)
    .join('');
  const blocks =
    dataBlock(ACCOUNT_BLOCK_ID, { user: data.account }) +
    (answers.length > 0 ? dataBlock(ANSWERS_BLOCK_ID, answers) : '') +
    (parts.length > 0 ? dataBlock(MESSAGES_BLOCK_ID, { [data.account.language]: parts }) : '');
  // A function, not a string: `$&` or `$'` in a user's name must not be read as patterns.
  const html = template.replace('</head>', () => `${links}${blocks}</head>`);
  return data.frame ? html.replace(EMPTY_ROOT, () => `<div id="root">${data.frame}</div>`) : html;
}

/**
 * An app page that may show an ad (the sign-in page, which any signed-out page of the app can
 * turn into without a reload, and a free account's pages) allows the ad provider when one is
 * configured: its own CSP, set before it answers, replaces the fixed one (ADR 024, ADR 033).
 * The public site's pages, API answers, user files and the build's files never allow it.
 */
export function allowAds(c: AppContext): void {
  const policy = adPagePolicy(c.get('deps'));
  if (policy) c.header(CSP, policy);
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
  // The demo's files are compressed at build time (scripts/build/precompress-demo.mjs, ADR 038).
  const demoFiles = serveStatic({ root: webDir, precompressed: true });
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
  // A build without the frames (or an older one) sends the empty #root, as before.
  const frames = page(join(PRERENDERED_DIR, SIGNED_IN_FRAMES_FILE)).then(
    (json) => JSON.parse(json) as SignedInFrames,
    () => ({}) as SignedInFrames,
  );
  const messagesFor = messageParts(webDir);
  const session = loadSession();
  const site = publicSite(webDir, page);
  // The demo's worker compiles WebAssembly (ADR 038): its files, and only they, may.
  const demoPolicy = contentSecurityPolicy({ ads: false, wasm: true });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // Each prerendered page has one address: its route's, for the visitors it was made for.
    if (c.req.path.startsWith(`/${PRERENDERED_DIR}/`)) return next();
    // ADR 028: /sitemap.xml, /robots.txt, and no address of their own for the site's files.
    const siteFile = await site.file(c);
    if (siteFile !== undefined) return siteFile ?? next();
    // Every file the build makes has an extension; anything else is a navigation to the app
    // (serveStatic alone would answer "/" with index.html, the directory's index).
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) {
      const demo = isDemoAsset(c.req.path);
      const served = await (demo ? demoFiles : files)(c, async () => {});
      if (!served) return next();
      served.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      if (c.req.path.startsWith('/assets/ocr/')) served.headers.set(CSP, OCR_WORKER_POLICY);
      if (demo) served.headers.set(CSP, demoPolicy);
      return served;
    }
    // The raw path, as the browser's router reads location.pathname, not Hono's decoded one.
    const url = new URL(c.req.url);
    // The same URL answers differently with and without the session cookie.
    c.header('Vary', 'Cookie');
    const hasCookie = Boolean(getCookie(c, SESSION_COOKIE));
    let checked = false;
    const liveSession = async () => {
      if (!hasCookie) return undefined;
      if (!checked) await session(c, async () => {});
      checked = true;
      return c.get('session');
    };
    // ADR 028: a public path shows its static page whatever the session, except where the
    // signed-in route set has the path (/period-tracker redirects to the tracker, spec §2).
    const publicPage = site.pageFor(url.pathname);
    if (publicPage && !(branchFor(url.pathname, true) === 'app' && (await liveSession()))) {
      return site.serve(c, publicPage, url);
    }
    if (hasCookie) {
      const current = await liveSession();
      // A cookie whose session has ended gets the plain shell (and a spinner): the app's own
      // check then shows the sign-in form, and a user this device remembers is not shown the
      // form before that check.
      if (!current) {
        c.header('Cache-Control', REVALIDATE);
        allowAds(c);
        return c.html(await page('index.html'));
      }
      // The account is in the page: no shared cache may keep it.
      c.header('Cache-Control', `private, ${REVALIDATE}`);
      // The same list, from the same function, as GET /api/family-members answers this account.
      const { account, user } = current;
      const deps = c.get('deps');
      // A premium account is never shown an ad, so its pages never allow the provider.
      const [members, premium] = await Promise.all([
        startsFromFamily(url.pathname) ? listMembers(deps.db, account.id) : undefined,
        adPagePolicy(deps) ? isPremium(deps, user.id) : true,
      ]);
      if (!premium) allowAds(c);
      // Razorpay Checkout loads on this page only, which the app opens as a page of its own.
      if (url.pathname === CHECKOUT_PATH && deps.payments.provider.name === 'razorpay') {
        for (const [name, value] of CHECKOUT_PAGE_HEADERS) c.header(name, value);
      }
      // The opened tracker's first readings, so the tab shows them with its first render.
      const opening = members
        ? openingListsFor(url.pathname, url.searchParams, members, deps.clock.now(), user.timeZone)
        : null;
      const answers = opening
        ? await openingAnswers(deps, user, opening.tracker, opening.lists)
        : startsWithHomeAnswers(url.pathname)
          ? await homeAnswers(deps, user)
          : undefined;
      const html = signedInHtml(
        await page('index.html'),
        preloadsFor(url.pathname, url.searchParams),
        {
          account,
          members,
          answers,
          messages:
            account.language === 'en'
              ? undefined
              : messagesFor(url.pathname, url.searchParams, account.language),
          frame: (await frames)[account.language]?.[frameTabFor(url.pathname)],
        },
      );
      return c.html(html);
    }
    c.header('Cache-Control', REVALIDATE);
    allowAds(c);
    const signedOutPage = prerenderedPageFor(url.pathname, url.searchParams);
    return c.html(await (signedOutPage ? prerendered(signedOutPage.file) : page('index.html')));
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  LANG_PARAM,
  LANGUAGE_COOKIE,
  notFoundFile,
  GRIEVANCE_EMAIL_MARK,
  GRIEVANCE_NAME_MARK,
  ORIGIN_PLACEHOLDER,
  PUBLIC_SITE_DIR,
  PUBLIC_SITE_LIST,
  publicPageFile,
  publicPageLanguage,
  publicPageUrl,
  publicSitePage,
} from '@core/routes/public-site';
import { intlLocale, LANGUAGES } from '@core/i18n/languages';
import { DEFAULT_GRIEVANCE_CONTACT, type GrievanceContact } from '@core/policies/grievance';
import type { AppEnv } from '../http/context';

/** The page paths the build wrote (dist/web/public-site/pages.json); none for an older build. */
function builtPages(webDir: string): ReadonlySet<string> {
  try {
    const list: unknown = JSON.parse(
      readFileSync(join(webDir, PUBLIC_SITE_DIR, PUBLIC_SITE_LIST), 'utf8'),
    );
    return new Set(Array.isArray(list) ? list.filter((p) => typeof p === 'string') : []);
  } catch {
    return new Set();
  }
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The address the app is served at, without a trailing slash. */
function originOf(c: Context<AppEnv>): string {
  return c.get('deps').config.appUrl.replace(/\/+$/, '');
}

/** Every public page in both languages, with each page's alternates (hreflang). */
export function sitemapXml(origin: string, paths: Iterable<string>): string {
  const urls: string[] = [];
  for (const path of paths) {
    const alternates =
      LANGUAGES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${intlLocale(l)}" href="${xmlEscape(origin + publicPageUrl(path, l))}"/>`,
      ).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + path)}"/>`;
    for (const lang of LANGUAGES) {
      urls.push(
        `<url><loc>${xmlEscape(origin + publicPageUrl(path, lang))}</loc>${alternates}</url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * Crawlers may read the sign-in page, the public pages (both languages) and what they load; the
 * app's other paths show a visitor the sign-in page again, and /api is not for them.
 */
export function robotsTxt(origin: string, paths: Iterable<string>): string {
  const allowed = [...paths].flatMap((p) => LANGUAGES.map((l) => publicPageUrl(p, l)));
  return [
    'User-agent: *',
    'Allow: /$',
    ...allowed.map((p) => `Allow: ${p}`),
    'Allow: /assets/',
    'Allow: /favicon.ico',
    'Allow: /icon',
    'Allow: /apple-touch-icon.png',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * A built public page with the server's grievance officer in place of the build's marks (the
 * privacy policy's contact): the name's line only when a name is configured.
 */
export function withGrievanceContact(html: string, contact: GrievanceContact): string {
  const name = contact.name ? `${xmlEscape(contact.name)}<br/>` : '';
  return html
    .replaceAll(`${GRIEVANCE_NAME_MARK}<br/>`, name)
    .replaceAll(GRIEVANCE_EMAIL_MARK, xmlEscape(contact.email));
}

/**
 * The static public site (ADR 028) as the web handler serves it: `pageFor` says whether a path
 * is a public one and which page it gets, `serve` sends it in the visitor's language with the
 * server's address in its links, and `file` answers /sitemap.xml and /robots.txt.
 */
export function publicSite(webDir: string, read: (file: string) => Promise<string>) {
  const pages = builtPages(webDir);
  const withOrigin = new Map<string, Promise<string>>();
  const html = (file: string, origin: string, contact: GrievanceContact) => {
    let text = withOrigin.get(file);
    if (!text) {
      text = read(file).then((t) =>
        withGrievanceContact(t.replaceAll(ORIGIN_PLACEHOLDER, origin), contact),
      );
      withOrigin.set(file, text);
      // A file that is not there (an older build) is read again next time, not remembered.
      text.catch(() => withOrigin.delete(file));
    }
    return text;
  };

  return {
    /** 'page' or 'not-found' for a public path (spec §2), null for the app's. */
    pageFor(path: string) {
      return publicSitePage(path, false, pages);
    },

    async serve(c: Context<AppEnv>, choice: 'page' | 'not-found', url: URL) {
      const lang = publicPageLanguage({
        lang: url.searchParams.get(LANG_PARAM),
        cookie: getCookie(c, LANGUAGE_COOKIE),
        acceptLanguage: c.req.header('accept-language'),
      });
      // The same URL answers in the language the cookie or the browser asks for.
      c.header('Vary', 'Cookie, Accept-Language');
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Language', intlLocale(lang));
      const origin = originOf(c);
      const contact = c.get('deps').config.grievance ?? DEFAULT_GRIEVANCE_CONTACT;
      if (choice === 'page') {
        const text = await html(publicPageFile(url.pathname, lang), origin, contact).catch(
          () => null,
        );
        if (text !== null) return c.html(text);
      }
      // Not found, or a listed page whose file is missing: the site's not-found page, or the
      // app's (index.html renders it) when the build has no site.
      const text = await html(notFoundFile(lang), origin, contact).catch(() => read('index.html'));
      return c.html(text, 404);
    },

    /**
     * /sitemap.xml and /robots.txt; null (not found) for the site's own files, which have no
     * address of their own; undefined for any other path.
     */
    async file(c: Context<AppEnv>): Promise<Response | null | undefined> {
      const path = c.req.path;
      if (path.startsWith(`/${PUBLIC_SITE_DIR}/`)) return null;
      if (path !== '/sitemap.xml' && path !== '/robots.txt') return undefined;
      c.header('Cache-Control', 'no-cache');
      const origin = originOf(c);
      if (path === '/robots.txt') return c.text(robotsTxt(origin, pages));
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(sitemapXml(origin, pages));
    },
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Serves the built web app: hashed assets cached forever, everything else revalidated, SPA fallback. */
export function webHandler(webDir: string): MiddlewareHandler {
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDir}/index.html is missing). Run: npm run build`,
    );
  }
  const files = serveStatic({ root: webDir });
  let indexHtml: Promise<string> | null = null;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const served = await files(c, async () => {});
    if (served) {
      served.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      return served;
    }
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    indexHtml ??= readFile(join(webDir, 'index.html'), 'utf8');
    c.header('Cache-Control', REVALIDATE);
    return c.html(await indexHtml);
  };
}

import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { DEFAULT_GRIEVANCE_CONTACT } from '@core/policies/grievance';
import type { AppEnv } from '../../http/context';
import { isPremium } from '../payments/premium';

/** Public answers: health, the ad configuration (ADR 033) and the grievance contact. */
export const configRoutes = new Hono<AppEnv>()
  .get('/healthz', async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  })
  // PRODUCT §7: the publisher for the sign-in page's ad slot (signed out) and a free account's;
  // a premium account is never shown an ad, so it is never given one.
  .get('/adsense-config', async (c) => {
    const deps = c.get('deps');
    const publisherId = deps.config.adsensePublisherId;
    const session = c.get('session');
    if (!publisherId || (session && (await isPremium(deps, session.user.id)))) {
      return c.json({ publisherId: null });
    }
    return c.json({ publisherId });
  })
  // The privacy policy's grievance officer, for the signed-in policy page (public: it is public).
  .get('/grievance-contact', (c) =>
    c.json(c.get('deps').config.grievance ?? DEFAULT_GRIEVANCE_CONTACT),
  );

import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { DEFAULT_GRIEVANCE_CONTACT } from '@core/policies/grievance';
import type { AppEnv } from '../../http/context';

/** Public, unauthenticated answers: health and the ad configuration the sign-in page needs. */
export const configRoutes = new Hono<AppEnv>()
  .get('/healthz', async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  })
  .get('/adsense-config', (c) => c.json({ publisherId: c.get('deps').config.adsensePublisherId }))
  // The privacy policy's grievance officer, for the signed-in policy page (public: it is public).
  .get('/grievance-contact', (c) =>
    c.json(c.get('deps').config.grievance ?? DEFAULT_GRIEVANCE_CONTACT),
  );

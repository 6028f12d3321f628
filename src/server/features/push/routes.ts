import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { idParamSchema } from '@core/contract/common';
import {
  notificationPreferencesPatchSchema,
  pushSnoozeSchema,
  pushSubscriptionSchema,
  type PushPublicKey,
  type PushSubscriptionRecord,
} from '@core/contract/push';
import { pushSubscriptions } from '../../db/schema';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { requirePremium } from '../payments/premium';
import { preferencesOf, snoozeDose, updatePreferences } from './service';

/**
 * Web Push (ADR 032). Input is validated before premium is checked, so a malformed
 * request is a 400 whoever sends it; identity is the session's, never the body's.
 */
export const pushRoutes = new Hono<AppEnv>()
  // The VAPID public key (public by nature); null when this server sends no pushes.
  .get('/push/public-key', requireAuth, (c) => {
    const push = c.get('deps').push;
    return c.json<PushPublicKey | { publicKey: null }>({
      publicKey: push ? push.vapid.publicKey : null,
    });
  })
  // One row per endpoint: the app re-sends its subscription on every open (browsers drop and
  // renew them), and a device used by another account now becomes that account's.
  .post(
    '/push-subscriptions',
    requireAuth,
    validate('json', pushSubscriptionSchema),
    requirePremium,
    async (c) => {
      const { user } = requireSession(c);
      const { db, clock } = c.get('deps');
      const { endpoint, keys } = c.req.valid('json');
      const now = clock.now();
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, updatedAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, p256dh: keys.p256dh, auth: keys.auth, updatedAt: now },
        })
        .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
      if (!row) throw new Error('push subscription upsert answered no row');
      return c.json<PushSubscriptionRecord>(
        { id: row.id, createdAt: row.createdAt.toISOString() },
        201,
      );
    },
  )
  // Removing one's own device needs no premium: an ended subscription's devices can still go.
  .delete('/push-subscriptions/:id', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    const deleted = await c
      .get('deps')
      .db.delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.id, c.req.valid('param').id),
          eq(pushSubscriptions.userId, user.id),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    if (deleted.length === 0) throw notFound('Push subscription not found');
    return c.json({ message: 'Push subscription deleted' });
  })
  .get('/notification-preferences', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await preferencesOf(c.get('deps').db, user.id));
  })
  .patch(
    '/notification-preferences',
    requireAuth,
    validate('json', notificationPreferencesPatchSchema),
    requirePremium,
    async (c) => {
      const { user } = requireSession(c);
      const { db, clock } = c.get('deps');
      return c.json(await updatePreferences(db, user.id, c.req.valid('json'), clock.now()));
    },
  )
  // Snooze 15m on a pushed dose, from the service worker: pushed again in 15 minutes.
  .post(
    '/push-snoozes',
    requireAuth,
    validate('json', pushSnoozeSchema),
    requirePremium,
    async (c) =>
      c.json(await snoozeDose(c.get('deps'), requireSession(c).user, c.req.valid('json')), 201),
  );

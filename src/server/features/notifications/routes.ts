import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { idParamSchema } from '@core/contract/common';
import { notifications } from '../../db/schema';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { listNotifications, toNotification } from './service';

/** Alerts the server raised (refills), newest first; the last 50. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const { user } = requireSession(c);
    return c.json(await listNotifications(c.get('deps').db, user.id));
  })
  .post('/:id/read', requireAuth, validate('param', idParamSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, clock } = c.get('deps');
    const id = c.req.valid('param').id;
    const [row] = await db
      .update(notifications)
      .set({ readAt: clock.now() })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, user.id),
          isNull(notifications.readAt),
        ),
      )
      .returning();
    if (row) return c.json(toNotification(row));
    const [existing] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
    if (!existing) throw notFound('Notification not found');
    return c.json(toNotification(existing));
  });

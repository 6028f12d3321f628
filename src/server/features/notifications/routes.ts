import { Hono } from 'hono';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { idParamSchema } from '@core/contract/common';
import type { ServerNotification } from '@core/contract/prescriptions';
import { notifications } from '../../db/schema';
import { requireAuth, requireSession, type AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';

type Row = typeof notifications.$inferSelect;

const toNotification = (r: Row): ServerNotification => ({
  id: r.id,
  type: r.type,
  medicationId: r.medicationId,
  title: r.title,
  message: r.message,
  code: r.code,
  params: r.params,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt ? r.readAt.toISOString() : null,
});

/** Alerts the server raised (refills), newest first; the last 50. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const { user } = requireSession(c);
    const rows = await c
      .get('deps')
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(50);
    return c.json(rows.map(toNotification));
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

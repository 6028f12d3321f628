import { desc, eq } from 'drizzle-orm';
import type { ServerNotification } from '@core/contract/prescriptions';
import { notifications } from '../../db/schema';
import type { Db } from '../../db/types';

type Row = typeof notifications.$inferSelect;

export const toNotification = (r: Row): ServerNotification => ({
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

/** The alerts the server raised for an account (refills), newest first; the last 50. */
export async function listNotifications(db: Db, userId: string): Promise<ServerNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  return rows.map(toNotification);
}

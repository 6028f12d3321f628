import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAuditLog, AuditAction } from '@core/contract/admin';
import { ADMIN_PAGE_SIZE } from '@core/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { adminAuditLog, users } from '../../db/schema';

/** Who did it, from where: the admin's account (null for the command line) and address. */
export interface Actor {
  adminId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetUserId?: string | null;
  /** What the action needs to be understood: ids, counts, the reason; never health data. */
  details?: Record<string, unknown>;
}

/** Appends one entry (inside the action's own transaction where it has one). */
export async function writeAudit(
  db: Queryable,
  actor: Actor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: actor.adminId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
    ip: actor.ip,
    createdAt: at,
  });
}

export interface AuditFilter {
  adminId?: string;
  action?: AuditAction;
  accountId?: string;
  page: number;
}

const adminUser = alias(users, 'audit_admin');
const targetUser = alias(users, 'audit_target');

/** GET /api/admin/audit-log: newest first, filtered; the emails of accounts that still exist. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AdminAuditLog> {
  const where: SQL[] = [];
  if (filter.adminId) where.push(eq(adminAuditLog.adminId, filter.adminId));
  if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
  if (filter.accountId) where.push(eq(adminAuditLog.targetUserId, filter.accountId));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [counted], admins] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        adminEmail: adminUser.email,
        targetEmail: targetUser.email,
      })
      .from(adminAuditLog)
      .leftJoin(adminUser, eq(adminUser.id, adminAuditLog.adminId))
      .leftJoin(targetUser, eq(targetUser.id, adminAuditLog.targetUserId))
      .where(condition)
      .orderBy(desc(adminAuditLog.seq))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAuditLog)
      .where(condition),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        or(
          eq(users.role, 'admin'),
          inArray(
            users.id,
            db.selectDistinct({ id: sql<string>`${adminAuditLog.adminId}` }).from(adminAuditLog),
          ),
        ),
      )
      .orderBy(users.email),
  ]);
  return {
    items: rows.map(({ entry, adminEmail, targetEmail }) => ({
      id: entry.id,
      adminId: entry.adminId,
      adminEmail,
      action: entry.action,
      targetUserId: entry.targetUserId,
      targetEmail,
      details: (entry.details ?? {}) as Record<string, unknown>,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    page: filter.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: counted?.total ?? 0,
    admins,
  };
}

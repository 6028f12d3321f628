import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns';

/**
 * Every admin action that changed something (ADR 034): who, what, which account, when, from
 * which address. Append-only: a trigger (migration 0013) refuses UPDATE and DELETE, so the ids
 * have no foreign keys (a deleted account must not rewrite its history). It holds ids, never an
 * email or a name, and never health data; `details` is what the action needs to be understood
 * (the reason given, months granted, the file name of a price sheet).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: rowId(),
    /** The order entries were written in (several may share a time). */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** The admin's account; null for the command line (`npm run admin:grant`). */
    adminId: uuid('admin_id'),
    action: text('action').notNull(),
    /** The account acted on, if the action has one. */
    targetUserId: uuid('target_user_id'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_admin_idx').on(t.adminId, t.seq),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.seq),
  ],
);

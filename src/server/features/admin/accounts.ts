import { and, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminAccountDetail,
  type AdminAccountRow,
  type Paged,
} from '@core/contract/admin';
import { PREMIUM_PLAN } from '@core/payments/plan';
import { isActivePeriod, nextPeriod } from '@core/payments/period';
import type { Deps } from '../../deps';
import { payments, sessions, subscriptions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { sendResetLink } from '../auth/password-reset';
import { writeAudit, type Actor } from './audit';
import { paymentsOf } from './payments';

const ACCOUNT_NOT_FOUND = 'Account not found';

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The account's row and its figures, each a subquery: one query for a page, whatever its size. */
function accountColumns(now: Date) {
  const live = sql`${sessions.userId} = ${users.id} and ${sessions.expiresAt} > ${now.toISOString()}::timestamptz`;
  const captured = sql`${payments.userId} = ${users.id} and ${payments.status} = 'captured'`;
  return {
    user: users,
    periodEnd: subscriptions.currentPeriodEnd,
    subscriptionStatus: subscriptions.status,
    lastActiveAt: sql<
      string | null
    >`(select max(${sessions.lastSeenAt}) from ${sessions} where ${live})`,
    sessions: sql<number>`(select count(*)::int from ${sessions} where ${live})`,
    paymentCount: sql<number>`(select count(*)::int from ${payments} where ${captured})`,
    paymentSum: sql<number>`(select coalesce(sum(${payments.amountPaise}), 0)::int from ${payments} where ${captured})`,
  };
}

type AccountRowData = {
  user: typeof users.$inferSelect;
  periodEnd: Date | null;
  subscriptionStatus: 'active' | 'expired' | null;
  lastActiveAt: string | Date | null;
  sessions: number;
  paymentCount: number;
  paymentSum: number;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toRow(r: AccountRowData, now: Date): AdminAccountRow {
  return {
    id: r.user.id,
    email: r.user.email,
    role: r.user.role,
    createdAt: r.user.createdAt.toISOString(),
    lastActiveAt: iso(r.lastActiveAt),
    disabledAt: iso(r.user.disabledAt),
    plan: {
      premium: r.subscriptionStatus === 'active' && isActivePeriod(r.periodEnd, now),
      currentPeriodEnd: iso(r.periodEnd),
    },
    payments: { count: r.paymentCount, amountPaise: r.paymentSum },
    sessions: r.sessions,
  };
}

/** GET /api/admin/accounts: newest first, by part of the email. */
export async function listAccounts(
  deps: Deps,
  q: string | undefined,
  page: number,
): Promise<Paged<AdminAccountRow>> {
  const now = deps.clock.now();
  const where = q ? ilike(users.email, likeText(q.toLowerCase())) : undefined;
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(accountColumns(now))
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return {
    items: rows.map((r) => toRow(r, now)),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}

/** GET /api/admin/accounts/:id: the row, the account's settings and its payments. */
export async function accountDetail(deps: Deps, id: string): Promise<AdminAccountDetail> {
  const now = deps.clock.now();
  const [[row], paymentList] = await Promise.all([
    deps.db
      .select(accountColumns(now))
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, id)),
    paymentsOf(deps.db, { userId: id }),
  ]);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return {
    ...toRow(row, now),
    language: row.user.language,
    timeZone: row.user.timeZone,
    paymentList,
  };
}

async function accountOf(deps: Deps, id: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(ACCOUNT_NOT_FOUND);
  return user;
}

/**
 * Premium for `months` more, from the current end while it is ahead (as a paid renewal), from
 * now once it has lapsed. The plan row is Premium's (the only one); no payment is recorded.
 */
export async function grantPremium(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { months: number; reason: string },
): Promise<AdminAccountDetail> {
  const now = deps.clock.now();
  await accountOf(deps, id);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, id))
      .for('update');
    const active = current?.status === 'active' ? current : null;
    const period = nextPeriod(
      active ? { start: active.currentPeriodStart, end: active.currentPeriodEnd } : null,
      now,
      input.months,
    );
    await tx
      .insert(subscriptions)
      .values({
        userId: id,
        planId: PREMIUM_PLAN.id,
        status: 'active',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          status: 'active',
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          updatedAt: now,
        },
      });
    await writeAudit(
      tx,
      actor,
      {
        action: 'premium.grant',
        targetUserId: id,
        details: {
          months: input.months,
          reason: input.reason,
          until: period.end.toISOString(),
          previousEnd: current?.currentPeriodEnd.toISOString() ?? null,
        },
      },
      now,
    );
  });
  deps.cache.invalidate(id);
  return accountDetail(deps, id);
}

/** Ends premium now, whatever paid for it (a refund is recorded on the payment instead). */
export async function revokePremium(
  deps: Deps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<AdminAccountDetail> {
  const now = deps.clock.now();
  await accountOf(deps, id);
  await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(subscriptions)
      .set({ status: 'expired', currentPeriodEnd: now, updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, id),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning();
    if (!ended) throw new AppError('CONFLICT', 'This account has no premium to revoke');
    await writeAudit(
      tx,
      actor,
      { action: 'premium.revoke', targetUserId: id, details: { reason } },
      now,
    );
  });
  deps.cache.invalidate(id);
  return accountDetail(deps, id);
}

/**
 * Disabling: the account cannot sign in, its sessions end now and no reset link is sent to it;
 * re-enabling lets it sign in again. An admin cannot disable their own account.
 */
export async function setDisabled(
  deps: Deps,
  actor: Actor,
  id: string,
  disabled: boolean,
  reason: string,
): Promise<AdminAccountDetail> {
  const now = deps.clock.now();
  const user = await accountOf(deps, id);
  if (disabled && id === actor.adminId) {
    throw new AppError('CONFLICT', 'You cannot disable your own account');
  }
  if (Boolean(user.disabledAt) === disabled) {
    throw new AppError(
      'CONFLICT',
      disabled ? 'This account is already disabled' : 'This account is not disabled',
    );
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, id));
    const ended = disabled
      ? (await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id }))
          .length
      : 0;
    await writeAudit(
      tx,
      actor,
      {
        action: disabled ? 'account.disable' : 'account.enable',
        targetUserId: id,
        details: disabled ? { reason, sessionsEnded: ended } : { reason },
      },
      now,
    );
  });
  deps.cache.invalidate(id);
  return accountDetail(deps, id);
}

/** Emails the account a new single-use reset link, as the forgot-password form does. */
export async function resendPasswordReset(deps: Deps, actor: Actor, id: string): Promise<void> {
  const user = await accountOf(deps, id);
  if (user.disabledAt) {
    throw new AppError('CONFLICT', 'This account is disabled: re-enable it first');
  }
  await sendResetLink(deps, user);
  await writeAudit(
    deps.db,
    actor,
    { action: 'account.password-reset', targetUserId: id },
    deps.clock.now(),
  );
}

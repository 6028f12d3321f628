import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { AdminOverview } from '@core/contract/admin';
import { addDays, DEFAULT_TIME_ZONE, localDay, zonedTimeToUtc } from '@core/medicines/time-zone';
import type { Deps } from '../../deps';
import { payments, pushSends, subscriptions, users } from '../../db/schema';

export const SIGN_UP_DAYS = 90;
export const REVENUE_MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` months in India as YYYY-MM, oldest first, ending with `today`'s. */
export function lastMonths(today: string, count: number): string[] {
  const [y = 0, m = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * GET /api/admin/overview: counts only, in six queries whatever the number of accounts. Days
 * and months are India's (the app's default time zone), as its users live them.
 */
export async function adminOverview(deps: Deps): Promise<AdminOverview> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = localDay(now, DEFAULT_TIME_ZONE);
  const firstDay = addDays(today, -(SIGN_UP_DAYS - 1));
  const since = zonedTimeToUtc(firstDay, '00:00', DEFAULT_TIME_ZONE);
  const months = lastMonths(today, REVENUE_MONTHS);
  const revenueSince = zonedTimeToUtc(`${months[0]}-01`, '00:00', DEFAULT_TIME_ZONE);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS);
  const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);

  const [[accounts], signUpRows, [premium], revenueRows, [failed], [pushes]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        disabled: sql<number>`(count(*) filter (where ${users.disabledAt} is not null))::int`,
      })
      .from(users),
    db
      .select({
        day: sql<string>`to_char(${users.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now))),
    db
      .select({
        month: sql<string>`to_char(${payments.createdAt} at time zone ${zone}, 'YYYY-MM')`,
        amount: sql<number>`sum(${payments.amountPaise})::int`,
      })
      .from(payments)
      .where(and(eq(payments.status, 'captured'), gte(payments.createdAt, revenueSince)))
      .groupBy(sql`1`),
    db
      .select({
        total: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${payments.createdAt} >= ${thirtyDaysAgo.toISOString()}::timestamptz))::int`,
      })
      .from(payments)
      .where(eq(payments.status, 'failed')),
    db
      .select({
        sent: sql<number>`count(*)::int`,
        failed: sql<number>`(count(*) filter (where ${pushSends.status} is not null and ${pushSends.status} not like '2%'))::int`,
      })
      .from(pushSends)
      .where(gte(pushSends.sentAt, thirtyDaysAgo)),
  ]);

  const perDay = new Map(signUpRows.map((r) => [r.day, r.count]));
  const perMonth = new Map(revenueRows.map((r) => [r.month, r.amount]));
  return {
    accounts: accounts?.total ?? 0,
    disabledAccounts: accounts?.disabled ?? 0,
    signUps: Array.from({ length: SIGN_UP_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      return { day, count: perDay.get(day) ?? 0 };
    }),
    activePremium: premium?.count ?? 0,
    revenue: months.map((month) => ({ month, amountPaise: perMonth.get(month) ?? 0 })),
    failedPayments: { last30Days: failed?.recent ?? 0, total: failed?.total ?? 0 },
    pushFailures: { last30Days: pushes?.failed ?? 0, sent30Days: pushes?.sent ?? 0 },
  };
}

import { and, eq, gt, inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, localDay } from '@core/medicines';
import { isDailyPushTime } from '@core/push/schedule';
import type { Deps } from '../deps';
import {
  notificationPreferences,
  pushSends,
  pushSubscriptions,
  subscriptions,
  users,
} from '../db/schema';
import { toPreferences } from '../features/push/service';
import type { Job } from './scheduler';
import { dailyReminders, doseReminders, snoozeReminders, type Account } from './push-due';

/** Pushes sent at once; a slow push service must not hold the others back for long. */
const CONCURRENCY = 8;

/** Premium accounts with at least one device, with their preferences (no row: all on). */
async function accountsToPush(deps: Deps, now: Date): Promise<Account[]> {
  const rows = await deps.db
    .select({
      sub: pushSubscriptions,
      user: {
        id: users.id,
        email: users.email,
        username: users.username,
        role: users.role,
        timeZone: users.timeZone,
        language: users.language,
      },
      prefs: notificationPreferences,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.userId, users.id),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id));
  const accounts = new Map<string, Account>();
  for (const r of rows) {
    let account = accounts.get(r.user.id);
    if (!account) {
      const { language, ...user } = r.user;
      account = {
        user: { ...user, timeZone: user.timeZone || DEFAULT_TIME_ZONE },
        language,
        prefs: toPreferences(r.prefs ?? undefined),
        devices: [],
      };
      accounts.set(r.user.id, account);
    }
    account.devices.push({
      id: r.sub.id,
      endpoint: r.sub.endpoint,
      p256dh: r.sub.p256dh,
      auth: r.sub.auth,
    });
  }
  for (const account of accounts.values()) account.devices.sort((a, b) => a.id.localeCompare(b.id));
  return [...accounts.values()];
}

/**
 * The accounts whose daily check (period, check-ups) this run makes: once a local day each,
 * claimed by a `daily:<day>` row on the account's first device, so the two queries per account
 * are not repeated every minute, nor by a second server. A period that becomes due later that
 * day is pushed the next morning.
 */
async function claimDailyChecks(deps: Deps, accounts: Account[], now: Date): Promise<Account[]> {
  const due = accounts.filter(
    (a) =>
      (a.prefs.periods || a.prefs.healthCheckups) &&
      a.devices.length > 0 &&
      isDailyPushTime(now, a.user.timeZone),
  );
  const rows = due.flatMap((a) =>
    a.devices[0]
      ? [
          {
            subscriptionId: a.devices[0].id,
            key: `daily:${localDay(now, a.user.timeZone)}`,
            sentAt: now,
          },
        ]
      : [],
  );
  if (rows.length === 0) return [];
  const claimed = await deps.db
    .insert(pushSends)
    .values(rows)
    .onConflictDoNothing()
    .returning({ subscriptionId: pushSends.subscriptionId });
  const mine = new Set(claimed.map((c) => c.subscriptionId));
  return due.filter((a) => a.devices[0] && mine.has(a.devices[0].id));
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(each));
}

/**
 * Smart notifications (ADR 032): each minute, the reminders due now go by Web Push to every
 * device of the premium accounts that want them. Each (device, reminder) row is inserted before
 * its push is sent, so with several servers on one database a reminder goes once per device
 * (ADR 032). A push service's 404 or 410 means the browser dropped the subscription: its row goes.
 * Logs counts only, never a payload.
 */
export const pushRemindersJob: Job = {
  name: 'push-reminders',
  everyMs: 60_000,
  async run(deps, now) {
    const push = deps.push;
    if (!push) return 'push not configured';
    const accounts = await accountsToPush(deps, now);
    if (accounts.length === 0) return 'no devices';
    const reminders = await doseReminders(deps, accounts, now);
    reminders.push(...(await snoozeReminders(deps, accounts, now)));
    for (const account of await claimDailyChecks(deps, accounts, now)) {
      reminders.push(...(await dailyReminders(deps, account, now)));
    }
    if (reminders.length === 0) return 'nothing due';

    const devicesOf = new Map(accounts.map((a) => [a.user.id, a.devices]));
    const planned = reminders.flatMap((r) =>
      (devicesOf.get(r.userId) ?? []).map((device) => ({ device, key: r.key, payload: r.payload })),
    );
    const claimed = await deps.db
      .insert(pushSends)
      .values(planned.map((p) => ({ subscriptionId: p.device.id, key: p.key, sentAt: now })))
      .onConflictDoNothing()
      .returning({ subscriptionId: pushSends.subscriptionId, key: pushSends.key });
    const mine = new Set(claimed.map((c) => `${c.subscriptionId} ${c.key}`));
    const toSend = planned.filter((p) => mine.has(`${p.device.id} ${p.key}`));

    const tally = { sent: 0, gone: 0, failed: 0 };
    const gone = new Set<string>();
    await inBatches(toSend, CONCURRENCY, async (p) => {
      if (gone.has(p.device.id)) return;
      const status = await push.send(p.device, p.payload);
      if (status >= 200 && status < 300) tally.sent += 1;
      else if (status === 404 || status === 410) gone.add(p.device.id);
      else tally.failed += 1;
      await deps.db
        .update(pushSends)
        .set({ status: String(status) })
        .where(and(eq(pushSends.subscriptionId, p.device.id), eq(pushSends.key, p.key)));
    });
    if (gone.size > 0) {
      await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
      tally.gone = gone.size;
    }
    if (tally.failed > 0) {
      deps.logger.warn({ job: 'push-reminders', failed: tally.failed }, 'pushes failed');
    }
    return `${tally.sent} pushes sent, ${tally.gone} devices removed, ${tally.failed} failed`;
  },
};

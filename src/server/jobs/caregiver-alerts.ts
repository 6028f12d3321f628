import { and, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAREGIVER_DELAY_MAX_MINUTES } from '@core/contract/caregivers';
import type { Language } from '@core/i18n/languages';
import { CAREGIVER_ALERT_CATCH_UP_MS, DEFAULT_TIME_ZONE, dosesToAlert } from '@core/medicines';
import { caregiverPayload, encodePayload } from '@core/push/payload';
import type { Deps } from '../deps';
import {
  caregiverAlerts,
  caregivers,
  familyMembers,
  medications,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  subscriptions,
  users,
} from '../db/schema';
import { doseClock, missedDoseEmail } from '../features/caregivers/emails';
import { planOf } from '../features/medications/plans';
import { textsFor } from '../texts/texts';
import { logSafeError } from '../platform/log-safe-error';
import { doseLogsSince } from '../features/doses/dose-logs';
import type { Job } from './scheduler';

const owners = alias(users, 'owner');
const carers = alias(users, 'carer');

/** One missed dose for one caregiver, before it is claimed. */
interface Alert {
  linkId: string;
  caregiver: { id: string; email: string; username: string; language: Language };
  ownerName: string;
  memberName: string;
  timeZone: string;
  medicationId: string;
  medicine: string;
  scheduledTime: Date;
}

const keyOf = (caregiverId: string, medicationId: string, at: Date) =>
  `${caregiverId} ${medicationId} ${at.getTime()}`;

/** Every caregiver link with what an alert needs of its member, owner and caregiver. */
function allLinks(deps: Deps) {
  return deps.db
    .select({
      id: caregivers.id,
      memberId: caregivers.memberId,
      delayMinutes: caregivers.delayMinutes,
      since: caregivers.createdAt,
      memberName: familyMembers.name,
      ownerName: owners.username,
      timeZone: owners.timeZone,
      caregiver: {
        id: carers.id,
        email: carers.email,
        username: carers.username,
        language: carers.language,
      },
    })
    .from(caregivers)
    .innerJoin(familyMembers, eq(familyMembers.id, caregivers.memberId))
    .innerJoin(owners, eq(owners.id, caregivers.userId))
    .innerJoin(carers, eq(carers.id, caregivers.caregiverId));
}

/** The doses each caregiver should hear of now, with the core rule, in the owner's time zone. */
async function alertsDue(deps: Deps, now: Date): Promise<Alert[]> {
  const links = await allLinks(deps);
  if (links.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(medications)
    .where(
      and(
        inArray(medications.memberId, [...new Set(links.map((l) => l.memberId))]),
        eq(medications.active, true),
      ),
    );
  const scheduled = rows.filter((r) => !r.asNeeded);
  if (scheduled.length === 0) return [];
  const since = new Date(
    now.getTime() - CAREGIVER_DELAY_MAX_MINUTES * 60_000 - CAREGIVER_ALERT_CATCH_UP_MS,
  );
  const logs = await doseLogsSince(deps.db, { medicationIds: scheduled.map((r) => r.id), since });
  const alerts: Alert[] = [];
  for (const link of links) {
    const timeZone = link.timeZone || DEFAULT_TIME_ZONE;
    const plans = scheduled.filter((r) => r.memberId === link.memberId).map(planOf);
    const mine = logs.filter((l) => plans.some((p) => p.id === l.medicationId));
    for (const { medication, dose } of dosesToAlert(
      plans,
      mine,
      now,
      link.delayMinutes,
      link.since,
      timeZone,
    )) {
      alerts.push({
        linkId: link.id,
        caregiver: link.caregiver,
        ownerName: link.ownerName,
        memberName: link.memberName,
        timeZone,
        medicationId: medication.row.id,
        medicine: `${medication.row.name} ${medication.row.dosage}`.trim(),
        scheduledTime: dose.at,
      });
    }
  }
  return alerts;
}

/**
 * Claims the alerts (one caregiver_alerts row per caregiver and dose, ON CONFLICT DO NOTHING) and
 * writes the in-app notification of each alert claimed, in one transaction: of two runs at once
 * (two servers, a slow run into the next slot) only one claims a dose, and a run that fails
 * before its notifications are written claims nothing.
 */
async function claim(deps: Deps, alerts: Alert[], now: Date): Promise<Alert[]> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(caregiverAlerts)
      .values(
        alerts.map((a) => ({
          caregiverId: a.caregiver.id,
          medicationId: a.medicationId,
          scheduledTime: a.scheduledTime,
          sentAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const won = new Set(claimed.map((c) => keyOf(c.caregiverId, c.medicationId, c.scheduledTime)));
    const mine = alerts.filter((a) =>
      won.has(keyOf(a.caregiver.id, a.medicationId, a.scheduledTime)),
    );
    if (mine.length > 0) {
      await tx.insert(notifications).values(
        mine.map((a) => ({
          userId: a.caregiver.id,
          type: 'caregiver' as const,
          caregiverLinkId: a.linkId,
          title: `${a.memberName} has not taken a dose`,
          message: `${a.memberName} has not marked ${a.medicine}, due at ${doseClock(a.scheduledTime, a.timeZone, 'en')}, as taken.`,
          code: 'CAREGIVER_MISSED_DOSE' as const,
          params: {
            member: a.memberName,
            medicine: a.medicine,
            scheduledTime: a.scheduledTime.toISOString(),
            timeZone: a.timeZone,
            link: a.linkId,
          },
          createdAt: now,
        })),
      );
    }
    return mine;
  });
}

/** Emails each claimed alert; a failure is logged with ids only and not retried. */
async function emailAll(deps: Deps, alerts: Alert[]): Promise<number> {
  const base = deps.config.appUrl.replace(/\/$/, '');
  let failed = 0;
  for (const a of alerts) {
    try {
      await deps.mailer.send(
        missedDoseEmail({
          to: a.caregiver.email,
          caregiver: a.caregiver.username,
          owner: a.ownerName,
          member: a.memberName,
          medicine: a.medicine,
          scheduledTime: a.scheduledTime,
          timeZone: a.timeZone,
          link: `${base}/care/${a.linkId}`,
          language: a.caregiver.language,
        }),
      );
    } catch (err) {
      failed += 1;
      deps.logger.error(
        { job: 'caregiver-alerts', caregiverId: a.caregiver.id, err: logSafeError(err) },
        'caregiver alert email could not be sent',
      );
    }
  }
  return failed;
}

/** Pushes each claimed alert to every device of a caregiver with premium (ADR 032's sender). */
async function pushAll(deps: Deps, alerts: Alert[], now: Date): Promise<number> {
  const push = deps.push;
  if (!push || alerts.length === 0) return 0;
  const devices = await deps.db
    .select({ sub: pushSubscriptions, showDetails: notificationPreferences.showDetails })
    .from(pushSubscriptions)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.userId, pushSubscriptions.userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, [...new Set(alerts.map((a) => a.caregiver.id))]));
  let sent = 0;
  const gone: string[] = [];
  for (const a of alerts) {
    for (const { sub, showDetails } of devices.filter((d) => d.sub.userId === a.caregiver.id)) {
      const payload = caregiverPayload({
        linkId: a.linkId,
        medicationId: a.medicationId,
        scheduledTime: a.scheduledTime,
        member: a.memberName,
        medicine: a.medicine,
        time: doseClock(a.scheduledTime, a.timeZone, a.caregiver.language),
        texts: textsFor(a.caregiver.language).push,
        showDetails: showDetails ?? true,
      });
      const status = await push.send(sub, encodePayload(payload));
      if (status >= 200 && status < 300) sent += 1;
      else if (status === 404 || status === 410) gone.push(sub.id);
    }
  }
  if (gone.length > 0) {
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  return sent;
}

/**
 * ADR 037: each minute, a dose of a member with caregivers that is not taken by its
 * time plus a caregiver's delay (30 minutes to 4 hours) alerts that caregiver once: an in-app
 * notification, an email, and a push when the caregiver has premium. A dose taken before then
 * alerts nobody. Four queries to find them, whatever the number of accounts.
 */
export const caregiverAlertsJob: Job = {
  name: 'caregiver-alerts',
  everyMs: 60_000,
  async run(deps, now) {
    const due = await alertsDue(deps, now);
    if (due.length === 0) return 'no caregiver alerts due';
    const mine = await claim(deps, due, now);
    if (mine.length === 0) return 'caregiver alerts already sent';
    const failed = await emailAll(deps, mine);
    const pushed = await pushAll(deps, mine, now);
    return `${mine.length} caregiver alerts, ${failed} emails failed, ${pushed} pushes sent`;
  },
};

import { and, asc, count, eq } from 'drizzle-orm';
import type { Language } from '@core/i18n/languages';
import {
  CAREGIVER_ACCEPT_PATH,
  CAREGIVER_INVITE_TTL_DAYS,
  CAREGIVER_MESSAGES,
  MAX_CAREGIVERS_PER_MEMBER,
  type Caregiver,
  type CaregiverInvite,
  type MemberCaregivers,
} from '@core/contract/caregivers';
import type { Deps } from '../../deps';
import type { Db } from '../../db/types';
import { caregiverInvites, caregivers, users } from '../../db/schema';
import type { CurrentSession } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../http/tokens';
import { afterAnswer } from '../../platform/after-answer';
import { logSafeError } from '../../platform/log-safe-error';
import { findOwnMember } from '../family/service';
import { inviteEmail } from './emails';
import { CAREGIVER_LIMITS } from './limits';
import { countCaregiverChange, limited } from './limited';

const DAY_MS = 24 * 60 * 60_000;

export const CAREGIVER_MISSING = {
  message: 'Caregiver not found',
  code: 'NOT_FOUND',
} as const;
const INVITE_MISSING = 'Invitation not found';

const toInvite = (r: typeof caregiverInvites.$inferSelect): CaregiverInvite => ({
  id: r.id,
  email: r.email,
  delayMinutes: r.delayMinutes,
  expiresAt: r.expiresAt.toISOString(),
});

/** The member's caregivers and open invitations, for its owner only (404 for anyone else). */
export async function memberCaregivers(
  db: Db,
  userId: string,
  memberId: string,
  now: Date,
): Promise<MemberCaregivers> {
  await findOwnMember(db, userId, memberId);
  const linked = await db
    .select({
      id: caregivers.id,
      name: users.username,
      email: users.email,
      delayMinutes: caregivers.delayMinutes,
      since: caregivers.createdAt,
    })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.caregiverId))
    .where(and(eq(caregivers.memberId, memberId), eq(caregivers.userId, userId)))
    .orderBy(asc(caregivers.createdAt));
  const invites = await db
    .select()
    .from(caregiverInvites)
    .where(and(eq(caregiverInvites.memberId, memberId), eq(caregiverInvites.userId, userId)))
    .orderBy(asc(caregiverInvites.createdAt));
  return {
    caregivers: linked.map((c): Caregiver => ({ ...c, since: c.since.toISOString() })),
    // An expired invitation is as good as gone (the retention job deletes it).
    invites: invites.filter((i) => i.expiresAt > now).map(toInvite),
  };
}

/**
 * Emails an invitation to help care for the member. Inviting the same email again replaces
 * its open invitation (a new link; the old one stops working).
 */
export async function inviteCaregiver(
  deps: Deps,
  session: CurrentSession,
  memberId: string,
  input: { email: string; delayMinutes: number },
): Promise<CaregiverInvite> {
  const { db, clock, config, mailer, logger } = deps;
  const { user } = session;
  const member = await findOwnMember(db, user.id, memberId);
  await limited(
    deps,
    `caregiver-invite:account:${user.id}`,
    CAREGIVER_LIMITS.invitesPerAccount,
    'invitations',
  );
  if (input.email === user.email.toLowerCase()) {
    throw new AppError('VALIDATION', CAREGIVER_MESSAGES.ownEmail);
  }
  const [invitee] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.email, input.email));
  if (invitee) {
    const [already] = await db
      .select({ id: caregivers.id })
      .from(caregivers)
      .where(and(eq(caregivers.memberId, memberId), eq(caregivers.caregiverId, invitee.id)));
    if (already) throw new AppError('CONFLICT', CAREGIVER_MESSAGES.alreadyCaregiver);
  }
  const now = clock.now();
  const token = randomToken();
  const values = {
    userId: user.id,
    memberId,
    email: input.email,
    tokenHash: await sha256(token),
    delayMinutes: input.delayMinutes,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAREGIVER_INVITE_TTL_DAYS * DAY_MS),
  };
  const row = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ n: count() })
      .from(caregivers)
      .where(eq(caregivers.memberId, memberId));
    const [open] = await tx
      .select({ n: count() })
      .from(caregiverInvites)
      .where(eq(caregiverInvites.memberId, memberId));
    const [same] = await tx
      .select({ id: caregiverInvites.id })
      .from(caregiverInvites)
      .where(and(eq(caregiverInvites.memberId, memberId), eq(caregiverInvites.email, input.email)));
    const total = (linked?.n ?? 0) + (open?.n ?? 0) - (same ? 1 : 0);
    if (total >= MAX_CAREGIVERS_PER_MEMBER)
      throw new AppError('CONFLICT', CAREGIVER_MESSAGES.tooMany);
    const [saved] = await tx
      .insert(caregiverInvites)
      .values(values)
      .onConflictDoUpdate({
        target: [caregiverInvites.memberId, caregiverInvites.email],
        set: {
          tokenHash: values.tokenHash,
          delayMinutes: values.delayMinutes,
          createdAt: now,
          expiresAt: values.expiresAt,
        },
      })
      .returning();
    return saved;
  });
  if (!row) throw new AppError('INTERNAL', 'Could not save the invitation');
  const link = `${config.appUrl.replace(/\/$/, '')}${CAREGIVER_ACCEPT_PATH}?token=${token}`;
  const language: Language = invitee?.language ?? session.account.language;
  afterAnswer(
    () =>
      mailer.send(
        inviteEmail({
          to: input.email,
          owner: user.username,
          member: member.name,
          delayMinutes: input.delayMinutes,
          link,
          language,
        }),
      ),
    (err) =>
      logger.error(
        { err: logSafeError(err), userId: user.id, inviteId: row.id },
        'caregiver invitation could not be sent',
      ),
  );
  return toInvite(row);
}

/** The owner's caregiver link with this id, or a 404 (a caregiver's own id included). */
async function ownLink(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(caregivers)
    .where(and(eq(caregivers.id, id), eq(caregivers.userId, userId)));
  if (!row) throw notFound(CAREGIVER_MISSING);
  return row;
}

export async function updateCaregiver(
  deps: Deps,
  userId: string,
  id: string,
  delayMinutes: number,
): Promise<Caregiver> {
  await countCaregiverChange(deps, userId);
  await ownLink(deps.db, userId, id);
  await deps.db
    .update(caregivers)
    .set({ delayMinutes })
    .where(and(eq(caregivers.id, id), eq(caregivers.userId, userId)));
  const [row] = await deps.db
    .select({
      id: caregivers.id,
      name: users.username,
      email: users.email,
      delayMinutes: caregivers.delayMinutes,
      since: caregivers.createdAt,
    })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.caregiverId))
    .where(eq(caregivers.id, id));
  if (!row) throw notFound(CAREGIVER_MISSING);
  return { ...row, since: row.since.toISOString() };
}

/** The owner ends a caregiver link: the caregiver sees nothing more, alerts included. */
export async function removeCaregiver(deps: Deps, userId: string, id: string): Promise<void> {
  await countCaregiverChange(deps, userId);
  const gone = await deps.db
    .delete(caregivers)
    .where(and(eq(caregivers.id, id), eq(caregivers.userId, userId)))
    .returning({ id: caregivers.id });
  if (gone.length === 0) throw notFound(CAREGIVER_MISSING);
}

/** The owner withdraws an open invitation: its link stops working. */
export async function cancelInvite(deps: Deps, userId: string, id: string): Promise<void> {
  await countCaregiverChange(deps, userId);
  const gone = await deps.db
    .delete(caregiverInvites)
    .where(and(eq(caregiverInvites.id, id), eq(caregiverInvites.userId, userId)))
    .returning({ id: caregiverInvites.id });
  if (gone.length === 0) throw notFound(INVITE_MISSING);
}

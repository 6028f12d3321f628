import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CAREGIVER_MESSAGES,
  type CaredFor,
  type CaregiverInvitation,
} from '@core/contract/caregivers';
import type { Deps } from '../../deps';
import { caregiverInvites, caregivers, familyMembers, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { sha256 } from '../../http/tokens';
import { CAREGIVER_LIMITS } from './limits';
import { limited } from './limited';

const owners = alias(users, 'owner');

/**
 * The live invitation this token opens, for the signed-in account it was sent to. A link that
 * is unknown, spent or expired is a 400; one sent to another address a 403 (and stays usable,
 * so the right account can still accept it).
 */
async function openInvitation(deps: Deps, user: SessionUser, token: string) {
  await limited(
    deps,
    `caregiver-accept:account:${user.id}`,
    CAREGIVER_LIMITS.acceptAttemptsPerAccount,
    'attempts to open invitations',
  );
  const [row] = await deps.db
    .select({
      invite: caregiverInvites,
      memberName: familyMembers.name,
      ownerName: owners.username,
    })
    .from(caregiverInvites)
    .innerJoin(familyMembers, eq(familyMembers.id, caregiverInvites.memberId))
    .innerJoin(owners, eq(owners.id, caregiverInvites.userId))
    .where(
      and(
        eq(caregiverInvites.tokenHash, await sha256(token)),
        gt(caregiverInvites.expiresAt, deps.clock.now()),
      ),
    );
  if (!row || row.invite.userId === user.id) {
    throw new AppError('INVALID_TOKEN', CAREGIVER_MESSAGES.invalidLink);
  }
  if (row.invite.email !== user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', CAREGIVER_MESSAGES.otherEmail);
  }
  return row;
}

/** What the accept page shows before the invitee says yes. */
export async function lookUpInvitation(
  deps: Deps,
  user: SessionUser,
  token: string,
): Promise<CaregiverInvitation> {
  const { invite, memberName, ownerName } = await openInvitation(deps, user, token);
  return {
    ownerName,
    memberName,
    delayMinutes: invite.delayMinutes,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Accepts: the invitation is deleted (so its link works once; of two racing accepts one wins)
 * and the caregiver link is made. Already a caregiver of the member, the link takes the new delay.
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  token: string,
): Promise<CaredFor> {
  const { invite, memberName, ownerName } = await openInvitation(deps, user, token);
  const now = deps.clock.now();
  const link = await deps.db.transaction(async (tx) => {
    const spent = await tx
      .delete(caregiverInvites)
      .where(eq(caregiverInvites.id, invite.id))
      .returning({ id: caregiverInvites.id });
    if (spent.length === 0) throw new AppError('INVALID_TOKEN', CAREGIVER_MESSAGES.invalidLink);
    const [made] = await tx
      .insert(caregivers)
      .values({
        userId: invite.userId,
        memberId: invite.memberId,
        caregiverId: user.id,
        delayMinutes: invite.delayMinutes,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [caregivers.memberId, caregivers.caregiverId],
        set: { delayMinutes: invite.delayMinutes },
      })
      .returning();
    return made;
  });
  if (!link) throw new AppError('INTERNAL', 'Could not accept the invitation');
  return {
    id: link.id,
    memberName,
    ownerName,
    delayMinutes: link.delayMinutes,
    since: link.createdAt.toISOString(),
  };
}

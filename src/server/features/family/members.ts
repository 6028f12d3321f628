import { and, eq } from 'drizzle-orm';
import {
  MEMBER_COLORS,
  type Member,
  type memberCreateSchema,
  type memberUpdateSchema,
} from '@core/contract/family';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps';
import type { Db } from '../../db/types';
import { familyMembers, prescriptions } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { findOwnMember, MEMBER_MISSING, memberColumns, toMember } from './service';

type Create = z.output<typeof memberCreateSchema>;
type Update = z.output<typeof memberUpdateSchema>;

/** The first avatar colour no member has yet, so a new face stands apart; then round again. */
async function nextColor(db: Db, userId: string): Promise<Member['color']> {
  const rows = await db
    .select({ color: familyMembers.color })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId));
  const used = new Set(rows.map((r) => r.color));
  return (
    MEMBER_COLORS.find((c) => !used.has(c)) ??
    MEMBER_COLORS[rows.length % MEMBER_COLORS.length] ??
    'blue'
  );
}

export async function createMember(db: Db, userId: string, input: Create): Promise<Member> {
  const color = input.color ?? (await nextColor(db, userId));
  const [row] = await db
    .insert(familyMembers)
    .values({ ...input, color, userId, isSelf: false })
    .returning(memberColumns);
  if (!row) throw new AppError('INTERNAL', 'Could not save the family member');
  return toMember(row);
}

export async function getMember(db: Db, userId: string, id: string): Promise<Member> {
  return toMember(await findOwnMember(db, userId, id));
}

/** The self member's relation is fixed and its name follows the username (Profile changes it). */
function checkUpdate(current: typeof familyMembers.$inferSelect, patch: Update): void {
  if (current.isSelf) {
    if (patch.relation && patch.relation !== 'self') {
      throw new AppError('VALIDATION', 'Your own relation is always "Self"');
    }
    if (patch.name !== undefined && patch.name !== current.name) {
      throw new AppError(
        'VALIDATION',
        'Your own name is your username: please change it in your Profile',
      );
    }
  } else if (patch.relation === 'self') {
    throw new AppError(
      'VALIDATION',
      'You are already in the family as "Self": please choose another relation',
    );
  }
}

export async function updateMember(
  db: Db,
  userId: string,
  id: string,
  patch: Update,
): Promise<Member> {
  checkUpdate(await findOwnMember(db, userId, id), patch);
  const [row] = await db
    .update(familyMembers)
    .set(patch)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)))
    .returning(memberColumns);
  if (!row) throw notFound(MEMBER_MISSING);
  return toMember(row);
}

/**
 * Removes a member and, by the foreign keys' cascade, everything recorded for them: medicines and
 * their logs, prescriptions, and every health reading. Prescription files live outside the
 * database, so they are deleted here once the rows are gone.
 */
export async function deleteMember(deps: Deps, userId: string, id: string): Promise<void> {
  const { db, files } = deps;
  const member = await findOwnMember(db, userId, id);
  if (member.isSelf) {
    throw new AppError(
      'CONFLICT',
      'You cannot remove yourself from the family: delete your account in Data & privacy instead',
    );
  }
  const stored = await db
    .select({ key: prescriptions.storageKey })
    .from(prescriptions)
    .where(and(eq(prescriptions.memberId, id), eq(prescriptions.userId, userId)));
  await db
    .delete(familyMembers)
    .where(
      and(
        eq(familyMembers.id, id),
        eq(familyMembers.userId, userId),
        eq(familyMembers.isSelf, false),
      ),
    );
  for (const { key } of stored) await files.delete(key);
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Member } from '@core/contract/family';
import type { Db, Queryable } from '../../db/types';
import { familyMembers, users } from '../../db/schema';
import { AppError, notFound, type Missing } from '../../http/errors';

/** Sign-up's own member: every account has exactly one "self" member. */
export async function createSelfMember(
  db: Queryable,
  user: { id: string; username: string; dateOfBirth: string | null },
): Promise<void> {
  await db.insert(familyMembers).values({
    userId: user.id,
    name: user.username,
    relation: 'self',
    dateOfBirth: user.dateOfBirth,
    isSelf: true,
  });
}

/** Renames the self member to the account's current username; creates it if it went missing. */
export async function fixSelfMemberName(db: Db, userId: string): Promise<{ name: string }> {
  const [user] = await db
    .select({ username: users.username, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { name: '' };
  const updated = await db
    .update(familyMembers)
    .set({ name: user.username })
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.isSelf, true)))
    .returning({ id: familyMembers.id });
  if (updated.length === 0) {
    await createSelfMember(db, { id: userId, ...user });
  }
  return { name: user.username };
}

/** The account's own member, for records that name no member. */
export async function selfMemberId(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.isSelf, true)));
  if (row) return row.id;
  // No account to make it for (deleted meanwhile; usernames are never empty): signed out,
  // rather than asking again forever.
  if (!(await fixSelfMemberName(db, userId)).name) {
    throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  }
  return selfMemberId(db, userId);
}

export const MEMBER_MISSING = {
  message: 'Family member not found',
  code: 'MEMBER_NOT_FOUND',
} as const satisfies Missing;

/** A member id from the client must be one of the account's members: else 404. */
export async function assertOwnMember(db: Db, userId: string, memberId: string): Promise<void> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  if (!row) throw notFound(MEMBER_MISSING);
}

export type MemberRow = typeof familyMembers.$inferSelect;

/** The account's member with this id (404 for anyone else's), for rules that need its fields. */
export async function findOwnMember(db: Db, userId: string, memberId: string): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  if (!row) throw notFound(MEMBER_MISSING);
  return row;
}

/** What a member answers: its row without the account and the time it was added. */
export const memberColumns = {
  id: familyMembers.id,
  name: familyMembers.name,
  relation: familyMembers.relation,
  dateOfBirth: familyMembers.dateOfBirth,
  gender: familyMembers.gender,
  bloodGroup: familyMembers.bloodGroup,
  conditions: familyMembers.conditions,
  allergies: familyMembers.allergies,
  color: familyMembers.color,
  goalWeightKg: familyMembers.goalWeightKg,
  isSelf: familyMembers.isSelf,
};

export function toMember(row: Omit<MemberRow, 'userId' | 'createdAt'>): Member {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation as Member['relation'],
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as Member['gender'],
    bloodGroup: row.bloodGroup as Member['bloodGroup'],
    conditions: row.conditions,
    allergies: row.allergies,
    color: row.color as Member['color'],
    goalWeightKg: row.goalWeightKg,
    isSelf: row.isSelf,
  };
}

/** The account's members, self first, then in the order they were added. */
export async function listMembers(db: Db, userId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(desc(familyMembers.isSelf), asc(familyMembers.createdAt));
  return rows.map(toMember);
}

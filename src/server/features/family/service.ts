import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/types';
import { familyMembers, users } from '../../db/schema';

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

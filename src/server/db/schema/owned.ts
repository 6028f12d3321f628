// The columns that tie a row to an account and a family member: the row goes with them (ON
// DELETE CASCADE). Every account-owned row keeps its account on the row, so each query is scoped
// by `user_id` without a join.
import { uuid } from 'drizzle-orm/pg-core';
import { belongsTo, rowId } from './columns';
import { familyMembers } from './family-members';
import { users } from './users';

/** The account the row belongs to (or, named otherwise, another account it is for). */
export const accountId = (name = 'user_id') => belongsTo(name, () => users.id);

/** One row per account: the account is the key. */
export const accountKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * An account a record must outlive (payments, imports, an admin's hand): null once the account
 * is deleted, the row kept.
 */
export const accountIdOrNull = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The family member the row is about. */
export const memberId = () => belongsTo('member_id', () => familyMembers.id);

/** A member's row: its id, its account and its member. */
export const ownedRow = () => ({ id: rowId(), userId: accountId(), memberId: memberId() });

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, rowId } from './columns';
import { users } from './users';

export const familyMembers = pgTable(
  'family_members',
  {
    id: rowId(),
    // belongsTo, not owned.ts's accountId(): owned.ts builds on this table.
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    bloodGroup: text('blood_group'),
    conditions: text('conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    color: text('color').notNull().default('blue'),
    /** PRODUCT §5: the weight the member aims for, kg to 0.1; null when none is set. */
    goalWeightKg: doublePrecision('goal_weight_kg'),
    isSelf: boolean('is_self').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_members_user_id_idx').on(t.userId),
    // One self member per account.
    uniqueIndex('family_members_one_self_idx')
      .on(t.userId)
      .where(sql`${t.isSelf}`),
  ],
);

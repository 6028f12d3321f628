// The columns every table spells the same way, written once (the generated SQL is what each table
// wrote out by hand before). Table-free: the columns that point at an account or a member are in
// owned.ts, which imports those tables.
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A point in time: every time the app stores is an instant (timestamptz), never a wall clock. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row last changed (the code that changes it sets it; the database sets the first). */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** A row's own id, a random UUID the database makes. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/** A column that points at the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

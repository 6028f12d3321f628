import type { Db } from '../../db/types';

/**
 * Prepared statements, built once per database and key. Building a query's SQL costs Drizzle
 * about 0.1 ms a call, as much as PGlite then takes to run a small one; a prepared statement is
 * built once and then only run (a PostgreSQL server also parses it once per connection).
 * A key must stand for one SQL text.
 */
const statements = new WeakMap<Db, Map<string, unknown>>();
// Server-side names are short: PostgreSQL cuts a statement's name at 63 bytes.
const names = new Map<string, string>();

export function prepared<T>(db: Db, key: string, build: (name: string) => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  if (!byKey.has(key)) {
    let name = names.get(key);
    if (!name) {
      name = `health_${names.size + 1}`;
      names.set(key, name);
    }
    byKey.set(key, build(name));
  }
  return byKey.get(key) as T;
}

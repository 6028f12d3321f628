import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database over PGlite or node-postgres: the app works the same on both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handed to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either: for helpers that may run inside or outside a transaction. */
export type Queryable = Db | Tx;

/**
 * A unique constraint refused the row (SQLSTATE 23505). node-postgres puts the code on the
 * error, PGlite through Drizzle on its cause: both are checked.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A foreign key refused the row (SQLSTATE 23503): what it names was deleted meanwhile. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a log may say about an error (no health data in logs, ever). A failed query's
 * message carries Drizzle's parameter list (readings, notes, user and member ids): it becomes
 * the query's name (`insert blood_pressure_readings`) and the database's error code. Stacks keep
 * their frames, never the message line.
 */
export interface LogSafeError {
  name: string;
  /** SQLSTATE (PostgreSQL, PGlite) or Node's error code, when there is one. */
  code?: string;
  /** For a failed query: its verb and table, no values. */
  query?: string;
  message?: string;
  frames?: string;
}

const UPDATE = /^\s*update\s+"?([\w.]+)"?/i;
const OTHER = /^\s*(select|insert|delete|with)\b[\s\S]*?\b(?:from|into)\s+"?([\w.]+)"?/i;

/** `insert blood_pressure_readings`: a failed query's verb and table, no values. */
export function queryName(sql: string): string {
  const update = UPDATE.exec(sql);
  if (update) return `update ${update[1] ?? ''}`.trim();
  const other = OTHER.exec(sql);
  if (other) return `${(other[1] ?? '').toLowerCase()} ${other[2] ?? ''}`.trim();
  return (sql.trim().split(/\s+/)[0] ?? 'query').toLowerCase();
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function framesOf(err: Error): string | undefined {
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  return frames || undefined;
}

export function logSafeError(err: unknown): LogSafeError {
  if (err instanceof DrizzleQueryError) {
    return {
      name: 'DrizzleQueryError',
      code: codeOf(err.cause) ?? codeOf(err),
      query: queryName(err.query),
      frames: framesOf(err),
    };
  }
  if (err instanceof Error) {
    // A database error thrown outside Drizzle (a driver's own) may quote values in its detail:
    // its code says enough.
    const code = codeOf(err);
    const fromDatabase = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
    return {
      name: err.name,
      code,
      ...(fromDatabase ? {} : { message: err.message.slice(0, 200) }),
      frames: framesOf(err),
    };
  }
  return { name: typeof err };
}

// The database a command-line tool (prices:import, admin:grant, admin:revoke) works on: the
// PostgreSQL server in DATABASE_URL, or the embedded database in DATA_DIR, which allows one
// process at a time: the tool takes the server's DATA_DIR lock and refuses to run beside it.
import { join, resolve } from 'node:path';
import { openPglite, openPostgres, type Database } from '../../src/server/db/connect';
import { readEnv } from '../../src/server/env';
import { AppError } from '../../src/server/http/errors';
import { DataDirInUseError, lockDataDir } from '../../src/server/platform/data-dir-lock';

export interface CliDatabase {
  database: Database;
  /** Where the writes go, for the tool's report. */
  where: string;
  /** Closes the database and frees DATA_DIR. */
  close(): Promise<void>;
}

/** Opens and migrates the database the server uses (migrations too, so a fresh DATA_DIR works). */
export async function openCliDatabase(): Promise<CliDatabase> {
  const env = readEnv();
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, { max: 1 });
    try {
      await database.migrate();
    } catch (err) {
      await database.close();
      throw err;
    }
    return {
      database,
      where: 'the PostgreSQL database (DATABASE_URL)',
      close: () => database.close(),
    };
  }
  const dataDir = resolve(env.DATA_DIR);
  // The server holds this lock while it runs; a second process on the folder would lose writes.
  const lock = await lockDataDir(dataDir);
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await database.migrate();
    return {
      database,
      where: `the embedded database in ${dataDir}`,
      async close() {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** What a tool prints when it failed; its exit code is 1. */
export function cliFailure(err: unknown, what: string): string {
  if (err instanceof DataDirInUseError) {
    // The lock's own advice ("give this one its own DATA_DIR") is for a second server, not here.
    const inUse = err.message.replace(/ Stop that server first.*$/s, '');
    return (
      `${inUse}\nThe embedded database allows one process at a time: stop the server, run ` +
      `${what} again, then start the server. (With DATABASE_URL it can run beside the server.)\n`
    );
  }
  if (
    err instanceof AppError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    return `${err.message}\n`;
  }
  return `${what} failed: ${err instanceof Error ? err.stack : String(err)}\n`;
}

/** Runs a tool's main: its answer is the exit code; a failure is printed (cliFailure), exit 1. */
export function runCli(main: () => Promise<number>, what: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(cliFailure(err, what));
      process.exitCode = 1;
    },
  );
}

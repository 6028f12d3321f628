// `npm run prices:import -- FILE.csv`: loads a pharmacy price sheet into the database the server
// uses (DATABASE_URL, or the embedded database in DATA_DIR), row by row, and reports what it
// refused. The work is src/server/features/prices/import.ts, which an admin screen can reuse.
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { DEFAULT_TIME_ZONE, localDay } from '../src/core/medicines/time-zone';
import { openPglite, openPostgres, type Database } from '../src/server/db/connect';
import { readEnv } from '../src/server/env';
import { importPriceSheet, type ImportReport } from '../src/server/features/prices/import';
import { AppError } from '../src/server/http/errors';
import { DataDirInUseError, lockDataDir } from '../src/server/platform/data-dir-lock';

const HELP = `Usage: npm run prices:import -- FILE.csv

Imports pharmacy prices from a CSV file (UTF-8, comma-separated, first line = column names)
into MedMitra's database: DATABASE_URL when set, otherwise the embedded database in DATA_DIR
(default ./data). The embedded database allows one process at a time: stop the server first.

Columns (any order; names are case-insensitive):
  pharmacy       required  pharmEasy, apollo or medplus (also "Apollo Pharmacy", "Medplus Mart")
  medicine_name  required  the name as the pharmacy sells it, e.g. "Dolo 650 Tablet" (max 200)
  price          required  rupees for the pack, more than 0: 42.50, 1,250 or ₹1,250.00
  price_date     required  the day the price was seen, YYYY-MM-DD, not after today (India)
  pack           optional  e.g. "15 tablets" (max 100); one price per pharmacy, medicine and pack
  in_stock       optional  yes or no (also y/n, true/false, 1/0); empty means yes
  source_url     optional  the product page the price was read from, http(s)

Every row is checked on its own: good rows are saved (a row replaces the stored price for the
same pharmacy, medicine and pack unless the stored one is newer), bad rows are listed with
their line number and reasons. Exit code 0 when at least one row was imported, 1 otherwise.
More: docs/prices-import.md`;

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

function printReport(report: ImportReport, where: string): void {
  const out: string[] = [
    `${report.fileName}: ${rows(report.rows)} read, ${report.imported} imported into ${where}.`,
  ];
  if (report.olderThanStored > 0) {
    out.push(
      `${rows(report.olderThanStored)} older than the price already stored: kept the stored one.`,
    );
  }
  if (report.ignoredColumns.length > 0) {
    out.push(`Ignored columns: ${report.ignoredColumns.join(', ')}.`);
  }
  if (report.rejected.length > 0) {
    out.push(`${rows(report.rejected.length)} rejected:`);
    for (const r of report.rejected) out.push(`  line ${r.line}: ${r.reasons.join('; ')}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

async function openDatabase(): Promise<{
  database: Database;
  where: string;
  release(): Promise<void>;
}> {
  const env = readEnv();
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, { max: 1 });
    return { database, where: 'the PostgreSQL database (DATABASE_URL)', release: async () => {} };
  }
  const dataDir = resolve(env.DATA_DIR);
  // The server holds this lock while it runs; a second process on the folder would lose writes.
  const lock = await lockDataDir(dataDir);
  try {
    const database = await openPglite(join(dataDir, 'db'));
    return { database, where: `the embedded database in ${dataDir}`, release: lock.release };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const [file, ...extra] = args;
  if (!file || extra.length > 0 || file.startsWith('-')) {
    process.stderr.write(`${HELP}\n`);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    process.stderr.write(
      `Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    return 1;
  }
  const { database, where, release } = await openDatabase();
  try {
    await database.migrate();
    const report = await importPriceSheet(database.db, text, {
      fileName: basename(file),
      today: localDay(new Date(), DEFAULT_TIME_ZONE),
    });
    printReport(report, where);
    return report.imported > 0 ? 0 : 1;
  } finally {
    await database.close();
    await release();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof DataDirInUseError) {
      // The lock's own advice ("give this one its own DATA_DIR") is for a second server, not here.
      const inUse = err.message.replace(/ Stop that server first.*$/s, '');
      process.stderr.write(
        `${inUse}\nThe embedded database allows one process at a time: stop the server, run the ` +
          'import, then start the server again. (With DATABASE_URL the import can run beside it.)\n',
      );
    } else if (
      err instanceof AppError ||
      (err instanceof Error && err.message.startsWith('Invalid configuration'))
    ) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(
        `Price import failed: ${err instanceof Error ? err.stack : String(err)}\n`,
      );
    }
    process.exitCode = 1;
  },
);

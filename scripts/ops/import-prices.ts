// `npm run prices:import -- FILE.csv`: loads a pharmacy price sheet into the database the server
// uses (DATABASE_URL, or the embedded database in DATA_DIR), row by row, and reports what it
// refused. The work is src/server/features/prices/import.ts, which the admin area's upload shares
// (ADR 034: there the server can keep running).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { DEFAULT_TIME_ZONE, localDay } from '../../src/core/medicines/time-zone';
import { importPriceSheet, type ImportReport } from '../../src/server/features/prices/import';
import { openCliDatabase, runCli } from './cli-database';

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
  const { database, where, close } = await openCliDatabase();
  try {
    const report = await importPriceSheet(database.db, text, {
      fileName: basename(file),
      today: localDay(new Date(), DEFAULT_TIME_ZONE),
    });
    printReport(report, where);
    return report.imported > 0 ? 0 : 1;
  } finally {
    await close();
  }
}

runCli(main, 'the import');

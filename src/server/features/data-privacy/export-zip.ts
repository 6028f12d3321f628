import { and, asc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Deps } from '../../deps';
import type { Db } from '../../db/types';
import { prescriptions } from '../../db/schema';
import { csvLine } from './csv-cell';
import { EXPORT_TABLES, exportColumns, type ExportTable } from './export-tables';

/** Rows read per query: a page of any table is a few hundred KB at most. */
export const EXPORT_PAGE_ROWS = 500;

type Row = Record<string, unknown>;
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** The account's rows of one table, a page at a time, in the order of a unique column. */
async function* pagesOf(db: Db, spec: ExportTable, userId: string): AsyncGenerator<Row[]> {
  const orderKey = Object.entries(getTableColumns(spec.table)).find(
    ([, column]) => column === spec.order,
  )?.[0];
  if (!orderKey) throw new Error(`export: ${spec.name} has no order column`);
  let after: unknown = null;
  for (;;) {
    const where: SQL | undefined = and(
      eq(spec.owner, userId),
      after === null ? undefined : gt(spec.order, after),
    );
    const rows: Row[] = await db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(asc(spec.order))
      .limit(EXPORT_PAGE_ROWS);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1]?.[orderKey];
  }
}

/** A name safe inside a ZIP on any system: no folders, no control or reserved characters. */
export function safeEntryName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what is replaced
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return cleaned || 'file';
}

const README = `MedMitra: all the data of your account
========================================

medmitra-data.json   everything, in one file (JSON)
csv/*.csv            one table per file, to open in a spreadsheet
prescriptions/       the prescription files you uploaded

Dates and times are in UTC (ISO 8601). Cells of the CSV files that begin with = + - or @ have
an apostrophe in front, so that a spreadsheet shows them as text instead of running them.
`;

/**
 * The account's export as ZIP bytes, made as they are read: rows come a page at a time (CSV per
 * table, then the JSON file written as it goes), then each prescription file from the store,
 * one at a time. Nothing holds the whole account: memory is a page of rows or one file.
 */
export async function* exportZip(
  deps: Deps,
  userId: string,
  now: Date,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    for (let chunk = out.shift(); chunk; chunk = out.shift()) yield chunk;
  }
  const mtime = now;

  const readme = new ZipDeflate('README.txt', { level: 6 });
  readme.mtime = mtime;
  zip.add(readme);
  readme.push(bytes(README), true);
  yield* drain();

  for (const spec of EXPORT_TABLES) {
    const columns = exportColumns(spec);
    const file = new ZipDeflate(`csv/${spec.name}.csv`, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    // A byte-order mark, so that a spreadsheet reads Hindi names as UTF-8.
    file.push(bytes(`\uFEFF${csvLine(columns.map((c) => c.header))}`));
    for await (const rows of pagesOf(deps.db, spec, userId)) {
      file.push(bytes(rows.map((row) => csvLine(columns.map((c) => row[c.key]))).join('')));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }

  const json = new ZipDeflate('medmitra-data.json', { level: 6 });
  json.mtime = mtime;
  zip.add(json);
  json.push(bytes(`{\n  "app": "MedMitra",\n  "exportedAt": ${JSON.stringify(now.toISOString())}`));
  for (const spec of EXPORT_TABLES) {
    const columns = exportColumns(spec);
    json.push(bytes(`,\n  ${JSON.stringify(spec.name)}: [`));
    let first = true;
    for await (const rows of pagesOf(deps.db, spec, userId)) {
      const text = rows
        .map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c.key, row[c.key]]))))
        .join(',\n    ');
      json.push(bytes(`${first ? '\n    ' : ',\n    '}${text}`));
      first = false;
      yield* drain();
    }
    json.push(bytes(first ? ']' : '\n  ]'));
  }
  json.push(bytes('\n}\n'), true);
  yield* drain();

  const files = EXPORT_TABLES.find((spec) => spec.table === prescriptions);
  if (files) {
    for await (const rows of pagesOf(deps.db, files, userId)) {
      for (const row of rows) {
        const content = await deps.files.get(String(row.storageKey));
        // A file the store lost is listed in prescriptions.csv all the same.
        if (!content) continue;
        const entry = new ZipPassThrough(
          `prescriptions/${String(row.id)}-${safeEntryName(String(row.fileName))}`,
        );
        entry.mtime = mtime;
        zip.add(entry);
        entry.push(content, true);
        yield* drain();
      }
    }
  }

  zip.end();
  yield* drain();
}

/** The generator as a response body that reads on only as fast as the client takes it. */
export function exportBody(chunks: AsyncGenerator<Uint8Array>, onError: (err: unknown) => void) {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (err) {
          onError(err);
          controller.error(err);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

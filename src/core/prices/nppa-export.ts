/**
 * A whole NPPA "All Drugs Ceiling Prices" export: the title lines, DATE and TIME, the column
 * header, then one record per formulation. Every data row is read on its own (nppa-row.ts); the
 * report says how many were read, how many parsed, and each refused row with its reason.
 */
import { CsvError, parseCsv } from './csv';
import { cleanText, parseNppaRow, type CeilingRow, type NppaFields } from './nppa-row';

export interface RefusedRow {
  /** The row's SL No, or its line in the file when it has none. */
  row: number;
  /** The line of the file the row starts on. */
  line: number;
  reason: string;
}

export interface NppaExport {
  /** The export's own DATE line, YYYY-MM-DD; null when it has none. */
  exportDate: string | null;
  /** Data rows read (blank lines not counted). */
  read: number;
  rows: CeilingRow[];
  refused: RefusedRow[];
}

export class NppaFormatError extends Error {
  override name = 'NppaFormatError';
}

const COLUMNS: Record<keyof NppaFields, RegExp> = {
  slNo: /^sl\.?\s*no\.?$/,
  nlemVersion: /^nlem\s+version$/,
  formulation: /^formulation$/,
  dosage: /^dosage\s*&\s*strength$/,
  soNumber: /^so\s+number$/,
  soDate: /^so\s+date$/,
  ceilingPrice: /^ceiling\s+price\b/,
};

function columnsOf(fields: string[]): Map<keyof NppaFields, number> | null {
  const positions = new Map<keyof NppaFields, number>();
  fields.forEach((raw, i) => {
    const name = cleanText(raw).toLowerCase();
    for (const [key, pattern] of Object.entries(COLUMNS) as [keyof NppaFields, RegExp][]) {
      if (!positions.has(key) && pattern.test(name)) positions.set(key, i);
    }
  });
  return positions.size === Object.keys(COLUMNS).length ? positions : null;
}

/** "18/9/2026" → "2026-09-18". */
function exportDateOf(text: string): string | null {
  const m = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** What makes two rows the same ceiling: the formulation as read, and the unit. */
export function ceilingKey(row: CeilingRow): string {
  return JSON.stringify([
    row.salts.map((s) => s.words.join(' ')),
    row.strengths,
    row.form,
    row.releases,
    row.unit.kind,
    row.unit.item,
    row.unit.amount,
    row.unit.container,
    row.unit.packMinMl,
    row.unit.packBelowMl,
    row.nlemVersion,
  ]);
}

/**
 * Reads an export. Throws NppaFormatError when the file is not one (no header with the NPPA's
 * columns, a broken quote); otherwise every row is either parsed or refused with its reason. A row
 * that repeats an earlier one (same formulation, unit and NLEM version) is refused: with the same
 * price it adds nothing, with another price the two cannot both be the law.
 */
export function parseNppaExport(text: string): NppaExport {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw new NppaFormatError(err.message);
    throw err;
  }
  let exportDate: string | null = null;
  let headerAt = -1;
  let columns: Map<keyof NppaFields, number> | null = null;
  for (let i = 0; i < records.length && headerAt < 0; i++) {
    const fields = records[i]?.fields ?? [];
    const dateAt = fields.findIndex((f) => f.trim().toUpperCase() === 'DATE');
    if (dateAt >= 0) exportDate = exportDateOf(fields[dateAt + 1] ?? '') ?? exportDate;
    columns = columnsOf(fields);
    if (columns) headerAt = i;
  }
  if (!columns || headerAt < 0) {
    throw new NppaFormatError(
      'This is not an NPPA ceiling-price export: no header line with SL No, NLEM Version, Formulation, Dosage & Strength, SO Number, SO Date and Ceiling Price',
    );
  }
  const at = columns;
  const rows: CeilingRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, CeilingRow>();
  const conflicts = new Set<string>();
  const slNos = new Map<number, number>();
  const lineOf = new Map<CeilingRow, number>();
  let read = 0;
  for (const record of records.slice(headerAt + 1)) {
    if (record.fields.every((f) => f.trim() === '')) continue;
    read++;
    const field = (key: keyof NppaFields) => record.fields[at.get(key) ?? -1] ?? '';
    const fields = Object.fromEntries(
      (Object.keys(COLUMNS) as (keyof NppaFields)[]).map((k) => [k, field(k)]),
    ) as unknown as NppaFields;
    const slNo = Number(fields.slNo.trim());
    const row = Number.isInteger(slNo) && slNo > 0 ? slNo : record.line;
    const parsed = parseNppaRow(fields);
    const sameNumber = parsed.ok ? slNos.get(parsed.value.slNo) : undefined;
    if (sameNumber !== undefined) {
      refused.push({
        row,
        line: record.line,
        reason: `SL No ${row} is also on line ${sameNumber}`,
      });
      continue;
    }
    if (parsed.ok) slNos.set(parsed.value.slNo, record.line);
    if (!parsed.ok) {
      refused.push({ row, line: record.line, reason: parsed.reason });
      continue;
    }
    const key = ceilingKey(parsed.value);
    const earlier = seen.get(key);
    if (!earlier) {
      seen.set(key, parsed.value);
      lineOf.set(parsed.value, record.line);
      rows.push(parsed.value);
    } else if (earlier.price === parsed.value.price) {
      refused.push({ row, line: record.line, reason: `the same ceiling as row ${earlier.slNo}` });
    } else {
      conflicts.add(key);
      refused.push({
        row,
        line: record.line,
        reason: `the same formulation and unit as row ${earlier.slNo} at another price (₹${earlier.price} there): which holds is not clear`,
      });
    }
  }
  // Two prices for one formulation and unit: neither is shown, both are reported.
  const kept = rows.filter((r) => !conflicts.has(ceilingKey(r)));
  for (const r of rows) {
    if (!conflicts.has(ceilingKey(r))) continue;
    refused.push({
      row: r.slNo,
      line: lineOf.get(r) ?? 0,
      reason:
        'another row gives the same formulation and unit another price: which holds is not clear',
    });
  }
  refused.sort((a, b) => a.line - b.line);
  return { exportDate, read, rows: kept, refused };
}

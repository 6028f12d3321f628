// Writes the SQL that loads the Jan Aushadhi list (assets/jan-aushadhi/jan_aushadhi_products.csv)
// into medicine_catalog: `node scripts/data/catalog-migration.mjs [--check] [--out FILE]`.
//
// The default output is the committed custom migration 0003_jan_aushadhi_catalog.sql, so a fresh
// database gets the whole list at migrate time with no network and no extra step. The output is
// deterministic (same CSV, same bytes), and `--check` fails when the committed file is stale.
//
// A later edition of the list must not rewrite 0003 (databases that already ran it would never
// see the change): make a new custom migration (`npx drizzle-kit generate --custom`) and write
// into it with `--out`. The statements upsert by drug code, so they are safe on a filled table;
// products dropped from the list need a DELETE of their own.
//
// Every value is a SQL string literal with its quotes doubled (standard_conforming_strings is on
// in every PostgreSQL we support, so a backslash is just a backslash); MRP is checked to be a
// plain decimal before it is written unquoted, and "0" (not priced) becomes NULL.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CSV = 'assets/jan-aushadhi/jan_aushadhi_products.csv';
const DEFAULT_OUT = 'src/server/db/migrations/0003_jan_aushadhi_catalog.sql';
const BATCH = 500;
const HEADER = ['Sr No', 'Drug Code', 'Generic Name', 'Unit Size', 'MRP', 'Group Name'];

/** RFC 4180, strictly: a malformed file stops the script rather than loading half a list. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  let started = false;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      if (field !== '') throw new Error(`stray quote in row ${rows.length + 1}`);
      quoted = true;
      started = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      started = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (started || field !== '') row.push(field);
      if (row.length) rows.push(row);
      row = [];
      field = '';
      started = false;
    } else {
      field += ch;
      started = true;
    }
  }
  if (quoted) throw new Error('unterminated quote at the end of the file');
  if (started || field !== '') row.push(field);
  if (row.length) rows.push(row);
  return rows;
}

/**
 * Must stay the same as normaliseName in src/core/prices/names.ts: the app
 * normalises what the user types the same way before it compares it with `search`
 * (tests/integration/prices-catalog.test.ts checks every row).
 */
const collapse = (s) => s.replace(/\s+/g, ' ').trim();
const normaliseName = (s) => collapse(s.normalize('NFKC').toLowerCase());

const text = (s) => `'${s.replace(/'/g, "''")}'`;

function mrp(value, line) {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value))
    throw new Error(`line ${line}: MRP "${value}" is not a price`);
  return Number(value) === 0 ? 'NULL' : value;
}

function build(csvText) {
  const [header, ...records] = parseCsv(csvText);
  if (JSON.stringify(header) !== JSON.stringify(HEADER)) {
    throw new Error(
      `unexpected header ${JSON.stringify(header)}; expected ${JSON.stringify(HEADER)}`,
    );
  }
  const codes = new Set();
  const values = records.map((r, idx) => {
    const line = idx + 2;
    if (r.length !== HEADER.length) throw new Error(`line ${line}: ${r.length} fields, expected 6`);
    const [, code, genericName, unitSize, price, group] = r.map(collapse);
    if (!code || !genericName || !group)
      throw new Error(`line ${line}: empty drug code, name or group`);
    if (codes.has(code)) throw new Error(`line ${line}: drug code ${code} appears twice`);
    codes.add(code);
    return `(${[text(code), text(genericName), text(unitSize), mrp(price, line), text(group), text(normaliseName(genericName))].join(', ')})`;
  });
  const sha = createHash('sha256').update(csvText).digest('hex');
  const statements = [];
  for (let i = 0; i < values.length; i += BATCH) {
    statements.push(
      'INSERT INTO "medicine_catalog" ("drug_code", "name", "unit_size", "mrp", "group_name", "search") VALUES\n' +
        values.slice(i, i + BATCH).join(',\n') +
        '\nON CONFLICT ("drug_code") DO UPDATE SET "name" = excluded."name", "unit_size" = excluded."unit_size", ' +
        '"mrp" = excluded."mrp", "group_name" = excluded."group_name", "search" = excluded."search";',
    );
  }
  const head =
    // The committed migration names this script where it was written (scripts/): kept, so the
    // migration's bytes stay the same.
    `-- Generated by scripts/catalog-migration.mjs from ${CSV}\n` +
    `-- (sha256 ${sha}, ${values.length} products). Do not edit: change the CSV and run the script.\n` +
    '-- Names: PMBI / Jan Aushadhi product list; see assets/jan-aushadhi/SOURCE.md.\n';
  return {
    sql: head + statements.join('\n--> statement-breakpoint\n') + '\n',
    count: values.length,
  };
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : DEFAULT_OUT;
if (!out) {
  process.stderr.write('usage: node scripts/data/catalog-migration.mjs [--check] [--out FILE]\n');
  process.exit(2);
}
const outPath = out.startsWith('/') ? out : `${root}${out}`;

try {
  const { sql, count } = build(readFileSync(`${root}${CSV}`, 'utf8'));
  if (check) {
    let current = '';
    try {
      current = readFileSync(outPath, 'utf8');
    } catch {
      // A missing file is as stale as a different one.
    }
    if (current !== sql) {
      process.stderr.write(
        `${out} is not what ${CSV} generates: run node scripts/data/catalog-migration.mjs\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`${out} is up to date (${count} products)\n`);
  } else {
    writeFileSync(outPath, sql);
    process.stdout.write(`wrote ${out}: ${count} products\n`);
  }
} catch (err) {
  process.stderr.write(`catalog-migration: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

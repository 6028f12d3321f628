import type { CeilingPrice } from '@core/contract/prices';
import { describeMedicine, matchCeilings } from '@core/prices/ceiling-match';
import type { CeilingForm, Release } from '@core/prices/nppa-forms';
import type { CeilingRow } from '@core/prices/nppa-row';
import type { Db } from '../../db/types';
import { nppaCeilingPrices } from '../../db/schema';

/**
 * The ceiling list is ~900 rows that change only when an admin imports a newer export: it is read
 * once per database and matched in memory (a match is microseconds; a query per medicine of a
 * list would not be). The import that changes it drops this copy at once; another server's copy
 * is read again after CEILINGS_TTL_MS.
 */
export const CEILINGS_TTL_MS = 5 * 60_000;

interface Loaded {
  at: number;
  rows: Promise<CeilingRow[]>;
}
const loaded = new WeakMap<Db, Loaded>();

async function loadRows(db: Db): Promise<CeilingRow[]> {
  const rows = await db.select().from(nppaCeilingPrices);
  return rows.map((r) => ({
    slNo: r.slNo,
    nlemVersion: r.nlemVersion,
    formulationText: r.formulation,
    dosageText: r.dosage,
    salts: r.salts,
    strengths: r.strengths,
    form: r.form as CeilingForm,
    releases: r.releases as Release[],
    price: r.price,
    unit: r.unit,
    soNumber: r.soNumber,
    soDate: r.soDate,
  }));
}

/** The rows in force, read on first use (and again once they are older than the TTL). */
export function ceilingRows(db: Db): Promise<CeilingRow[]> {
  const known = loaded.get(db);
  if (known && Date.now() - known.at < CEILINGS_TTL_MS) return known.rows;
  const rows = loadRows(db);
  const entry = { at: Date.now(), rows };
  loaded.set(db, entry);
  // A failed read (database unreachable) is not kept: the next request tries again.
  rows.catch(() => {
    if (loaded.get(db) === entry) loaded.delete(db);
  });
  return rows;
}

/** After an import: the next request reads the new list. */
export function forgetCeilings(db: Db): void {
  loaded.delete(db);
}

function toCeiling(row: CeilingRow): CeilingPrice {
  return {
    slNo: row.slNo,
    formulation: row.formulationText,
    dosage: row.dosageText,
    price: row.price,
    unit: row.unit,
    soNumber: row.soNumber,
    soDate: row.soDate,
    nlemVersion: row.nlemVersion,
  };
}

/**
 * Each medicine's match against the rows, kept with the rows it was made from (a newer list is a
 * new array, with none kept). Matching one medicine walks all ~900 rows (~50 µs): a family's list
 * of 50 medicines took ~3 ms of every GET /api/medications, the same medicines each time. Bounded:
 * past MATCHES_KEPT names it starts again.
 */
const matches = new WeakMap<CeilingRow[], Map<string, CeilingPrice[]>>();
const MATCHES_KEPT = 5000;

function matchOnce(rows: CeilingRow[], name: string, dosage: string | null): CeilingPrice[] {
  let known = matches.get(rows);
  if (!known || known.size >= MATCHES_KEPT) {
    known = new Map();
    matches.set(rows, known);
  }
  const key = `${name}\u0000${dosage ?? ''}`;
  let found = known.get(key);
  if (!found) {
    found = matchCeilings(rows, describeMedicine(name, dosage)).map(toCeiling);
    known.set(key, found);
  }
  return found;
}

/** A function naming the ceilings of any medicine, for a list: one read of the rows at most. */
export async function ceilingFinder(
  db: Db,
): Promise<(name: string, dosage: string | null) => CeilingPrice[]> {
  const rows = await ceilingRows(db);
  return (name, dosage) => matchOnce(rows, name, dosage);
}

/** The NPPA ceilings of the medicine named (with its dosage), or none. */
export async function findCeilings(
  db: Db,
  name: string,
  dosage: string | null,
): Promise<CeilingPrice[]> {
  return (await ceilingFinder(db))(name, dosage);
}

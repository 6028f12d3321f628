import type { MedicineSuggestion } from '../contract/prices';
import { normaliseName } from './names';
import { trigramsOf } from './trigram';

/** One product of the Jan Aushadhi list, as the database holds it. */
export interface CatalogRow {
  drugCode: string;
  name: string;
  unitSize: string;
  mrp: number | null;
  group: string;
}

export interface CatalogEntry {
  /** Its place in the final tie-break: shorter name first, then name, unit size, drug code. */
  rank: number;
  /** The name in the normal form queries are compared in. */
  search: string;
  /** `search` split at its spaces: what "a word of the name" means below. */
  words: readonly string[];
  suggestion: Readonly<MedicineSuggestion>;
}

/**
 * The catalogue held in memory for autocomplete. The lists of ranks are ascending, so walking one
 * visits names already in tie-break order and a search rarely has to sort.
 */
export interface CatalogIndex {
  /** entries[rank]. */
  entries: readonly CatalogEntry[];
  /** Every run of three characters anywhere in a name: the names holding it. */
  bySubstring: ReadonlyMap<string, readonly number[]>;
  /** The first one, two or three characters of any word of a name: the names with such a word. */
  byWordStart: ReadonlyMap<string, readonly number[]>;
  /** The first character of a name: the names starting with it. */
  byNameStart: ReadonlyMap<string, readonly number[]>;
  /** pg_trgm trigrams of every word of every name, for typo scores. */
  wordTrigrams: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The list says 0 for "not priced"; the migration stores NULL, and nothing here shows a 0. */
export function positiveOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/** Characters as PostgreSQL's length() counts them (code points, not UTF-16 units). */
function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** Code-point order, as PostgreSQL's C collation sorts: the same on every machine. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function add(map: Map<string, number[]>, key: string, rank: number) {
  const list = map.get(key);
  if (!list) map.set(key, [rank]);
  else if (list[list.length - 1] !== rank) list.push(rank);
}

export function buildCatalogIndex(rows: readonly CatalogRow[]): CatalogIndex {
  const sorted = rows
    .map((row) => ({ row, search: normaliseName(row.name) }))
    .map((r) => ({ ...r, length: charCount(r.search) }))
    .sort(
      (a, b) =>
        a.length - b.length ||
        compareText(a.row.name, b.row.name) ||
        compareText(a.row.unitSize, b.row.unitSize) ||
        compareText(a.row.drugCode, b.row.drugCode),
    );
  const bySubstring = new Map<string, number[]>();
  const byWordStart = new Map<string, number[]>();
  const byNameStart = new Map<string, number[]>();
  const wordTrigrams = new Map<string, ReadonlySet<string>>();
  const entries = sorted.map(({ row, search }, rank): CatalogEntry => {
    const words = search.split(' ');
    for (const word of words) {
      // Typed words hold no space, so neither do the keys they are looked up by.
      for (let i = 0; i + 3 <= word.length; i += 1) add(bySubstring, word.slice(i, i + 3), rank);
      for (let n = 1; n <= Math.min(3, word.length); n += 1)
        add(byWordStart, word.slice(0, n), rank);
      if (!wordTrigrams.has(word)) wordTrigrams.set(word, trigramsOf(word));
    }
    if (search !== '') add(byNameStart, search.slice(0, 1), rank);
    const { name, unitSize, mrp, group } = row;
    const suggestion = Object.freeze({ name, unitSize, mrp: positiveOrNull(mrp), group });
    return { rank, search, words, suggestion };
  });
  return { entries, bySubstring, byWordStart, byNameStart, wordTrigrams };
}

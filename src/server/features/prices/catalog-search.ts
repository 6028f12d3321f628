import { asc, desc, sql, type SQL } from 'drizzle-orm';
import {
  JAN_AUSHADHI_SOURCE,
  type GenericAlternative,
  type MedicineSuggestion,
} from '@core/contract/prices';
import type { Db } from '../../db/types';
import { medicineCatalog } from '../../db/schema';
import { identityMatch } from './match';
import { likeLiteral, normaliseName, queryWords } from './normalise';

/** How many suggestions a request gets unless it asks for fewer (the contract's maximum). */
export const SUGGESTION_LIMIT = 10;

/**
 * A typo is guessed only when no name holds every word typed. 0.4 trigram similarity between the
 * typed word and a word of the name accepts a wrong, missing or swapped letter in a name of 8+
 * letters ("paracetmol" 0.64, "atorvastatn" 0.67, "metfromin" 0.43) and refuses names that merely
 * end the same way ("crocin" is not "mupirocin": 0.31). Suggestions are only offers, the user
 * picks one, so this is looser than the bar a price must clear (match.ts).
 */
export const FUZZY_MIN_SIMILARITY = 0.4;

/** Typos are not guessed in fewer letters than this: "pa" is a beginning, not a misspelling. */
const FUZZY_MIN_LENGTH = 4;

type Column = typeof medicineCatalog.search | SQL;

const reLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every typed word is in the name. One or two letters must begin a word ("pa" is the start of
 * something; as a bare substring it would match most of the list); longer ones may be anywhere
 * ("statin"). A query of one letter matches the start of the name only.
 */
function literalMatch(column: Column, words: string[]): SQL {
  const only = words.length === 1 ? words[0] : undefined;
  if (only !== undefined && only.length === 1)
    return sql`${column} like ${`${likeLiteral(only)}%`}`;
  const parts = words.map((w) =>
    w.length < 3
      ? sql`(${column} like ${`${likeLiteral(w)}%`} or ${column} like ${`% ${likeLiteral(w)}%`})`
      : sql`${column} like ${`%${likeLiteral(w)}%`}`,
  );
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The closest names to a misspelt word: those with a word that starts with its first three
 * letters or ends with its last three (a typo rarely hits both ends), scored by the similarity of
 * the typed word to that word. The LIKEs are cheap and run first, so the trigram work is done on
 * a few rows, and on one word of each rather than the whole name.
 */
function typoMatch(words: string[]): { where: SQL; score: SQL } | null {
  const word = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (word.length < FUZZY_MIN_LENGTH) return null;
  const s = medicineCatalog.search;
  const head = word.slice(0, 3);
  const tail = word.slice(-3);
  const headLike = sql`(${s} like ${`${likeLiteral(head)}%`} or ${s} like ${`% ${likeLiteral(head)}%`})`;
  const tailLike = sql`${s} like ${`%${likeLiteral(tail)}%`}`;
  const starting = sql`substring(${s} from ${`(?:^|\\s)(${reLiteral(head)}\\S*)`})`;
  const ending = sql`substring(${s} from ${`(\\S*${reLiteral(tail)})[^[:alnum:][:space:]]*(?:\\s|$)`})`;
  const score = sql`greatest(
    case when ${headLike} then similarity(${word}, ${starting}) else 0 end,
    case when ${tailLike} then similarity(${word}, coalesce(${ending}, '')) else 0 end)`;
  const where = sql`(${headLike} or ${tailLike}) and ${score} >= ${FUZZY_MIN_SIMILARITY}`;
  return { where, score };
}

/**
 * Autocomplete over the Jan Aushadhi list in one query: names holding every typed word, best
 * first (starts with the query, then with its first word, then at a word start, shorter names
 * before longer ones); only when there is none, the closest names to a misspelling.
 */
export async function suggestMedicines(
  db: Db,
  text: string,
  limit = SUGGESTION_LIMIT,
): Promise<MedicineSuggestion[]> {
  const q = normaliseName(text);
  const words = queryWords(text);
  const first = words[0];
  if (!first) return [];
  const search = medicineCatalog.search;
  const literal = literalMatch(search, words);
  const other = sql.raw('"literal_match"."search"');
  const anyLiteral = sql`exists (select 1 from ${medicineCatalog} as "literal_match" where ${literalMatch(other, words)})`;
  const typo = typoMatch(words);
  // The typo arm is cut short by the uncorrelated EXISTS (evaluated once) whenever a name matches.
  const fuzzy = typo ? sql`(not ${anyLiteral} and ${typo.where})` : sql`false`;
  const rows = await db
    .select({
      name: medicineCatalog.name,
      unitSize: medicineCatalog.unitSize,
      mrp: medicineCatalog.mrp,
      group: medicineCatalog.groupName,
    })
    .from(medicineCatalog)
    .where(sql`${literal} or ${fuzzy}`)
    .orderBy(
      desc(literal),
      asc(sql`case when ${search} like ${`${likeLiteral(q)}%`} then 0
        when ${search} like ${`${likeLiteral(first)}%`} then 1
        when ${search} like ${`% ${likeLiteral(first)}%`} then 2 else 3 end`),
      desc(typo ? sql`case when ${literal} then 1 else ${typo.score} end` : sql`1`),
      asc(sql`length(${search})`),
      asc(medicineCatalog.name),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, mrp: positiveOrNull(r.mrp) }));
}

/** The list says 0 for "not priced"; the migration stores NULL, and nothing here shows a 0. */
export function positiveOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The Jan Aushadhi product that is the medicine asked about (same first word, every strength
 * written), or null: shown beside the pharmacy prices as the cheaper generic.
 */
export async function findGenericAlternative(
  db: Db,
  medicationName: string,
  dosage: string | null,
): Promise<GenericAlternative | null> {
  const match = identityMatch(medicineCatalog.search, medicationName, dosage);
  if (!match) return null;
  const [row] = await db
    .select({
      name: medicineCatalog.name,
      unitSize: medicineCatalog.unitSize,
      mrp: medicineCatalog.mrp,
    })
    .from(medicineCatalog)
    .where(match.where)
    .orderBy(...match.orderBy)
    .limit(1);
  return row ? { ...row, mrp: positiveOrNull(row.mrp), source: JAN_AUSHADHI_SOURCE } : null;
}

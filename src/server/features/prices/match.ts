import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  likeLiteral,
  normaliseName,
  numbersIn,
  queryWords,
  strengthNumbersIn,
  wholeNumberPattern,
} from './normalise';

/**
 * How sure a price (or the generic alternative) must be to belong to the medicine asked about.
 * Showing another medicine's price would be inventing one, so this is stricter than autocomplete:
 *
 * - The name's first word (letters only: "dolo" in "Dolo-650") must be the first word of the
 *   product, equal or within a typo: trigram similarity >= 0.55 takes "paracetmol" (0.64),
 *   "atorvastatn" (0.67), "glimipiride" (0.60), and refuses look-alike drugs: "ofloxacin" for
 *   "ciprofloxacin" (0.50), "cefixime" for "cefuroxime" (0.43), "rosuvastatin" for
 *   "atorvastatin" (0.37). Starting with the first word keeps "Paracetamol" from matching
 *   "Aceclofenac 100mg and Paracetamol 325mg".
 * - Every number in the name, and every strength in the dosage, must appear in the product as a whole number: "Dolo 650"
 *   never takes the price of "Dolo 500".
 *
 * The best of the matches is the exact name, then (for a query naming one medicine) a product of
 * one ingredient rather than a combination ("Paracetamol 650" is not "Paracetamol 650mg and
 * Caffeine 50mg"), then one holding every word, then one starting with the whole query, then the
 * closest first word, then the shortest name.
 */
export const MATCH_MIN_FIRST_WORD_SIMILARITY = 0.55;

export interface Match {
  where: SQL;
  orderBy: SQL[];
}

/** The first run of letters: what a medicine's name starts with, without its strength. */
export function firstWordOf(text: string): string | null {
  return normaliseName(text).match(/\p{L}+/u)?.[0] ?? null;
}

/** The conditions and order that find the product named `name` (+ dosage) in a `search` column. */
export function identityMatch(
  search: AnyColumn,
  name: string,
  dosage: string | null,
): Match | null {
  const first = firstWordOf(queryWords(name).join(' '));
  if (!first) return null;
  const full = normaliseName(dosage ? `${name} ${dosage}` : name);
  const words = queryWords(full);
  const productFirst = sql`substring(${search} from '[[:alpha:]]+')`;
  const sameFirst =
    first.length < 3
      ? sql`${productFirst} = ${first}`
      : sql`(${search} like ${`${likeLiteral(first.slice(0, 3))}%`} or ${search} like ${`%${likeLiteral(first.slice(-3))}%`})
          and (${productFirst} = ${first} or similarity(${first}, ${productFirst}) >= ${MATCH_MIN_FIRST_WORD_SIMILARITY})`;
  const numbers = [...new Set([...numbersIn(name), ...strengthNumbersIn(dosage ?? '')])].map(
    (n) => sql`${search} ~ ${wholeNumberPattern(n)}`,
  );
  // "and", "with", "+" or "," between names: a combination (Jan Aushadhi and sheet names alike).
  const combination = String.raw`\s(and|with)\s|\+|,`;
  const askedForOne = !new RegExp(combination).test(full);
  const allWords = sql.join(
    words.map((w) => sql`${search} like ${`%${likeLiteral(w)}%`}`),
    sql` and `,
  );
  return {
    where: sql.join([sameFirst, ...numbers], sql` and `),
    orderBy: [
      desc(sql`${search} = ${full}`),
      ...(askedForOne ? [asc(sql`${search} ~ ${combination}`)] : []),
      desc(sql`(${allWords})`),
      desc(sql`${search} like ${`${likeLiteral(full)}%`}`),
      desc(sql`${productFirst} = ${first}`),
      desc(sql`similarity(${first}, ${productFirst})`),
      asc(sql`length(${search})`),
      asc(search),
    ],
  };
}

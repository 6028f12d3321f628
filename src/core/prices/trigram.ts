/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it (`similarity(a, b)`), so that typo
 * tolerance in memory scores exactly what the SQL it replaced scored: the 0.4 bar in
 * catalog-search.ts was chosen against pg_trgm's numbers. tests/integration/prices-trigram.test.ts
 * checks this against the database's own similarity().
 */

/** pg_trgm's word characters are the locale's alphanumerics (Greek letters included). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The set of trigrams of a text: lower-cased, split into words of letters and digits, each word
 * padded with two spaces before and one after ("  ab " gives "  a", " ab", "ab ").
 */
export function trigramsOf(text: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    // Code points, not UTF-16 units: pg_trgm counts characters.
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i += 1)
      out.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return out;
}

/** Shared trigrams over all trigrams of either; 0 when either side has none (as pg_trgm). */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** `similarity(a, b)` of pg_trgm. */
export function trigramSimilarity(a: string, b: string): number {
  return setSimilarity(trigramsOf(a), trigramsOf(b));
}

/**
 * Medicine-name autocomplete over the Jan Aushadhi list held in memory (catalog-index.ts). It is
 * the SQL it replaced (LIKE for the words typed, pg_trgm similarity for a typo) run in JavaScript
 * on the same normal form, so suggestions are the same, at a few microseconds instead of a query.
 */
import type { MedicineSuggestion } from '../contract/prices';
import type { CatalogEntry, CatalogIndex } from './catalog-index';
import { normaliseName, queryWords } from './names';
import { setSimilarity, trigramsOf } from './trigram';

/** How many suggestions a request gets unless it asks for fewer (the contract's maximum). */
export const SUGGESTION_LIMIT = 10;

/**
 * A typo is guessed only when no name holds every word typed. 0.4 trigram similarity between the
 * typed word and a word of the name accepts a wrong, missing or swapped letter in a name of 8+
 * letters ("paracetmol" 0.64, "atorvastatn" 0.67, "metfromin" 0.43) and refuses names that merely
 * end the same way ("crocin" is not "mupirocin": 0.31). Suggestions are only offers, the user
 * picks one, so this is looser than the bar a price must clear (server prices/match.ts).
 */
export const FUZZY_MIN_SIMILARITY = 0.4;

/** Typos are not guessed in fewer letters than this: "pa" is a beginning, not a misspelling. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Every typed word is in the name. One or two letters must begin a word ("pa" is the start of
 * something; as a bare substring it would match most of the list); longer ones may be anywhere
 * ("statin"). A query of one letter matches the start of the name only.
 */
function holds(search: string, word: string, alone: boolean): boolean {
  if (alone && word.length === 1) return search.startsWith(word);
  if (word.length < 3) return search.startsWith(word) || search.includes(` ${word}`);
  return search.includes(word);
}

/** Ranks of every name that may hold the word (all that do, and maybe a few that do not). */
function mayHold(index: CatalogIndex, word: string, alone: boolean): readonly number[] {
  if (alone && word.length === 1) return index.byNameStart.get(word) ?? [];
  if (word.length < 3) return index.byWordStart.get(word) ?? [];
  let fewest: readonly number[] = [];
  for (let i = 0; i + 3 <= word.length; i += 1) {
    const ranks = index.bySubstring.get(word.slice(i, i + 3));
    if (!ranks) return [];
    if (i === 0 || ranks.length < fewest.length) fewest = ranks;
  }
  return fewest;
}

/** Best first: starts with the whole query, then with its first word, then has a word so starting. */
function place(search: string, query: string, first: string): number {
  if (search.startsWith(query)) return 0;
  if (search.startsWith(first)) return 1;
  return search.includes(` ${first}`) ? 2 : 3;
}

/** Names holding every word, best place first and in rank order within a place. */
function literalMatches(index: CatalogIndex, words: string[], query: string, limit: number) {
  const alone = words.length === 1;
  const lists = words.map((w) => mayHold(index, w, alone));
  const fewest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  const places: CatalogEntry[][] = [[], [], [], []];
  for (const rank of fewest) {
    const entry = index.entries[rank];
    if (!entry || !words.every((w) => holds(entry.search, w, alone))) continue;
    places[place(entry.search, query, words[0] ?? '')]?.push(entry);
    // Nothing after can beat a full first place: the list is walked in rank order.
    if ((places[0]?.length ?? 0) >= limit) break;
  }
  return places.flat();
}

const ALNUM_TAIL = /[^\p{L}\p{N}]+$/u;

/**
 * The word ends with `tail`, bar trailing punctuation ("aspirin," ends with "rin"): what the SQL's
 * `(\S*tail)[^[:alnum:][:space:]]*(\s|$)` found.
 */
function endsWith(word: string, tail: string): boolean {
  const last = Math.max(word.replace(ALNUM_TAIL, '').length, tail.length);
  for (let end = word.length; end >= last; end -= 1) {
    if (word.slice(end - tail.length, end) === tail) return true;
  }
  return false;
}

/** The function, remembering its answer for each word it was asked about. */
function once<T>(fn: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined) {
      value = fn(word);
      known.set(word, value);
    }
    return value;
  };
}

/** Merges two ascending lists of ranks into one, without repeats. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i] ?? Infinity;
    const y = b[j] ?? Infinity;
    out.push(Math.min(x, y));
    if (x <= y) i += 1;
    if (y <= x) j += 1;
  }
  return out;
}

/**
 * The closest names to a misspelling of the longest word typed: those with a word that starts
 * with its first three letters or ends with its last three (a typo rarely hits both ends), scored
 * by the similarity of the typed word to the first such word of the name.
 */
function typoMatches(index: CatalogIndex, words: string[], query: string): CatalogEntry[] {
  const typed = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (typed.length < FUZZY_MIN_LENGTH) return [];
  const head = typed.slice(0, 3);
  const tail = typed.slice(-3);
  const trigrams = trigramsOf(typed);
  // Many names share their words ("paracetamol"): each word is looked at once per search.
  const score = once((word: string) =>
    setSimilarity(trigrams, index.wordTrigrams.get(word) ?? new Set()),
  );
  const ends = once((word: string) => endsWith(word, tail));
  const found: { entry: CatalogEntry; place: number; score: number }[] = [];
  const ranks = union(index.byWordStart.get(head) ?? [], index.bySubstring.get(tail) ?? []);
  for (const rank of ranks) {
    const entry = index.entries[rank];
    if (!entry) continue;
    const starting = entry.words.find((w) => w.startsWith(head));
    const ending = entry.search.includes(tail) ? entry.words.find(ends) : undefined;
    const best = Math.max(
      starting === undefined ? 0 : score(starting),
      ending === undefined ? 0 : score(ending),
    );
    if (best >= FUZZY_MIN_SIMILARITY) {
      found.push({ entry, place: place(entry.search, query, words[0] ?? ''), score: best });
    }
  }
  found.sort((a, b) => a.place - b.place || b.score - a.score || a.entry.rank - b.entry.rank);
  return found.map((f) => f.entry);
}

/**
 * Autocomplete over the catalogue: names holding every typed word, best first (starts with the
 * query, then with its first word, then at a word start; shorter names before longer ones); only
 * when there is none, the closest names to a misspelling. Ties go by name, so the order is stable.
 */
export function searchCatalog(
  index: CatalogIndex,
  text: string,
  limit = SUGGESTION_LIMIT,
): MedicineSuggestion[] {
  const words = queryWords(text);
  if (words.length === 0 || limit < 1) return [];
  const query = normaliseName(text);
  const literal = literalMatches(index, words, query, limit);
  const ranked = literal.length > 0 ? literal : typoMatches(index, words, query);
  return ranked.slice(0, limit).map((e) => ({ ...e.suggestion }));
}

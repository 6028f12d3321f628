/** The most words of a search: more narrow nothing a person would look for. */
const MAX_SEARCH_WORDS = 8;
const EXCERPT_CHARS = 140;

/** The words of a search of the prescriptions list. */
export function searchWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * A line's worth of the text read from a prescription, on one line: where the search's first
 * word is, when it is in the text; else its start.
 */
export function excerptOf(text: string, words: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = words[0]?.toLowerCase();
  const at = first ? flat.toLowerCase().indexOf(first) : -1;
  const start = at > EXCERPT_CHARS / 3 ? at - Math.floor(EXCERPT_CHARS / 3) : 0;
  // Whole words: start after a space, end before one.
  const from = start === 0 ? 0 : flat.indexOf(' ', start) + 1;
  const cut = flat.slice(from, from + EXCERPT_CHARS);
  const end = from + EXCERPT_CHARS < flat.length ? cut.replace(/\s+\S*$/, '') : cut;
  return `${from > 0 ? '…' : ''}${end}${from + end.length < flat.length ? '…' : ''}`;
}

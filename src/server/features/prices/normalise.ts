/**
 * Names are compared in one normal form on both sides: the `search` columns hold it (written by
 * the catalog migration and the price import) and what the user types is brought to it before any
 * SQL sees it. scripts/catalog-migration.mjs repeats normaliseName: keep the two the same.
 */

/** NFKC folds the no-break spaces and odd digits found in the lists; case never matters. */
export function normaliseName(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Words people put before a name that are not part of it ("Tab. Dolo 650", "Syp Crocin"). Left
 * in, they would be taken for the medicine's first word.
 */
const LEADING_FORM =
  /^(?:tab|tabs|tablet|tablets|cap|caps|capsule|capsules|syp|syr|syrup|inj|injection)\b\.?\s*/;

/** The words of a query, in order, without a leading form word; punctuation splits words. */
export function queryWords(text: string): string[] {
  let q = normaliseName(text);
  const stripped = q.replace(LEADING_FORM, '');
  if (stripped !== '') q = stripped;
  return q.split(/[\s,;()+/]+/).filter((w) => w !== '');
}

/** The numbers written in a name or dosage ("500mg", "2.5 mg", "1,000 IU"), as text. */
export function numbersIn(text: string): string[] {
  const found = normaliseName(text)
    .replace(/(?<=\d),(?=\d{2,3}\b)/g, '')
    .match(/\d+(?:\.\d+)?/g);
  return [...new Set((found ?? []).map((n) => n.replace(/^0+(?=\d)/, '')))];
}

/**
 * The numbers of a dosage that are strengths ("500 mg", "2.5mg", "1,000 IU"): "1 tablet" or
 * "2 puffs" say how much to take, not which product it is.
 */
export function strengthNumbersIn(dosage: string): string[] {
  const text = normaliseName(dosage).replace(/(?<=\d),(?=\d{2,3}\b)/g, '');
  const found = text.matchAll(/(\d+(?:\.\d+)?)\s*(?:mg|mcg|µg|μg|gm|g|iu|ml|%)(?![a-z])/g);
  return [...new Set([...found].map((m) => (m[1] ?? '').replace(/^0+(?=\d)/, '')))];
}

/** A LIKE pattern that matches the text literally (the default escape character is \). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A regular expression (PostgreSQL ARE) that finds the number as a whole number in a name. */
export function wholeNumberPattern(n: string): string {
  return `(^|[^0-9.])${n.replace(/\./g, '\\.')}(?![0-9]|\\.[0-9])`;
}

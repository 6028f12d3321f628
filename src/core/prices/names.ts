/**
 * Medicine names are compared in one normal form on both sides: the catalogue and price sheet
 * are brought to it (the `search` columns hold it, written by the catalog migration and the price
 * import) and so is what the user types. scripts/data/catalog-migration.mjs repeats normaliseName:
 * keep the two the same.
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

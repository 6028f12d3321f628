/**
 * Names are compared in one normal form on both sides (see @core/prices/names, where the
 * catalogue search in memory needs it too): what the user types is brought to it before any SQL
 * sees it.
 */
import { normaliseName } from '@core/prices/names';

export { normaliseName, queryWords } from '@core/prices/names';

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

/**
 * The medicine words a prescription is read against: the drugs of the Jan Aushadhi list (the first
 * word of each generic name, and of each drug combined with it: "Amlodipine 5mg and Atenolol
 * 50mg") and the brand names the app knows (the pharmacy price sheet, the account's own
 * medicines). OCR misreads letters, so a word is found within a typo, scored by pg_trgm's
 * similarity as the price autocomplete scores it (prices/trigram.ts).
 */
import { normaliseName } from '../prices/names';
import { setSimilarity, trigramsOf } from '../prices/trigram';

/**
 * A misread word is taken for a medicine at this trigram similarity: "amlodipme" for "amlodipine"
 * (0.54), "atorvastatn" (0.67), "metfonnin" for "metformin" (0.5). Stricter than autocomplete's
 * 0.4, since a prescription holds many words that are not medicines and only a few are: "cough"
 * must not become "clozapine". Every fuzzy match is shown to the user as one to check.
 */
export const OCR_MIN_SIMILARITY = 0.5;

/** Shorter words are taken only as written: "dolo" is a brand, "dola" is not a typo of it. */
const FUZZY_MIN_LENGTH = 5;
const WORD_MIN_LENGTH = 3;

/**
 * Words of the list's names that are never a medicine by themselves: salts, forms, release
 * kinds, the list's own name. A drug's name is a word of its own ("Montelukast Sodium").
 */
const NOT_A_DRUG = new Set([
  'and',
  'with',
  'janaushadhi',
  'sodium',
  'potassium',
  'hydrochloride',
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'syrup',
  'injection',
  'oral',
  'suspension',
  'solution',
  'cream',
  'gel',
  'drops',
  'water',
  'sterile',
  'surgical',
  'disposable',
  'extended',
  'sustained',
  'prolonged',
  'release',
  'gastro',
  'resistant',
  'dispersible',
  'film',
  'coated',
  'powder',
  'for',
  'the',
  'daily',
  'days',
  'food',
  'after',
  'before',
  'morning',
  'night',
]);

/** Surgical consumables and devices are not prescribed as medicines to take. */
const NOT_MEDICINE_GROUPS = /surgical|consumable|device/i;

export interface VocabularyWord {
  /** Lower case, as matched. */
  word: string;
  /** As the list or brand writes it: "Pantoprazole", "Dolo". */
  display: string;
  trigrams: ReadonlySet<string>;
}

export interface MedicineVocabulary {
  words: ReadonlyMap<string, VocabularyWord>;
  /** Words by length, for the fuzzy search: a misreading changes the length by a letter or two. */
  byLength: ReadonlyMap<number, readonly VocabularyWord[]>;
}

export interface VocabularySource {
  /** Jan Aushadhi generic names with their groups. */
  generics: readonly { name: string; group: string }[];
  /** Brand names: "Dolo 650", "Crocin Advance". */
  brands: readonly string[];
}

const LETTERS = /\p{L}+/gu;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The drug words of one generic name: its first word and the first word after each "and"/"+". */
function drugWordsOf(name: string): string[] {
  const parts = normaliseName(name).split(/\s+(?:and|\+|&|with)\s+|\s*\+\s*/);
  const out: string[] = [];
  for (const part of parts) {
    const first = part.match(LETTERS)?.[0];
    if (first) out.push(first);
  }
  return out;
}

export function buildVocabulary(source: VocabularySource): MedicineVocabulary {
  const words = new Map<string, VocabularyWord>();
  const add = (word: string) => {
    if (word.length < WORD_MIN_LENGTH || NOT_A_DRUG.has(word) || words.has(word)) return;
    words.set(word, { word, display: titleCase(word), trigrams: trigramsOf(word) });
  };
  for (const { name, group } of source.generics) {
    if (NOT_MEDICINE_GROUPS.test(group)) continue;
    for (const word of drugWordsOf(name)) add(word);
  }
  // A brand's own name is its first word ("Dolo" of "Dolo 650").
  for (const brand of source.brands) {
    const first = normaliseName(brand).match(LETTERS)?.[0];
    if (first) add(first);
  }
  const byLength = new Map<number, VocabularyWord[]>();
  for (const entry of words.values()) {
    const list = byLength.get(entry.word.length);
    if (list) list.push(entry);
    else byLength.set(entry.word.length, [entry]);
  }
  return { words, byLength };
}

export interface WordMatch {
  entry: VocabularyWord;
  /** 1 when read exactly; else the trigram similarity of the misreading. */
  similarity: number;
}

/**
 * The medicine a word read from the page names, or null. Digits OCR puts for letters inside a
 * word are read back as letters first ("Pantoprazo1e", "Amoxici11in").
 */
export function matchMedicineWord(vocabulary: MedicineVocabulary, raw: string): WordMatch | null {
  const word = lettersFromMisreadDigits(raw.toLowerCase());
  if (word === null || word.length < WORD_MIN_LENGTH) return null;
  const exact = vocabulary.words.get(word);
  if (exact) return { entry: exact, similarity: 1 };
  if (word.length < FUZZY_MIN_LENGTH || NOT_A_DRUG.has(word)) return null;
  const trigrams = trigramsOf(word);
  let best: WordMatch | null = null;
  for (let length = word.length - 2; length <= word.length + 2; length += 1) {
    for (const entry of vocabulary.byLength.get(length) ?? []) {
      if (entry.word.length < FUZZY_MIN_LENGTH) continue;
      const similarity = setSimilarity(trigrams, entry.trigrams);
      if (similarity >= OCR_MIN_SIMILARITY && (!best || similarity > best.similarity)) {
        best = { entry, similarity };
      }
    }
  }
  return best;
}

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

/**
 * "pantoprazo1e" -> "pantoprazole": a word of mostly letters with a digit or two among them is a
 * misread word. A word with no letters, or more digits than that, is a number: null.
 */
export function lettersFromMisreadDigits(word: string): string | null {
  const cleaned = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const letters = cleaned.match(/\p{L}/gu)?.length ?? 0;
  const digits = cleaned.length - letters;
  if (letters === 0 || digits > 2 || letters < digits * 3) return null;
  if (!/^[\p{L}0158]+$/u.test(cleaned)) return null;
  return cleaned.replace(/[0158]/g, (d) => DIGIT_AS_LETTER[d] ?? d);
}

/**
 * A prescription's text, as OCR read it, turned into medicines to offer as reminders (PRODUCT
 * §4): each line that names a medicine the app knows starts one, and its strength, schedule, meal
 * and course are read from it and from the lines under it that only give directions. Nothing here
 * adds anything: the user sees each suggestion, can change it, and chooses what to add.
 */
import type { FoodTiming } from '../medicines/notation';
import { readCourseDays, readFood, readSchedule, readStrength } from './directions';
import { matchMedicineWord, type MedicineVocabulary, type WordMatch } from './vocabulary';

export interface MedicineReading {
  /** The medicine as it will be saved: "Pantoprazole", "Amlodipine + Atenolol", "Metformin SR". */
  name: string;
  /** The known medicine it was matched to (the first drug named): "Pantoprazole". */
  medicine: string;
  /** "40 mg"; empty when the line gives none. */
  dosage: string;
  /** '1-0-1', 'BD', 'HS', 'SOS'; null when no schedule was found. */
  notation: string | null;
  /** The dose times that schedule gives ('08:00', '20:00'); empty for as needed or none. */
  times: string[];
  asNeeded: boolean;
  food: FoodTiming | null;
  /** The course in days ("x 5 days"); null when none is written. */
  days: number | null;
  /** The text it was read from. */
  text: string;
  /** Words of that text OCR was unsure of, for the user to check. */
  uncertain: string[];
  /** A misread name, an unsure word, or no schedule or strength: the user should look first. */
  check: boolean;
}

export interface ReadOptions {
  /** Lower-cased words OCR gave a low confidence. */
  uncertain?: ReadonlySet<string>;
}

/** At most this many suggestions come from one page; a real prescription has far fewer. */
export const MAX_READINGS = 20;

/** How far into a line (in words, after numbering and the form) its medicine may be named. */
const NAME_WITHIN_WORDS = 4;

/** Lines under a medicine that only give directions ("1-0-1 after food x 5 days") join it. */
const MAX_DIRECTION_LINES = 2;

/** Numbering, "Rx", and the dosage form before a name: "1.", "2)", "Tab.", "Cap", "Syp", "Inj". */
const LEADING =
  /^(?:\d{1,2}[.)]|rx|r\/x|tab|tabs|tablet|tablets|cap|caps|capsule|capsules|syp|syr|syrup|susp|inj|injection|oint|ointment|cream|gel|drops?|lotion|sachet|inhaler|neb)$/i;

/** Words that stay with a name after it: release kinds and common suffixes of brands. */
const NAME_SUFFIX =
  /^(?:sr|er|xr|cr|mr|xl|ds|dsr|ls|lc|cv|mf|mt|plus|forte|d3|k2|h|am|trio|gold|max|duo)$/i;

interface Token {
  text: string;
  /** Where it starts in the line. */
  at: number;
}

function wordsOf(line: string): Token[] {
  return [...line.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ text: m[0], at: m.index }));
}

interface NameFound {
  match: WordMatch;
  name: string;
  /** Where the text after the name starts in the line. */
  end: number;
}

/** The medicine a line names near its start, with the words that belong to the name. */
function findName(vocabulary: MedicineVocabulary, line: string): NameFound | null {
  const words = wordsOf(line);
  let i = 0;
  while (i < words.length && LEADING.test(words[i]?.text ?? '')) i += 1;
  for (let k = i; k < Math.min(words.length, i + NAME_WITHIN_WORDS); k += 1) {
    const word = words[k];
    if (!word) break;
    const match = matchMedicineWord(vocabulary, word.text);
    if (!match) continue;
    const parts = [match.entry.display];
    let end = word.at + word.text.length;
    let j = k + 1;
    while (j < words.length) {
      const next = words[j];
      if (!next) break;
      const between = line.slice(end, next.at);
      if (/^\s*(?:\+|&|and|with|\/)\s*$/i.test(between) || /^\s*and\s*$/i.test(next.text)) {
        const joined = /^\s*and\s*$/i.test(next.text) ? words[j + 1] : next;
        const other = joined ? matchMedicineWord(vocabulary, joined.text) : null;
        if (!joined || !other) break;
        parts.push(`+ ${other.entry.display}`);
        end = joined.at + joined.text.length;
        j = words.indexOf(joined) + 1;
        continue;
      }
      if (/^\s*$/.test(between) || /^\s*-\s*$/.test(between)) {
        if (NAME_SUFFIX.test(next.text)) {
          parts.push(next.text.toUpperCase().replace(/^(PLUS|FORTE|TRIO|GOLD|MAX|DUO)$/, titled));
          end = next.at + next.text.length;
          j += 1;
          continue;
        }
      }
      break;
    }
    return { match, name: parts.join(' '), end };
  }
  return null;
}

function titled(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function hasDirections(text: string): boolean {
  return readSchedule(text) !== null || readFood(text) !== null || readCourseDays(text) !== null;
}

interface Entry {
  found: NameFound;
  /** The medicine's line and the direction lines joined to it. */
  text: string;
  /** The text after the name: where strength and directions are read. */
  rest: string;
}

function entriesOf(vocabulary: MedicineVocabulary, text: string): Entry[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let joined = 0;
  for (const line of lines) {
    const found = findName(vocabulary, line);
    if (found) {
      current = { found, text: line, rest: line.slice(found.end) };
      entries.push(current);
      joined = 0;
      continue;
    }
    if (current && joined < MAX_DIRECTION_LINES && hasDirections(line)) {
      current.text += `\n${line}`;
      current.rest += `\n${line}`;
      joined += 1;
    } else {
      current = null;
    }
  }
  return entries;
}

function uncertainWords(text: string, uncertain: ReadonlySet<string>): string[] {
  if (uncertain.size === 0) return [];
  const out = new Set<string>();
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (bare !== '' && uncertain.has(bare.toLowerCase())) out.add(bare);
  }
  return [...out];
}

/** The medicines the text names, in the order written, each once. */
export function readPrescription(
  vocabulary: MedicineVocabulary,
  text: string,
  options: ReadOptions = {},
): MedicineReading[] {
  const uncertain = options.uncertain ?? new Set<string>();
  const seen = new Set<string>();
  const out: MedicineReading[] = [];
  for (const entry of entriesOf(vocabulary, text)) {
    const { found, rest } = entry;
    const schedule = readSchedule(rest);
    const dosage = readStrength(rest) ?? '';
    const key = `${found.name.toLowerCase()}|${dosage}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const unsure = uncertainWords(entry.text, uncertain);
    out.push({
      name: found.name,
      medicine: found.match.entry.display,
      dosage,
      notation: schedule?.notation ?? null,
      times: schedule ? [...schedule.schedule.times] : [],
      asNeeded: schedule?.schedule.asNeeded ?? false,
      food: readFood(rest),
      days: readCourseDays(rest),
      text: entry.text,
      uncertain: unsure,
      check: found.match.similarity < 1 || !schedule || dosage === '' || unsure.length > 0,
    });
    if (out.length >= MAX_READINGS) break;
  }
  return out;
}

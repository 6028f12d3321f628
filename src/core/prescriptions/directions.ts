/**
 * The parts of a prescription line that are not the medicine's name, read from OCR text: the
 * strength ("500 mg"), when to take it (Indian notation "1-0-1", the Latin abbreviations OD, BD,
 * TDS, QID, HS, SOS, or the same in words), the meal (AC/PC, before/after food) and the course
 * ("x 5 days"). OCR puts O for 0 and l or | for 1 in these, so each reader accepts them there.
 */
import { parseFoodTiming, parseNotation, type FoodTiming } from '../medicines/notation';
import type { Schedule } from '../medicines/schedule';

const STRENGTH =
  /(?<![\p{L}\d.])(\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)*)\s*(mcg|µg|ug|mg|gm|g|ml|iu|%)(?![\p{L}])/iu;

const UNIT: Record<string, string> = {
  mcg: 'mcg',
  µg: 'mcg',
  ug: 'mcg',
  mg: 'mg',
  gm: 'g',
  g: 'g',
  ml: 'ml',
  iu: 'IU',
  '%': '%',
};

/**
 * "5OOmg" -> "500mg", "4O rng" -> "40 mg": inside a number followed by a unit, O is 0 and l, I
 * or | is 1; "rng" is how "mg" is often read.
 */
function repairStrengths(text: string): string {
  return text
    .replace(/([\dOolI|])\s*rng\b/gi, '$1 mg')
    .replace(/\b([\dOolI|]{1,5})(?=\s*(?:mcg|mg|ml|gm|g|iu)\b)/gi, (number: string) =>
      /\d/.test(number) ? number.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1') : number,
    );
}

/** The first strength in the text: "500 mg", "5/50 mg", "10 ml", "0.05 %"; null when none. */
export function readStrength(text: string): string | null {
  const found = STRENGTH.exec(repairStrengths(text));
  if (!found?.[1] || !found[2]) return null;
  const amount = found[1].replace(/\s+/g, '');
  return `${amount} ${UNIT[found[2].toLowerCase()] ?? found[2]}`;
}

/** One dose amount of a pattern as OCR may show it: 0-4, a half or quarter, O for 0, l or | for 1, % for ½. */
const AMOUNT = String.raw`(?:[0-4]?[½¼¾]|[0-4]\s?\/\s?[24]|0?\.5|%:?|[0-4OoIl|!])`;
const DASH = String.raw`\s*[-–—−~_=]\s*`;
const DASHED = new RegExp(
  String.raw`(?<![\p{L}\d.\/])(${AMOUNT})${DASH}(${AMOUNT})${DASH}(${AMOUNT})(?:${DASH}(${AMOUNT}))?(?![\p{L}\d\/])`,
  'u',
);

/** OCR reads ½ as "%" (the glyphs are alike), 0 as O and 1 as l, I, | or !. */
function amountDigits(amount: string): string {
  if (amount.startsWith('%')) return '½';
  return amount
    .replace(/\s/g, '')
    .replace(/[Oo]/g, '0')
    .replace(/[Il|!]/g, '1');
}

/** Latin abbreviations, longest first, with the dots some doctors write (B.D., T.D.S.). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\p{L}\d])b\.?\s?i\.?\s?d\b\.?/iu, 'BD'],
  [/(?<![\p{L}\d])t\.?\s?d\.?\s?s\b\.?/iu, 'TDS'],
  [/(?<![\p{L}\d])t\.?\s?i\.?\s?d\b\.?/iu, 'TDS'],
  [/(?<![\p{L}\d])q\.?\s?d\.?\s?s\b\.?/iu, 'QID'],
  [/(?<![\p{L}\d])q\.?\s?i\.?\s?d\b\.?/iu, 'QID'],
  [/(?<![\p{L}\d])s\.?\s?o\.?\s?s\b\.?/iu, 'SOS'],
  [/(?<![\p{L}\d])p\.?\s?r\.?\s?n\b\.?/iu, 'SOS'],
  [/(?<![\p{L}\d])b\.?\s?d\b\.?/iu, 'BD'],
  [/(?<![\p{L}\d])h\.?\s?s\b\.?/iu, 'HS'],
  [/(?<![\p{L}\d])[o0]\.?\s?d\b\.?/iu, 'OD'],
  [/(?<![\p{L}\d])q\.?\s?d\b\.?/iu, 'OD'],
];

/** The same schedules in words. */
const IN_WORDS: [RegExp, string][] = [
  [/\b(?:four|4)\s+times\s+(?:a\s+)?day\b|\bfour\s+times\s+daily\b/i, 'QID'],
  [/\b(?:thrice|three\s+times|3\s+times)\s+(?:a\s+)?(?:day|daily)\b/i, 'TDS'],
  [/\b(?:twice|two\s+times|2\s+times)\s+(?:a\s+)?(?:day|daily)\b/i, 'BD'],
  [/\bonce\s+(?:a\s+)?(?:day|daily)\b|\bdaily\s+once\b/i, 'OD'],
  [/\b(?:at\s+)?bed\s*time\b|\bat\s+night\b/i, 'HS'],
  [
    /\b(?:as|when|if)\s+(?:needed|required)\b|\bwhen\s+necessary\b|\bin\s+case\s+of\s+(?:pain|fever)\b/i,
    'SOS',
  ],
  [/\b(?:every|in\s+the)\s+morning\b/i, 'OD'],
];

export interface ScheduleReading {
  /** As parseNotation keeps it: '1-0-1', '½-0-½', 'BD', 'SOS'. */
  notation: string;
  schedule: Schedule;
  /** The characters it was read from, to mark on the page's text. */
  source: string;
}

/** When to take it: a dashed pattern first (it says more), then an abbreviation, then words. */
export function readSchedule(text: string): ScheduleReading | null {
  const dashed = DASHED.exec(text);
  if (dashed) {
    const parts = dashed.slice(1).filter((p): p is string => p !== undefined);
    const parsed = parseNotation(parts.map(amountDigits).join('-'));
    if (parsed.ok && parsed.schedule.notation) {
      return { notation: parsed.schedule.notation, schedule: parsed.schedule, source: dashed[0] };
    }
  }
  for (const [pattern, canonical] of [...ABBREVIATIONS, ...IN_WORDS]) {
    const found = pattern.exec(text);
    if (!found) continue;
    const parsed = parseNotation(canonical);
    if (parsed.ok) return { notation: canonical, schedule: parsed.schedule, source: found[0] };
  }
  return null;
}

/** Before or after food, AC/PC, empty stomach (medicines/notation.ts). */
export function readFood(text: string): FoodTiming | null {
  return parseFoodTiming(text);
}

export const MAX_COURSE_DAYS = 365;

const COURSE = [
  /(?:[x×*]|\bfor)\s*(\d{1,3})\s*(days?|d|weeks?|wks?|wk|months?|mths?)(?![\p{L}])/iu,
  /(?<![\p{L}\d])(\d{1,3})\s*(days|weeks|months)\b/iu,
];

const UNIT_DAYS: [RegExp, number][] = [
  [/^(?:weeks?|wks?|wk)$/i, 7],
  [/^(?:months?|mths?)$/i, 30],
];

/** "x 5 days", "× 2 weeks", "for 10 days", "5d": the course in days, or null. */
export function readCourseDays(text: string): number | null {
  for (const pattern of COURSE) {
    const found = pattern.exec(text);
    if (!found?.[1] || !found[2]) continue;
    const n = Number(found[1]);
    const per = UNIT_DAYS.find(([unit]) => unit.test(found[2] ?? ''))?.[1] ?? 1;
    const days = n * per;
    if (days >= 1 && days <= MAX_COURSE_DAYS) return days;
  }
  return null;
}

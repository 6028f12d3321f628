import {
  asNeededSchedule,
  createSchedule,
  MAX_QUANTITY_PER_DOSE,
  PRESET_TIMES,
  type Schedule,
} from './schedule';

/**
 * Indian prescription notation (PRODUCT §1, §4): "1-0-1" is morning-noon-night, "1-1-1-1"
 * morning-noon-evening-night; each number is tablets per dose. Abbreviations are the Latin
 * ones Indian doctors write: OD, BD, TDS, QID, HS, SOS.
 */

export const NOTATION_MESSAGES = {
  invalid: 'Use a pattern like 1-0-1 or OD, BD, TDS, QID, HS, SOS',
  parts:
    'A pattern has 3 parts (morning-noon-night, like 1-0-1) or 4 parts (morning-noon-evening-night, like 1-1-1-1)',
  noDose: 'This pattern has no doses: put 1 at each time to take it, like 1-0-1',
  tooMuch: 'More than 10 tablets at one time looks like a mistake: use a pattern like 1-0-1',
  split: 'Split tablets in halves or quarters, like ½-0-½ or ¼-0-¼',
} as const;

/** Slot times, the same as the daily presets so 1-0-1 and BD agree on the clock. */
export const SLOT_TIMES = {
  3: ['08:00', '14:00', '20:00'],
  4: ['08:00', '12:00', '16:00', '20:00'],
} as const;

/** HS, hora somni: at bedtime. */
export const BEDTIME = '22:00';

const ABBREVIATIONS: Record<string, { canonical: string; times: readonly string[] | null }> = {
  OD: { canonical: 'OD', times: PRESET_TIMES.once },
  QD: { canonical: 'OD', times: PRESET_TIMES.once },
  BD: { canonical: 'BD', times: PRESET_TIMES.twice },
  BID: { canonical: 'BD', times: PRESET_TIMES.twice },
  TDS: { canonical: 'TDS', times: PRESET_TIMES.thrice },
  TID: { canonical: 'TDS', times: PRESET_TIMES.thrice },
  QID: { canonical: 'QID', times: PRESET_TIMES.fourTimes },
  QDS: { canonical: 'QID', times: PRESET_TIMES.fourTimes },
  HS: { canonical: 'HS', times: [BEDTIME] },
  SOS: { canonical: 'SOS', times: null },
  PRN: { canonical: 'SOS', times: null },
};

export type NotationResult = { ok: true; schedule: Schedule } | { ok: false; message: string };

const fail = (message: string): NotationResult => ({ ok: false, message });

/**
 * Reads "1-0-1", "1 - 0 - 1", "½-0-½", "1/2-0-1/2", "0.5-0-0.5", "bd", "B.D.", "tds".
 * The schedule keeps the notation in its canonical form ('½-0-½', 'BD') for the label.
 */
export function parseNotation(text: string): NotationResult {
  const cleaned = text.trim().replace(/[\u2010-\u2015\u2212]/g, '-');
  if (cleaned === '') return fail(NOTATION_MESSAGES.invalid);
  if (/^[A-Za-z.\s]+$/.test(cleaned)) return parseAbbreviation(cleaned);
  if (!cleaned.includes('-')) return fail(NOTATION_MESSAGES.invalid);
  const parts = cleaned.split('-').map((p) => p.trim());
  if (parts.length !== 3 && parts.length !== 4) return fail(NOTATION_MESSAGES.parts);
  const amounts: number[] = [];
  for (const p of parts) {
    const amount = parseAmount(p);
    if (amount === null) return fail(NOTATION_MESSAGES.invalid);
    if (amount > MAX_QUANTITY_PER_DOSE) return fail(NOTATION_MESSAGES.tooMuch);
    if (!Number.isInteger(amount * 4)) return fail(NOTATION_MESSAGES.split);
    amounts.push(amount);
  }
  const slots = parts.length === 3 ? SLOT_TIMES[3] : SLOT_TIMES[4];
  const times: string[] = [];
  const quantities: number[] = [];
  amounts.forEach((a, i) => {
    const slot = slots[i];
    if (a > 0 && slot) {
      times.push(slot);
      quantities.push(a);
    }
  });
  if (times.length === 0) return fail(NOTATION_MESSAGES.noDose);
  const notation = amounts.map(formatAmount).join('-');
  return { ok: true, schedule: createSchedule({ times, quantities, notation }) };
}

function parseAbbreviation(text: string): NotationResult {
  const key = text.replace(/[.\s]/g, '').toUpperCase();
  const found = ABBREVIATIONS[key];
  if (!found) return fail(NOTATION_MESSAGES.invalid);
  if (found.times === null) return { ok: true, schedule: asNeededSchedule(found.canonical) };
  return {
    ok: true,
    schedule: createSchedule({ times: found.times, notation: found.canonical }),
  };
}

const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** A dose amount: 1, 0.5, .5, 1/2, ½, 1½. Null when it is not a number of tablets. */
function parseAmount(part: string): number | null {
  if (/^\d{1,2}$/.test(part)) return Number(part);
  if (/^\d{0,2}\.\d{1,2}$/.test(part)) return Number(part);
  const fraction = /^(\d{1,2})\/(\d{1,2})$/.exec(part);
  if (fraction) {
    const den = Number(fraction[2]);
    return den === 0 ? null : Number(fraction[1]) / den;
  }
  const vulgar = /^(\d{0,2})([½¼¾])$/.exec(part);
  if (vulgar) return Number(vulgar[1] || '0') + (VULGAR[vulgar[2] ?? ''] ?? 0);
  return null;
}

/** 0.5 -> '½', 1.5 -> '1½', 2 -> '2': how the notation is shown back. */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const rest = amount - whole;
  const glyph = Object.entries(VULGAR).find(([, v]) => v === rest)?.[0] ?? '';
  if (glyph === '') return String(amount);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/** When to take it relative to a meal; AC and PC are the Latin ante/post cibum. */
export type FoodTiming = 'before' | 'after' | 'with';

export const FOOD_LABELS: Record<FoodTiming, string> = {
  before: 'Before food',
  after: 'After food',
  with: 'With food',
};

const FOOD_WORDS: readonly { pattern: RegExp; timing: FoodTiming }[] = [
  { pattern: /\b(a\.?\s?c\.?|before\s+(food|meals?)|empty\s+stomach)(?=\W|$)/i, timing: 'before' },
  { pattern: /\b(p\.?\s?c\.?|after\s+(food|meals?))(?=\W|$)/i, timing: 'after' },
  { pattern: /\b(with\s+(food|meals?))(?=\W|$)/i, timing: 'with' },
];

/** Finds a food instruction in free text: "after food", "PC", "A.C.", "empty stomach". */
export function parseFoodTiming(text: string): FoodTiming | null {
  return FOOD_WORDS.find((w) => w.pattern.test(text))?.timing ?? null;
}

/** The app's with-food flag: after or with a meal; before food is on an empty stomach. */
export function isWithFood(timing: FoodTiming | null): boolean {
  return timing === 'after' || timing === 'with';
}

export type DirectionsResult =
  { ok: true; schedule: Schedule; food: FoodTiming | null } | { ok: false; message: string };

/** "1-0-1 after food", "BD PC", "TDS (before meals)": the notation plus a food instruction. */
export function parseDirections(text: string): DirectionsResult {
  let rest = text;
  let food: FoodTiming | null = null;
  for (const w of FOOD_WORDS) {
    if (w.pattern.test(rest)) {
      food ??= w.timing;
      rest = rest.replace(w.pattern, ' ');
    }
  }
  rest = rest.replace(/[(),;]/g, ' ');
  const parsed = parseNotation(rest);
  return parsed.ok ? { ok: true, schedule: parsed.schedule, food } : parsed;
}

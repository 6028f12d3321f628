/**
 * Reads strengths and the dosage form out of a Jan Aushadhi generic name such as
 * "Aceclofenac 100mg and Paracetamol 325mg Tablets". The list is typed by people, so the parser is
 * tolerant: it finds every "number + unit" it can, names each from the words before it, and never
 * throws. What it cannot read it leaves out rather than guesses.
 */

export type StrengthUnit = 'mg' | 'mcg' | 'g' | 'IU' | '%' | 'ml';

export interface Strength {
  /** The ingredient, as written (salt included): "Diclofenac Sodium". */
  name: string;
  amount: number;
  unit: StrengthUnit;
  /** "per 5 ml": the volume or weight the amount is in, for liquids and creams. */
  per?: { amount: number; unit: 'ml' | 'g' };
  /** For percentages: weight/weight, weight/volume or volume/volume. */
  basis?: 'w/w' | 'w/v' | 'v/v';
}

export const DOSAGE_FORMS = [
  'Eye Ointment',
  'Eye Drops',
  'Ear Drops',
  'Nasal Spray',
  'Injection',
  'Infusion',
  'Inhaler',
  'Rotacap',
  'Respules',
  'Tablet',
  'Capsule',
  'Syrup',
  'Suspension',
  'Drops',
  'Solution',
  'Cream',
  'Ointment',
  'Gel',
  'Lotion',
  'Powder',
  'Granules',
  'Sachet',
  'Spray',
  'Suppository',
  'Mouthwash',
  'Lozenge',
  'Shampoo',
  'Soap',
] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/** First match wins, so specific forms come first: "Powder for Injection" is an injection. */
const FORM_PATTERNS: [RegExp, DosageForm][] = [
  [/\beye\s+ointment\b/i, 'Eye Ointment'],
  [/\beye\s+drops?\b|\bop(?:h)?thalmic\b/i, 'Eye Drops'],
  [/\bear\s+drops?\b/i, 'Ear Drops'],
  [/\bnasal\s+spray\b/i, 'Nasal Spray'],
  [/\binjections?\b|\binjectable\b|\bpre-?filled\b/i, 'Injection'],
  [/\binfusion\b/i, 'Infusion'],
  [/\binhalers?\b|\binhalation\b/i, 'Inhaler'],
  [/\brotacaps?\b/i, 'Rotacap'],
  [/\brespules?\b/i, 'Respules'],
  [/\btablets?\b|\btabs?\b/i, 'Tablet'],
  [/\bcapsules?\b|\bcaps?\b|\bsoftgels?\b/i, 'Capsule'],
  [/\bsyrups?\b|\belixir\b/i, 'Syrup'],
  [/\bsuspensions?\b/i, 'Suspension'],
  [/\bdrops?\b/i, 'Drops'],
  [/\bsolution\b/i, 'Solution'],
  [/\bcream\b/i, 'Cream'],
  [/\bointment\b/i, 'Ointment'],
  [/\bgel\b/i, 'Gel'],
  [/\blotion\b/i, 'Lotion'],
  [/\bpowder\b/i, 'Powder'],
  [/\bgranules\b/i, 'Granules'],
  [/\bsachets?\b/i, 'Sachet'],
  [/\bspray\b/i, 'Spray'],
  [/\bsuppositor(?:y|ies)\b/i, 'Suppository'],
  [/\bmouth\s*wash\b|\bgargle\b/i, 'Mouthwash'],
  [/\blozenges?\b/i, 'Lozenge'],
  [/\bshampoo\b/i, 'Shampoo'],
  [/\bsoap\b/i, 'Soap'],
];

export function parseDosageForm(genericName: string): DosageForm | null {
  for (const [pattern, form] of FORM_PATTERNS) if (pattern.test(genericName)) return form;
  return null;
}

/**
 * Words that end an ingredient's name: forms, release types and pharmacopoeia marks. In
 * "Aceclofenac Tablets IP 100 mg" the ingredient is what comes before "Tablets".
 */
const NAME_STOP =
  /\b(?:tablets?|tabs?|capsules?|caps?|injections?|injectable|infusion|syrups?|suspensions?|solution|drops?|eye|ear|nasal|oral|cream|ointment|gel|lotion|powder|granules|sachets?|inhalers?|inhalation|rotacaps?|respules?|spray|suppositor(?:y|ies)|mouthwash|gargle|ophthalmic|opthalmic|topical|vaginal|aqueous|gastro-resistant|enteric(?:-coated)?|prolonged|sustained|extended|delayed|controlled|modified|release|dispersible|chewable|effervescent|film-coated|uncoated|soft|orally|disintegrating|lozenges?|mouth\s*wash|for|pre-?filled|disposable|ip|bp|usp|i\.p)\b/i;

// Indian grouping 15,00,000 too.
const NUM = String.raw`(\d{1,3}(?:,\d{2,3})+(?!\d)|\d*\.\d+|\d+)`;
// The number must not be glued to a word ("D3" is a name, not 3 of something). A consumed
// character rather than a lookbehind: Safari before 16.4 cannot even load a lookbehind.
const NOT_GLUED = String.raw`(^|[^\w.])`;
const UNIT = String.raw`(?:(mcg|µg|mg|gms?|g|iu|ml)(?![a-z])|(%))`;
const BASIS = String.raw`(?:\s*(w\s*/\s*w|w\s*/\s*v|v\s*/\s*v)\b)?`;
const PER = String.raw`(?:\s*(?:per|/)\s*(\d*\.?\d+)?\s*(ml|gm?)(?![a-z]))?`;
const STRENGTH = new RegExp(`${NOT_GLUED}${NUM}\\s*${UNIT}${BASIS}${PER}`, 'gi');
const TRAILING_PER = /\bper\s*(\d*\.?\d+)?\s*(ml|gm?)(?![a-z])/i;

const UNITS: Record<string, StrengthUnit> = {
  mcg: 'mcg',
  µg: 'mcg',
  mg: 'mg',
  g: 'g',
  gm: 'g',
  gms: 'g',
  iu: 'IU',
  ml: 'ml',
  '%': '%',
};

const BASES: Record<string, Strength['basis']> = { 'w/w': 'w/w', 'w/v': 'w/v', 'v/v': 'v/v' };

function toNumber(text: string): number {
  return Number(text.replace(/,/g, ''));
}

function perOf(amount: string | undefined, unit: string): Strength['per'] {
  return { amount: amount ? Number(amount) : 1, unit: unit.toLowerCase() === 'ml' ? 'ml' : 'g' };
}

/**
 * The ingredient named by the text between the previous strength and this one: the last piece
 * after a separator ("and", ",", "&", "+", an unclosed bracket, a colon), cut before form words.
 * Returns '' when the text holds only form words (a pack size written into the name).
 */
function ingredientName(between: string): string {
  const withoutBrackets = between.replace(/\([^()]*\)/g, ' ');
  const pieces = withoutBrackets
    .split(/\s+and\s+|\s+with\s+|[,;&+():]/i)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let piece = pieces[pieces.length - 1] ?? '';
  const of = piece.match(/\b(?:syrup|tablets?|capsules?|injection)\s+of\s+(.+)$/i);
  if (of?.[1]) piece = of[1];
  const stop = piece.match(NAME_STOP);
  if (stop?.index !== undefined) piece = piece.slice(0, stop.index);
  return piece
    .replace(/[\s-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Atenolol + Losartan Tablet (50/50 Mg)", "Rosuvastatin + Cholecalciferol Tablet (10 Mg/1000 IU)",
 * "Lopinavir and Ritonavir Tablets IP (200mg + 50mg)": names first, amounts together in brackets.
 * Paired up only when the counts match; a unit written once covers the amounts before it.
 */
const COMBINATION = /^(.+?)\s*\(([^()]*\d[^()]*[/+][^()]*)\)\s*$/;
const COMBINATION_PART = new RegExp(`^${NUM}\\s*${UNIT}?$`, 'i');

function parseCombination(genericName: string): Strength[] | null {
  const m = genericName.trim().match(COMBINATION);
  if (!m?.[1] || !m[2]) return null;
  const names = m[1]
    .split(/\s*\+\s*|\s+and\s+/i)
    .map((n) => ingredientName(n))
    .filter((n) => n !== '');
  const parts = m[2].split(/[/+]/).map((p) => p.trim().match(COMBINATION_PART));
  if (names.length < 2 || names.length !== parts.length) return null;
  const out: Strength[] = [];
  let unit: StrengthUnit | undefined;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    const name = names[i];
    if (!part?.[1] || name === undefined) return null;
    unit = UNITS[(part[2] ?? part[3] ?? '').toLowerCase()] ?? unit;
    if (!unit) return null;
    out.unshift({ name, amount: toNumber(part[1]), unit });
  }
  return out;
}

export function parseStrengths(genericName: string): Strength[] {
  const combination = parseCombination(genericName);
  if (combination) return combination;
  const out: Strength[] = [];
  let previousEnd = 0;
  let keptEnd = 0;
  for (const m of genericName.matchAll(STRENGTH)) {
    const [whole, glue, num, letterUnit, percent, basis, perAmount, perUnit] = m;
    const between = genericName.slice(previousEnd, m.index + (glue?.length ?? 0));
    previousEnd = m.index + whole.length;
    const unit = UNITS[(letterUnit ?? percent ?? '').toLowerCase()];
    const amount = num ? toNumber(num) : Number.NaN;
    if (!unit || !Number.isFinite(amount)) continue;

    let name = ingredientName(between);
    if (!name) {
      // "Zeaxanthin 4%- 25mg": nothing but punctuation before it, so it belongs to the last name;
      // "Eye Drop 5ml": only form words before it, so it is a pack size, not a strength.
      const last = out[out.length - 1];
      if (!last || /[a-z]/i.test(between)) continue;
      name = last.name;
    }
    const s: Strength = { name, amount, unit };
    if (perUnit) s.per = perOf(perAmount, perUnit);
    const b = BASES[(basis ?? '').replace(/\s/g, '').toLowerCase()];
    if (b) s.basis = b;
    out.push(s);
    keptEnd = previousEnd;
  }
  return shareTrailingPer(out, genericName.slice(keptEnd));
}

/**
 * "A 250mg, B 250mg and C 50mg per 5ml Suspension": "per 5ml" closes the list and holds for
 * every ingredient, as it does when written after the form ("... 2mg Syrup per 5ml").
 */
function shareTrailingPer(strengths: Strength[], tail: string): Strength[] {
  const last = strengths[strengths.length - 1];
  if (!last) return strengths;
  const trailing = tail.match(TRAILING_PER);
  const per = last.per ?? (trailing?.[2] ? perOf(trailing[1], trailing[2]) : undefined);
  if (!per) return strengths;
  return strengths.map((s) => (s.per || s.unit === '%' ? s : { ...s, per }));
}

export function parseGenericName(genericName: string): {
  strengths: Strength[];
  form: DosageForm | null;
} {
  return { strengths: parseStrengths(genericName), form: parseDosageForm(genericName) };
}

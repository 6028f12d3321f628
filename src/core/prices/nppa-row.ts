/**
 * One row of the NPPA's "All Drugs Ceiling Prices" export, read by rules: the salt(s) of its
 * Formulation, the form, release type and strength(s) of its Dosage & Strength, the price and
 * unit of its Ceiling Price, its order (S.O.) and NLEM version. A row the rules cannot read is
 * refused with the reason, never guessed: a wrong ceiling shown as the law would be worse than
 * none.
 */
import {
  ceilingFormOf,
  nameWords,
  releasesOf,
  SALT_EQUALS,
  type CeilingForm,
  type Release,
} from './nppa-forms';
import type { Parsed } from './nppa-parsed';
import { parseCeilingPrice, type CeilingUnit } from './nppa-unit';

export type CeilingStrengthUnit = 'mg' | 'mcg' | 'g' | 'IU' | 'KU' | '%' | 'ml';

export interface CeilingStrength {
  amount: number;
  unit: CeilingStrengthUnit;
  /** "250 MG/ 5 ML": the volume (or weight) the amount is in. */
  per?: { amount: number; unit: 'ml' | 'g' };
}

export interface CeilingSalt {
  /** Its words, as nameWords reads them: ["acetylsalicylic", "acid"]. */
  words: string[];
  /** Other names for it, each as words: ["aspirin"], ["vitamin", "c"]. */
  aliases: string[][];
}

/** What the rules read from a row; the rest of the row (text, price, order) is kept beside it. */
export interface CeilingFormulation {
  /** One per ingredient, in the row's order ((A), (B), (C)). */
  salts: CeilingSalt[];
  /** One per salt, in the same order; empty where the row states none ("VACCINE --"). */
  strengths: CeilingStrength[];
  form: CeilingForm;
  releases: Release[];
}

export interface CeilingRow extends CeilingFormulation {
  slNo: number;
  nlemVersion: number;
  /** The row's texts with their line breaks and runs of spaces made one space. */
  formulationText: string;
  dosageText: string;
  /** Rupees per unit, excluding GST. */
  price: number;
  unit: CeilingUnit;
  /** "1575(E)" */
  soNumber: string;
  /** YYYY-MM-DD */
  soDate: string;
}

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** Line breaks inside a quoted field and runs of spaces are one space; "]" closes a "(". */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\]/g, ')').trim();
}

const LABEL = /\(\s*([A-E])\s*\)/g;
const HAS_LABEL = /\(\s*[A-E]\s*\)/;
/** A strength written into the name ("PHYTOMENADIONE (VITAMINK1)10 MG"). */
const STRENGTH_IN_NAME = /\d\s*(?:mg|mcg|gm?|iu|ml|%)(?![a-z])/i;
/** Words that say how it is given, not what it is: "TROPICAMIDE EYE DROPS / OINTMENT". */
const NAME_TAIL =
  /(?:\s+-)?\s+(?:eye\s+drops?(?:\s*\/\s*ointment)?|nasal\s+spray|injectable|systemic)\s*$/i;

function saltOf(text: string): Parsed<CeilingSalt> {
  const aliases: string[][] = [];
  const bare = text
    .replace(/\(([^()]*)\)/g, (_, inner: string) => {
      aliases.push(nameWords(inner));
      return ' ';
    })
    .replace(NAME_TAIL, '');
  const words = nameWords(bare);
  if (words.length === 0 || /[()]/.test(bare)) return refuse(`cannot read the name "${text}"`);
  const joined = words.join(' ');
  for (const equals of SALT_EQUALS) {
    const spelled = equals.map((e) => nameWords(e).join(' '));
    if (spelled.includes(joined)) {
      for (const other of spelled) if (other !== joined) aliases.push(other.split(' '));
    }
  }
  const distinct = new Map(aliases.filter((a) => a.length > 0).map((a) => [a.join(' '), a]));
  distinct.delete(joined);
  return { ok: true, value: { words, aliases: [...distinct.values()] } };
}

/**
 * "PARACETAMOL"; "ABACAVIR (A)+LAMIVUDINE (B)"; "RITONAVIR + LOPINAVIR"; "ASCORBIC ACID
 * (VITAMIN C)" (a second name); "CO-TRIMOXAZOLE (SULPHAMETHOXAZOLE(A)+TRIMETHOPRIM(B)]" (the
 * combination's own name, then its parts).
 */
export function parseFormulation(raw: string): Parsed<CeilingSalt[]> {
  const text = cleanText(raw);
  if (text === '') return refuse('no formulation');
  if (STRENGTH_IN_NAME.test(text)) return refuse(`the formulation "${text}" holds a strength`);
  const labelled = [...text.matchAll(LABEL)];
  let parts: string[];
  let combinationName: string | null = null;
  if (labelled.length > 0) {
    let body = text;
    const outer = text.match(/^([^()]+?)\s*\((.*\(\s*A\s*\).*)\)$/i);
    if (outer?.[1] && outer[2]) {
      combinationName = outer[1];
      body = outer[2];
    }
    const pieces = body.split(LABEL);
    // split keeps the captured letters: [name, "A", name, "B", ..., tail]
    const letters = pieces.filter((_, i) => i % 2 === 1);
    const expected = 'ABCDE'.slice(0, letters.length).split('');
    if (letters.join('') !== expected.join('')) {
      return refuse(`the parts of "${text}" are not labelled (A), (B), … in order`);
    }
    if ((pieces[pieces.length - 1] ?? '').trim() !== '') {
      return refuse(`"${text}" has text after its last labelled part`);
    }
    parts = pieces.filter((_, i) => i % 2 === 0 && i < pieces.length - 1);
  } else {
    parts = text.split('+');
  }
  const salts: CeilingSalt[] = [];
  for (const part of parts) {
    const salt = saltOf(part.replace(/^\s*\+/, '').trim());
    if (!salt.ok) return salt;
    salts.push(salt.value);
  }
  // "CO-TRIMOXAZOLE" names the whole combination: every part answers to it.
  if (combinationName) for (const salt of salts) salt.aliases.push(nameWords(combinationName));
  return { ok: true, value: salts };
}

const UNIT_OF: Record<string, CeilingStrengthUnit> = {
  mg: 'mg',
  mcg: 'mcg',
  g: 'g',
  gm: 'g',
  iu: 'IU',
  ku: 'KU',
  '%': '%',
  ml: 'ml',
};
const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const UNIT_WORD = String.raw`(mg|mcg|gm|g|iu|ku|ml|%)`;
const AMOUNT = new RegExp(`^${NUMBER}\\s*${UNIT_WORD}?$`, 'i');
const PER = new RegExp(`^${NUMBER}?\\s*(ml|gm|g)$`, 'i');

interface LooseAmount {
  amount: number;
  unit: CeilingStrengthUnit | null;
}

function amountOf(text: string): LooseAmount | null {
  const m = text.trim().match(AMOUNT);
  if (!m?.[1]) return null;
  const unit = m[2] ? (UNIT_OF[m[2].toLowerCase()] ?? null) : null;
  return { amount: Number(m[1]), unit };
}

/** "100/25 MG", "600 (A) + 300 MG (B)": a unit written once holds for the amounts before it. */
function shareUnits(amounts: LooseAmount[], text: string): Parsed<CeilingStrength[]> {
  const out: CeilingStrength[] = [];
  let unit: CeilingStrengthUnit | null = null;
  for (let i = amounts.length - 1; i >= 0; i--) {
    const a = amounts[i];
    if (!a) return refuse(`cannot read the strength "${text}"`);
    unit = a.unit ?? unit;
    if (!unit) return refuse(`the strength "${text}" has no unit`);
    out.unshift({ amount: a.amount, unit });
  }
  return { ok: true, value: out };
}

/** The strength part of Dosage & Strength (after the form words), for `saltCount` salts. */
export function parseStrengths(raw: string, saltCount: number): Parsed<CeilingStrength[]> {
  const text = raw.trim();
  if (text === '' || text === '--') return { ok: true, value: [] };
  let amounts: (LooseAmount | null)[];
  let per: CeilingStrength['per'];
  if (HAS_LABEL.test(text)) {
    const pieces = text.split(LABEL);
    if ((pieces[pieces.length - 1] ?? '').trim() !== '') {
      return refuse(`the strength "${text}" has text after its last labelled part`);
    }
    amounts = pieces
      .filter((_, i) => i % 2 === 0 && i < pieces.length - 1)
      .map((p) => amountOf(p.replace(/^\s*\+/, '')));
  } else if (text.includes('/')) {
    const pieces = text.split('/');
    const last = pieces[pieces.length - 1] ?? '';
    const perMatch = saltCount === 1 && pieces.length === 2 ? last.trim().match(PER) : null;
    if (perMatch?.[2]) {
      per = {
        amount: perMatch[1] ? Number(perMatch[1]) : 1,
        unit: perMatch[2].toLowerCase() === 'ml' ? 'ml' : 'g',
      };
      amounts = [amountOf(pieces[0] ?? '')];
    } else {
      amounts = pieces.map((p) => amountOf(p));
    }
  } else {
    amounts = [amountOf(text)];
  }
  if (amounts.some((a) => a === null)) return refuse(`cannot read the strength "${text}"`);
  if (amounts.length !== saltCount) {
    return refuse(
      `the strength "${text}" has ${amounts.length} amount(s) for ${saltCount} ingredient(s)`,
    );
  }
  const shared = shareUnits(amounts as LooseAmount[], text);
  if (!shared.ok || !per) return shared;
  return { ok: true, value: shared.value.map((s) => ({ ...s, per })) };
}

/** "(1ml & 2ml Pack)" at the end says which packs the row is for, not what is in it. */
const PACK_NOTE = /\s*\([^()]*\bpack\)\s*$/i;

/** Dosage & Strength: "TABLET 650 MG", "SR Tablet 30 mg", "ORAL LIQUID 250 MG/ 5 ML". */
export function parseDosage(
  raw: string,
  saltCount: number,
): Parsed<Pick<CeilingFormulation, 'strengths' | 'form' | 'releases'>> {
  const text = cleanText(raw).replace(PACK_NOTE, '');
  if (text.includes('\uFFFD')) return refuse(`"${text}" has a character lost upstream (U+FFFD)`);
  if (text.includes('?')) return refuse(`"${text}" has "?" where ≤ or ≥ was lost upstream`);
  if (/\bup\s*to\b|\bto\b|\d\s*-\s*\d/i.test(text)) {
    return refuse(`"${text}" is a range, not one strength`);
  }
  const start = text.search(/\d|--|\.\d/);
  const formText = start < 0 ? text : text.slice(0, start);
  const form = ceilingFormOf(formText);
  if (!form) return refuse(`"${formText.trim() || text}" is not a dosage form the import knows`);
  const strengths = parseStrengths(start < 0 ? '' : text.slice(start), saltCount);
  if (!strengths.ok) return strengths;
  return { ok: true, value: { strengths: strengths.value, form, releases: releasesOf(formText) } };
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** "25-Mar-2026" → "2026-03-25"; null for anything else, or a day the calendar has not. */
export function parseSoDate(text: string): string | null {
  const m = text.trim().match(/^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/);
  const month = m?.[2] ? MONTHS[m[2].toLowerCase()] : undefined;
  if (!m?.[1] || !m[3] || !month) return null;
  const iso = `${m[3]}-${month}-${m[1].padStart(2, '0')}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso ? null : iso;
}

export interface NppaFields {
  slNo: string;
  nlemVersion: string;
  formulation: string;
  dosage: string;
  soNumber: string;
  soDate: string;
  ceilingPrice: string;
}

/** A whole row, or why it cannot be read. */
export function parseNppaRow(fields: NppaFields): Parsed<CeilingRow> {
  const slNo = Number(fields.slNo.trim());
  if (!Number.isInteger(slNo) || slNo < 1) return refuse(`SL No "${fields.slNo}" is not a number`);
  const nlemVersion = Number(fields.nlemVersion.trim());
  if (!/^\d{4}$/.test(fields.nlemVersion.trim())) {
    return refuse(`NLEM Version "${fields.nlemVersion}" is not a year`);
  }
  const soNumber = cleanText(fields.soNumber);
  if (!/^\d{1,5}\(E\)$/.test(soNumber)) {
    return refuse(`SO Number "${soNumber}" is not an order number like 1575(E)`);
  }
  const soDate = parseSoDate(fields.soDate);
  if (!soDate) return refuse(`SO Date "${fields.soDate}" is not a date like 25-Mar-2026`);
  const salts = parseFormulation(fields.formulation);
  if (!salts.ok) return salts;
  const dosage = parseDosage(fields.dosage, salts.value.length);
  if (!dosage.ok) return dosage;
  const price = parseCeilingPrice(fields.ceilingPrice);
  if (!price.ok) return price;
  return {
    ok: true,
    value: {
      slNo,
      nlemVersion,
      formulationText: cleanText(fields.formulation),
      dosageText: cleanText(fields.dosage),
      salts: salts.value,
      ...dosage.value,
      price: price.value.price,
      unit: price.value.unit,
      soNumber,
      soDate,
    },
  };
}

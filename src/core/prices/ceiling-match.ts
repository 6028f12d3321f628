/**
 * Which NPPA ceiling rows are the medicine a family named ("Paracetamol 650", "Telmisartan 40 mg",
 * "Sodium Valproate SR 500", a Jan Aushadhi name). A ceiling is the law for one salt, strength and
 * form, so a wrong match would tell a family a false legal price: every rule here errs towards
 * showing none.
 *
 * - Salts: every salt of the row (or another name of it) is named, and the query has no word the
 *   row cannot account for ("Paracetamol Caffeine 500" is not paracetamol 500: caffeine is left).
 * - Strengths: the same amounts, one for one (650 is not 500; 125 mg/5 ml is not 125 mg), in the
 *   same unit when the query writes one (1 g is 1000 mg).
 * - Form: the same form (a tablet never meets a syrup). With no form written, only a tablet or
 *   capsule row is taken, and only when every matching row has that one form.
 * - Release: SR/ER/MR never meets a plain tablet, nor a plain query an SR row.
 */
import { parseStrengths as parseNamedStrengths } from './strength';
import {
  ceilingFormOf,
  formHolds,
  nameWords,
  releasesOf,
  type CeilingForm,
  type Release,
} from './nppa-forms';
import type { CeilingRow, CeilingStrength, CeilingStrengthUnit } from './nppa-row';

export interface QueryStrength {
  amount: number;
  /** null for a bare number ("Paracetamol 650"): it then stands for the row's own unit. */
  unit: CeilingStrengthUnit | null;
  per?: { amount: number; unit: 'ml' | 'g' };
}

export interface MedicineQuery {
  /** The letter words of the query (numbers and units are in `strengths`). */
  words: string[];
  strengths: QueryStrength[];
  form: CeilingForm | null;
  releases: Release[];
}

/** A dosage that says how many to take ("1 tablet", "2 puffs"), not which product it is. */
const COUNT_DOSAGE =
  /^\s*(?:\d+(?:\.\d+)?|½|one|two)\s*(tablets?|tabs?|capsules?|caps?|puffs?|drops?|sachets?|spoons?|teaspoons?|tsp)\b/i;

const UNIT_WORDS = new Set(['mg', 'mcg', 'µg', 'μg', 'g', 'gm', 'gms', 'iu', 'ku', 'ml', '%']);

/**
 * Words that say nothing about which salt it is: forms, release types, pharmacopoeia marks,
 * units, joining words, and the counter-ions of a salt the list names by its base ("Metformin
 * Hydrochloride" is NLEM's metformin). Sodium, potassium and calcium are not among them: they
 * tell salts apart that NLEM lists apart.
 */
const NEUTRAL_WORDS = new Set(
  (
    'tablet tablets tab tabs capsule capsules cap caps injection injections inj injectable ' +
    'infusion syrup syrups syp syr suspension susp oral liquid solution drops drop eye ear ' +
    'nasal spray cream ointment oint gel lotion powder granules sachet suppository pessary ' +
    'lozenge lozenges pastille pastilles gum inhaler inhalation vaccine dry for reconstitution ' +
    'ip bp usp i.p film coated uncoated sr er cr xr xl mr pr dt ec dr sustained extended ' +
    'controlled prolonged modified release dispersible enteric gastro resistant gastroresistant ' +
    'effervescent chewable sublingual mouth dissolving orally disintegrating odt orodispersible ' +
    'slow delayed and with per of w v each contains paediatric pediatric strip ' +
    'hydrochloride hcl besylate besilate maleate mesylate mesilate succinate tartrate fumarate ' +
    'citrate phosphate trihydrate dihydrate monohydrate hemihydrate anhydrous hyclate'
  ).split(' '),
);

const isNumber = (w: string) => /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(w);

/** Reads what a family typed (name, and the dosage they keep with it) for a ceiling match. */
export function describeMedicine(name: string, dosage?: string | null): MedicineQuery {
  let dose = dosage ?? '';
  const count = dose.match(COUNT_DOSAGE);
  // "1 tablet" says it is a tablet; its 1 is no strength.
  if (count?.[1]) dose = count[1];
  const text = `${name} ${dose}`.trim();
  const named = parseNamedStrengths(text);
  const strengths: QueryStrength[] = named.map((s) => ({
    amount: s.amount,
    unit: s.unit,
    ...(s.per ? { per: s.per } : {}),
  }));
  // The numbers the catalogue parser did not read as a strength are bare strengths.
  const consumed = named.flatMap((s) => (s.per ? [s.amount, s.per.amount] : [s.amount]));
  const words: string[] = [];
  for (const word of nameWords(text)) {
    if (isNumber(word)) {
      const n = Number(word);
      const at = consumed.indexOf(n);
      if (at >= 0) consumed.splice(at, 1);
      else strengths.push({ amount: n, unit: null });
    } else if (!UNIT_WORDS.has(word)) {
      words.push(word);
    }
  }
  return { words, strengths, form: ceilingFormOf(text), releases: releasesOf(text) };
}

const MASS: Partial<Record<CeilingStrengthUnit, number>> = { mcg: 0.001, mg: 1, g: 1000 };

function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function strengthFits(q: QueryStrength, r: CeilingStrength): boolean {
  if (Boolean(q.per) !== Boolean(r.per)) return false;
  if (q.per && r.per && (q.per.unit !== r.per.unit || !sameAmount(q.per.amount, r.per.amount))) {
    return false;
  }
  if (q.unit === null) return sameAmount(q.amount, r.amount);
  if (q.unit === r.unit) return sameAmount(q.amount, r.amount);
  const qm = MASS[q.unit];
  const rm = MASS[r.unit];
  return qm !== undefined && rm !== undefined && sameAmount(q.amount * qm, r.amount * rm);
}

/** One query strength for each of the row's, and none over (a small backtracking search). */
function strengthsFit(query: readonly QueryStrength[], row: readonly CeilingStrength[]): boolean {
  if (query.length !== row.length) return false;
  const used = new Array<boolean>(row.length).fill(false);
  const place = (i: number): boolean => {
    const q = query[i];
    if (!q) return true;
    for (let j = 0; j < row.length; j++) {
      const r = row[j];
      if (used[j] || !r || !strengthFits(q, r)) continue;
      used[j] = true;
      if (place(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return place(0);
}

/** The words naming every salt of the row, or null when one is not named. */
function saltWordsNamed(row: CeilingRow, words: ReadonlySet<string>): Set<string> | null {
  const used = new Set<string>();
  for (const salt of row.salts) {
    const name = [salt.words, ...salt.aliases].find((n) => n.every((w) => words.has(w)));
    if (!name) return null;
    for (const w of name) used.add(w);
  }
  return used;
}

function rowFits(row: CeilingRow, q: MedicineQuery, words: ReadonlySet<string>): boolean {
  const named = saltWordsNamed(row, words);
  if (!named) return false;
  if (q.words.some((w) => !named.has(w) && !NEUTRAL_WORDS.has(w))) return false;
  if (!strengthsFit(q.strengths, row.strengths)) return false;
  if (q.form ? !formHolds(row.form, q.form) : row.form !== 'tablet' && row.form !== 'capsule') {
    return false;
  }
  return q.releases.every((r) => row.releases.includes(r));
}

/** The formulation without its unit or list: rows that differ only there are one medicine. */
function formulationKey(row: CeilingRow): string {
  // ASPIRIN and ACETYLSALICYLIC ACID are one salt: each is known by its first name in order.
  const salts = row.salts.map((s) => [s.words, ...s.aliases].map((n) => n.join(' ')).sort()[0]);
  return JSON.stringify([salts, row.strengths, row.form, row.releases]);
}

function unitKey(row: CeilingRow): string {
  const { kind, item, amount, container, packMinMl, packBelowMl } = row.unit;
  return JSON.stringify([kind, item, amount, container, packMinMl, packBelowMl]);
}

const UNIT_ORDER = ['each', 'ml', 'g', 'g-or-ml', 'metered-dose', 'dose', 'vial', 'pack'];

/**
 * The ceiling rows of the medicine, per unit (a tablet; or 1 ml, and a 5 ml pack), or none. Rows
 * of one formulation and unit from two NLEM lists: the later list's is the one in force. Rows of
 * two formulations (a tablet and a capsule for "Omeprazole 20"): none, as the query does not say
 * which.
 */
export function matchCeilings(rows: readonly CeilingRow[], query: MedicineQuery): CeilingRow[] {
  if (query.words.length === 0) return [];
  const words = new Set(query.words);
  const fits = rows.filter((r) => rowFits(r, query, words));
  if (new Set(fits.map(formulationKey)).size !== 1) return [];
  const latest = new Map<string, CeilingRow>();
  for (const row of fits) {
    const known = latest.get(unitKey(row));
    if (!known || known.nlemVersion < row.nlemVersion) latest.set(unitKey(row), row);
  }
  const order = (r: CeilingRow) => {
    const at = UNIT_ORDER.indexOf(r.unit.kind);
    return at < 0 ? UNIT_ORDER.length : at;
  };
  return [...latest.values()].sort(
    (a, b) => order(a) - order(b) || (a.unit.amount ?? 0) - (b.unit.amount ?? 0) || a.slNo - b.slNo,
  );
}

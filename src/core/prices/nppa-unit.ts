/**
 * The NPPA's Ceiling Price column: "₹ 2.05(1 Tablet)", "₹ 22.60(Each Pack (7 ml))",
 * "₹ 31.89(250ml Glass)", "₹ 1.67(1 ML (10 ML & more pack))". A price and the unit it is for;
 * the export's 60-odd unit strings fall into the kinds below. A trailing "( Pack)" (73 rows)
 * adds nothing the unit does not say and is dropped; two different units for one price ("(20 ML
 * Pack)(1 ML Pack)") cannot both hold, so that row is refused.
 */
import type { Parsed } from './nppa-parsed';

/** Things sold one at a time: the ceiling is for one of them. */
export const CEILING_ITEMS = [
  'tablet',
  'capsule',
  'suppository',
  'pessary',
  'lozenge',
  'pastille',
  'gum',
  'condom',
  'iud',
  'unit',
] as const;
export type CeilingItem = (typeof CEILING_ITEMS)[number];

export const CEILING_UNIT_KINDS = [
  /** one tablet, capsule, …: `item` */
  'each',
  /** `amount` ml */
  'ml',
  /** `amount` g */
  'g',
  /** "1 gm or 1 ml" */
  'g-or-ml',
  'dose',
  'metered-dose',
  'vial',
  /** a pack; `amount` ml in it when stated, `container` glass or not for infusion bottles */
  'pack',
  'combi-pack',
  'cubic-metre',
] as const;
export type CeilingUnitKind = (typeof CEILING_UNIT_KINDS)[number];

export interface CeilingUnit {
  kind: CeilingUnitKind;
  item: CeilingItem | null;
  amount: number | null;
  container: 'glass' | 'non-glass' | null;
  /** "1 ML (10 ML & more pack)": the price per ml holds for packs of at least this many ml. */
  packMinMl: number | null;
  /** "1 ML (Less than 10 ML Pack)": … for packs of less than this many ml. */
  packBelowMl: number | null;
  /** The unit as the export writes it, for the record: "1 Tablet". */
  label: string;
}

const ITEM_WORDS: Record<string, CeilingItem> = {
  tablet: 'tablet',
  capsule: 'capsule',
  suppository: 'suppository',
  pessary: 'pessary',
  lozenges: 'lozenge',
  lozenge: 'lozenge',
  pastille: 'pastille',
  gum: 'gum',
  condom: 'condom',
  iud: 'iud',
  unit: 'unit',
};

const unit = (
  kind: CeilingUnitKind,
  label: string,
  more: Partial<CeilingUnit> = {},
): CeilingUnit => ({
  kind,
  item: null,
  amount: null,
  container: null,
  packMinMl: null,
  packBelowMl: null,
  label,
  ...more,
});

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** One unit string, without its outer brackets: "1 Tablet", "Each Pack (5 ml)", "Per 0.5 ml". */
export function parseCeilingUnit(text: string): CeilingUnit | null {
  const label = text.replace(/\s+/g, ' ').trim();
  const t = label.toLowerCase();
  let m: RegExpMatchArray | null;
  if ((m = t.match(/^1 ([a-z]+)$/)) && m[1] && ITEM_WORDS[m[1]]) {
    return unit('each', label, { item: ITEM_WORDS[m[1]] });
  }
  if ((m = t.match(new RegExp(`^(?:per |1 )?${NUM}? ?ml$`)))) {
    return unit('ml', label, { amount: m[1] ? Number(m[1]) : 1 });
  }
  if ((m = t.match(/^1 ml \((\d+) ml & more pack\)$/)) && m[1]) {
    return unit('ml', label, { amount: 1, packMinMl: Number(m[1]) });
  }
  if ((m = t.match(/^1 ml \(less than (\d+) ml pack\)$/)) && m[1]) {
    return unit('ml', label, { amount: 1, packBelowMl: Number(m[1]) });
  }
  if (t === '1 gm') return unit('g', label, { amount: 1 });
  if (t === '1 gm or 1 ml') return unit('g-or-ml', label, { amount: 1 });
  if (t === 'per dose' || t === '1 dose' || t === 'each dose') return unit('dose', label);
  if (t === 'per metered dose') return unit('metered-dose', label);
  if (t === 'each vial') return unit('vial', label);
  if (t === 'each pack') return unit('pack', label);
  if (t === 'combi pack') return unit('combi-pack', label);
  if (t === 'cubic meter' || t === 'cubic metre') return unit('cubic-metre', label);
  if ((m = t.match(new RegExp(`^each pack \\(${NUM} ?ml\\)$`))) && m[1]) {
    return unit('pack', label, { amount: Number(m[1]) });
  }
  if ((m = t.match(new RegExp(`^${NUM} ?ml pack$`))) && m[1]) {
    return unit('pack', label, { amount: Number(m[1]) });
  }
  if ((m = t.match(new RegExp(`^${NUM} ?ml (glass|non-glass)$`))) && m[1] && m[2]) {
    return unit('pack', label, {
      amount: Number(m[1]),
      container: m[2] === 'glass' ? 'glass' : 'non-glass',
    });
  }
  return null;
}

/** The bracketed groups at the top level of the text: "(Each Pack (5 ml))( Pack)" → 2. */
function topLevelGroups(text: string): string[] | null {
  const groups: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') {
      if (depth > 0) current += ch;
      depth++;
    } else if (ch === ')') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        groups.push(current);
        current = '';
      } else current += ch;
    } else if (depth > 0) current += ch;
    else if (ch.trim() !== '') return null;
  }
  return depth === 0 ? groups : null;
}

/** "₹ 2.05(1 Tablet)" → 2.05 per tablet; why not otherwise. */
export function parseCeilingPrice(text: string): Parsed<{ price: number; unit: CeilingUnit }> {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  const m = cleaned.match(/^(?:₹|Rs\.?)\s*(\d{1,7}(?:\.\d{1,2})?)\s*(\(.*\))$/);
  if (!m?.[1] || !m[2]) {
    return { ok: false, reason: `the ceiling price "${cleaned}" is not "₹ amount(unit)"` };
  }
  const price = Number(m[1]);
  if (!(price > 0)) return { ok: false, reason: `the ceiling price "${cleaned}" is not above 0` };
  const groups = topLevelGroups(m[2])?.map((g) => g.trim());
  const units = (groups ?? []).filter((g) => g.toLowerCase() !== 'pack');
  if (!groups || units.length === 0) {
    return { ok: false, reason: `the ceiling price "${cleaned}" names no unit` };
  }
  if (units.length > 1) {
    return {
      ok: false,
      reason: `the ceiling price "${cleaned}" names two units: ${units.join(', ')}`,
    };
  }
  const parsed = parseCeilingUnit(units[0] ?? '');
  if (!parsed) {
    return { ok: false, reason: `the unit "${units[0] ?? ''}" is not one the import knows` };
  }
  return { ok: true, value: { price, unit: parsed } };
}

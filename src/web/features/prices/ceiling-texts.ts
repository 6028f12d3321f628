import { plural, t } from '@lingui/core/macro';
import type { CeilingPrice } from '@core/contract/prices';
import { formatCalendarDate } from '@web/lib/format-date';
import { formatNumber, formatRupees } from '@web/lib/number-format';

type Unit = CeilingPrice['unit'];

/** The unit a ceiling is for, after "per": "tablet", "0.5 ml", "5 ml pack". */
export function ceilingUnitText(unit: Unit): string {
  const amount = unit.amount === null ? '' : formatNumber(unit.amount, 2);
  switch (unit.kind) {
    case 'each':
      switch (unit.item) {
        case 'tablet':
          return t`tablet`;
        case 'capsule':
          return t`capsule`;
        case 'suppository':
          return t`suppository`;
        case 'pessary':
          return t`pessary`;
        case 'lozenge':
          return t`lozenge`;
        case 'pastille':
          return t`pastille`;
        case 'gum':
          return t`piece of gum`;
        case 'condom':
          return t`condom`;
        case 'iud':
          return t`IUD`;
        default:
          return t`unit`;
      }
    case 'ml':
      if (unit.packMinMl !== null) {
        const ml = unit.packMinMl;
        return t`ml (packs of ${ml} ml or more)`;
      }
      if (unit.packBelowMl !== null) {
        const ml = unit.packBelowMl;
        return t`ml (packs under ${ml} ml)`;
      }
      return unit.amount === 1 ? t`ml` : t`${amount} ml`;
    case 'g':
      return unit.amount === 1 ? t`g` : t`${amount} g`;
    case 'g-or-ml':
      return t`g or ml`;
    case 'dose':
      return t`dose`;
    case 'metered-dose':
      return t`metered dose`;
    case 'vial':
      return t`vial`;
    case 'pack':
      if (unit.container === 'glass') return t`${amount} ml glass bottle`;
      if (unit.container === 'non-glass') return t`${amount} ml bottle (not glass)`;
      return unit.amount === null ? t`pack` : t`${amount} ml pack`;
    case 'combi-pack':
      return t`combi pack`;
    case 'cubic-metre':
      return t`cubic metre`;
  }
}

/**
 * "Government ceiling: ₹2.05 per tablet + GST (NPPA, S.O. 1575(E), 25 Mar 2026)": the row's own
 * order and date. GST is added by the seller at its rate; MedMitra keeps no rate to add it.
 */
export function ceilingText(ceiling: CeilingPrice): string {
  const price = formatRupees(ceiling.price);
  const unit = ceilingUnitText(ceiling.unit);
  const so = ceiling.soNumber;
  const date = formatCalendarDate(ceiling.soDate);
  return t`Government ceiling: ${price} per ${unit} + GST (NPPA, S.O. ${so}, ${date})`;
}

/** "10 tablets", "60 ml": how much of the ceiling's unit a pack holds. */
export function packQuantityText(unit: Unit, quantity: number): string {
  const n = formatNumber(quantity, 2);
  switch (unit.kind) {
    case 'each':
      if (unit.item === 'tablet') return plural(quantity, { one: '# tablet', other: '# tablets' });
      if (unit.item === 'capsule') {
        return plural(quantity, { one: '# capsule', other: '# capsules' });
      }
      return plural(quantity, { one: '# unit', other: '# units' });
    case 'ml':
      return t`${n} ml`;
    case 'g':
      return t`${n} g`;
    case 'g-or-ml':
      return t`${n} g or ml`;
    case 'dose':
    case 'metered-dose':
      return plural(quantity, { one: '# dose', other: '# doses' });
    case 'vial':
      return plural(quantity, { one: '# vial', other: '# vials' });
    default:
      return plural(quantity, { one: '# pack', other: '# packs' });
  }
}

/** "Ceiling for 10 tablets: ₹20.50 + GST" */
export function packCeilingText(unit: Unit, quantity: number, amount: number): string {
  const what = packQuantityText(unit, quantity);
  const price = formatRupees(amount);
  return t`Ceiling for ${what}: ${price} + GST`;
}

/** Under a pharmacy's price that is above the ceiling plus GST, plainly. */
export function aboveCeilingText(unit: Unit, quantity: number, amount: number): string {
  const what = packQuantityText(unit, quantity);
  const ceiling = formatRupees(amount);
  return t`Above the government ceiling: at most ${ceiling} + GST for ${what}.`;
}

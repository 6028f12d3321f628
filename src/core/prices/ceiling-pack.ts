/**
 * A ceiling per unit made a ceiling for a pack ("10's" at ₹2.05 a tablet: ₹20.50 + GST), and
 * whether a pharmacy's pack price is above it. Only when the pack says how many of the unit it
 * holds: a strip of unknown size, or a "1 ML" ceiling against a pack of tablets, gives none.
 */
import type { CeilingUnit } from './nppa-unit';
import type { Pack } from './pack';

/**
 * Ceilings exclude GST, and MedMitra keeps no dated GST rate, so a price is called above the
 * ceiling only when it is above the ceiling plus 12%: the highest GST rate the medicines of these
 * orders have had (12% until the 22 Sep 2025 cut to 5% for most). No rate change can then make
 * MedMitra accuse a pharmacy that charged the ceiling plus its GST.
 */
export const GST_ALLOWANCE_PERCENT = 12;

export interface PackCeiling {
  /** How many of the ceiling's unit the pack holds: tablets, ml, g, doses, vials or packs. */
  quantity: number;
  /** Rupees for the pack, excluding GST, to the paisa. */
  amount: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

function times(price: number, quantity: number | undefined): PackCeiling | null {
  return quantity !== undefined && quantity > 0
    ? { quantity, amount: toPaise(price * quantity) }
    : null;
}

/** The ceiling for the whole pack, or null when the pack does not say how much of the unit. */
export function ceilingForPack(
  ceiling: { price: number; unit: CeilingUnit },
  pack: Pack,
): PackCeiling | null {
  const { price, unit } = ceiling;
  switch (unit.kind) {
    case 'each':
      return times(price, pack.count);
    case 'ml': {
      const ml = pack.volumeMl;
      if (ml === undefined || !unit.amount) return null;
      if (unit.packMinMl !== null && ml < unit.packMinMl) return null;
      if (unit.packBelowMl !== null && ml >= unit.packBelowMl) return null;
      return times(price / unit.amount, ml);
    }
    case 'g':
      return unit.amount ? times(price / unit.amount, pack.weightG) : null;
    case 'g-or-ml':
      return times(price, pack.weightG ?? pack.volumeMl);
    case 'dose':
    case 'metered-dose':
      return times(price, pack.doses);
    case 'vial':
      return pack.container === 'vial' ? times(price, pack.count ?? 1) : null;
    case 'pack':
      // "Each Pack (5 ml)" holds for a 5 ml pack only; glass or not is not in a pack's text.
      return unit.amount !== null &&
        unit.container === null &&
        pack.volumeMl !== undefined &&
        pack.volumeMl === unit.amount
        ? times(price, 1)
        : null;
    default:
      return null;
  }
}

/** Strictly above the pack's ceiling plus the GST allowance, compared in paise. */
export function isAboveCeiling(price: number, packCeiling: PackCeiling): boolean {
  const limit = Math.round(packCeiling.amount * (100 + GST_ALLOWANCE_PERCENT));
  return Math.round(price * 100) > limit;
}

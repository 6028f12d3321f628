import type { Medication } from '@core/contract/medicines';
import type { Prescription } from '@core/contract/prescriptions';

export type DeleteTarget =
  | { kind: 'medication'; medication: Medication }
  | { kind: 'prescription'; prescription: Prescription };

/** Active medicines first, the soonest dose on top; paused ones last. */
export function sortForList(meds: readonly Medication[]): Medication[] {
  const rank = (m: Medication) => (!m.active ? 3 : m.nextDoseAt ? 0 : m.asNeeded ? 1 : 2);
  const at = (m: Medication) => (m.nextDoseAt ? Date.parse(m.nextDoseAt) : Infinity);
  return [...meds].sort((a, b) => rank(a) - rank(b) || at(a) - at(b));
}

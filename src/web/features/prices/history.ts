import type { PriceComparisonItem } from '@core/contract/prices';

/** One medicine in the history: its newest search, and every saved search of it. */
export interface HistoryEntry {
  latest: PriceComparisonItem;
  ids: string[];
}

/** Same medicine, dosage and quantity, whatever the case and spacing. */
export function comparisonKey(
  item: Pick<PriceComparisonItem, 'medicationName' | 'dosage' | 'quantity'>,
): string {
  const norm = (s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(item.medicationName)}|${norm(item.dosage)}|${item.quantity ?? ''}`;
}

/**
 * The history newest first, one entry per medicine: searching again (Refresh, Compare all) adds a
 * newer comparison, which replaces the older one on screen instead of repeating it.
 */
export function latestPerMedicine(items: readonly PriceComparisonItem[]): HistoryEntry[] {
  const byKey = new Map<string, HistoryEntry>();
  for (const item of items) {
    const key = comparisonKey(item);
    const entry = byKey.get(key);
    if (entry) entry.ids.push(item.id);
    else byKey.set(key, { latest: item, ids: [item.id] });
  }
  return [...byKey.values()];
}

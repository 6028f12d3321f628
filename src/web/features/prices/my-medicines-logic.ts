import type { PriceSearchRequest } from '@core/contract/prices';

/** What "My medicines" needs of a medication (GET /api/medications). */
export interface MedicineLike {
  id: string;
  name: string;
  dosage: string;
  active: boolean;
}

export interface MedicineToCompare {
  /** Name and dosage, lower case: one row per medicine, however many family members take it. */
  key: string;
  name: string;
  dosage: string;
  request: PriceSearchRequest;
}

const DOSAGE_MAX = 50;
const NAME_MAX = 100;

export function compareKey(name: string, dosage: string): string {
  return `${name.trim().toLowerCase()}|${dosage.trim().toLowerCase()}`;
}

/** The family's medicines as one list: active first, then by name; duplicates once. */
export function medicinesToCompare(medications: readonly MedicineLike[]): MedicineToCompare[] {
  const sorted = [...medications].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );
  const seen = new Set<string>();
  const out: MedicineToCompare[] = [];
  for (const med of sorted) {
    const name = med.name.trim();
    if (!name) continue;
    const key = compareKey(name, med.dosage);
    if (seen.has(key)) continue;
    seen.add(key);
    const dosage = med.dosage.trim();
    out.push({
      key,
      name,
      dosage,
      request: {
        medicationName: name.slice(0, NAME_MAX),
        // A dosage too long for the search is left out rather than cut mid-word.
        dosage: dosage && dosage.length <= DOSAGE_MAX ? dosage : null,
        quantity: null,
      },
    });
  }
  return out;
}

/**
 * Runs the searches one after another, never in parallel (a fair load on the pharmacies' sites),
 * reporting each as it starts and ends. A failure is reported and the next one still runs.
 */
export async function runInSequence<T, R>(
  items: readonly T[],
  run: (item: T) => Promise<R>,
  report: (
    item: T,
    outcome: { status: 'pending' } | { status: 'done'; value: R } | { status: 'error' },
  ) => void,
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (const item of items) {
    report(item, { status: 'pending' });
    try {
      const value = await run(item);
      done += 1;
      report(item, { status: 'done', value });
    } catch {
      failed += 1;
      report(item, { status: 'error' });
    }
  }
  return { done, failed };
}

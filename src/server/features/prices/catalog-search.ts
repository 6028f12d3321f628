import {
  JAN_AUSHADHI_SOURCE,
  type GenericAlternative,
  type MedicineSuggestion,
} from '@core/contract/prices';
import { positiveOrNull } from '@core/prices/catalog-index';
import { searchCatalog, SUGGESTION_LIMIT } from '@core/prices/catalog-search';
import type { Db } from '../../db/types';
import { medicineCatalog } from '../../db/schema';
import { catalogIndex } from './catalog-index';
import { identityMatch } from './match';

export { positiveOrNull, SUGGESTION_LIMIT };

/** Autocomplete over the Jan Aushadhi list, in memory: no query once the list is loaded. */
export async function suggestMedicines(
  db: Db,
  text: string,
  limit = SUGGESTION_LIMIT,
): Promise<MedicineSuggestion[]> {
  return searchCatalog(await catalogIndex(db), text, limit);
}

/**
 * The Jan Aushadhi product that is the medicine asked about (same first word, every strength
 * written), or null: shown beside the pharmacy prices as the cheaper generic.
 */
export async function findGenericAlternative(
  db: Db,
  medicationName: string,
  dosage: string | null,
): Promise<GenericAlternative | null> {
  const match = identityMatch(medicineCatalog.search, medicationName, dosage);
  if (!match) return null;
  const [row] = await db
    .select({
      name: medicineCatalog.name,
      unitSize: medicineCatalog.unitSize,
      mrp: medicineCatalog.mrp,
    })
    .from(medicineCatalog)
    .where(match.where)
    .orderBy(...match.orderBy)
    .limit(1);
  return row ? { ...row, mrp: positiveOrNull(row.mrp), source: JAN_AUSHADHI_SOURCE } : null;
}

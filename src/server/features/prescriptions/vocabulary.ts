import { buildVocabulary, type MedicineVocabulary } from '@core/prescriptions/vocabulary';
import type { Deps } from '../../deps';
import { pharmacyPrices } from '../../db/schema';
import { accountMedications } from '../medications/account-reads';
import { catalogIndex } from '../prices/catalog-index';

/** Brand names read from the price sheet: enough for every brand a pharmacy list holds. */
const MAX_BRANDS = 20_000;

/**
 * The medicine words a prescription is read against: the Jan Aushadhi list (held in memory for
 * autocomplete), the names of the pharmacy price sheet (brands: "Dolo 650") and the account's own
 * medicines, as the user named them. Built per reading: it is one request per upload.
 */
export async function prescriptionVocabulary(
  deps: Deps,
  userId: string,
): Promise<MedicineVocabulary> {
  const [catalog, brands, own] = await Promise.all([
    catalogIndex(deps.db),
    deps.db
      .selectDistinct({ name: pharmacyPrices.medicineName })
      .from(pharmacyPrices)
      .limit(MAX_BRANDS),
    accountMedications(deps, userId),
  ]);
  return buildVocabulary({
    generics: catalog.entries.map((e) => ({ name: e.suggestion.name, group: e.suggestion.group })),
    brands: [...brands.map((b) => b.name), ...own.map((m) => m.name)],
  });
}

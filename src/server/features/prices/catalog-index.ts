import { buildCatalogIndex, type CatalogIndex } from '@core/prices/catalog-index';
import type { Db } from '../../db/types';
import { medicineCatalog } from '../../db/schema';

/**
 * The Jan Aushadhi list changes only by migration, before the app serves anyone, so it is read
 * once per database and searched in memory: on embedded PGlite one search query cost more than
 * the whole request's latency budget. Held per database, so each test's fresh one has its own.
 */
const indexes = new WeakMap<Db, Promise<CatalogIndex>>();

/** The catalogue index, read on first use; requests that come while it loads wait for that load. */
export function catalogIndex(db: Db): Promise<CatalogIndex> {
  const known = indexes.get(db);
  if (known) return known;
  const loading = loadCatalog(db);
  indexes.set(db, loading);
  // A failed read (database unreachable) is not kept: the next request tries again.
  loading.catch(() => {
    if (indexes.get(db) === loading) indexes.delete(db);
  });
  return loading;
}

async function loadCatalog(db: Db): Promise<CatalogIndex> {
  const rows = await db
    .select({
      drugCode: medicineCatalog.drugCode,
      name: medicineCatalog.name,
      unitSize: medicineCatalog.unitSize,
      mrp: medicineCatalog.mrp,
      group: medicineCatalog.groupName,
    })
    .from(medicineCatalog);
  return buildCatalogIndex(rows);
}

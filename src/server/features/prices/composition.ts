import {
  BRAND_LIST_SOURCE,
  type CeilingPrice,
  type Composition,
  type GenericAlternative,
} from '@core/contract/prices';
import { brandComposition, genericFitsBrand, isCompositionKnown } from '@core/prices/brands';
import type { Db } from '../../db/types';
import { findGenericAlternative } from './catalog-search';
import { findCeilings } from './ceilings';

export interface WhatItContains {
  genericAlternative: GenericAlternative | null;
  ceilings: CeilingPrice[];
  composition: Composition | null;
  compositionKnown: boolean;
}

/**
 * The Jan Aushadhi generic and the NPPA ceiling of the medicine asked about (ADR 040). A listed
 * brand ("Dolo 650") is looked up by its composition ("Paracetamol 650 mg", in its form); any
 * other name by its own words, as before. An unlisted brand finds neither: composition unknown.
 */
export async function whatItContains(
  db: Db,
  medicationName: string,
  dosage: string | null,
): Promise<WhatItContains> {
  const brand = brandComposition(medicationName, dosage);
  const [genericAlternative, ceilings] = brand
    ? await Promise.all([
        findGenericAlternative(db, `${brand.composition} ${brand.form}`, null).then((g) =>
          g && genericFitsBrand(g.name, brand) ? g : null,
        ),
        findCeilings(db, `${brand.composition} ${brand.form}`, null),
      ])
    : await Promise.all([
        findGenericAlternative(db, medicationName, dosage),
        findCeilings(db, medicationName, dosage),
      ]);
  return {
    genericAlternative,
    ceilings,
    composition: brand
      ? { brand: brand.brand, name: brand.composition, source: BRAND_LIST_SOURCE }
      : null,
    compositionKnown: isCompositionKnown(brand, {
      generic: genericAlternative !== null,
      ceilings: ceilings.length,
    }),
  };
}

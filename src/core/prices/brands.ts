/**
 * Brand → composition for well-known Indian brands (ADR 040). A brand search ("Dolo 650") can then
 * show the Jan Aushadhi generic and the NPPA ceiling of what the tablet contains; a brand not
 * listed here is "composition unknown", never a guess.
 *
 * SOURCE: compiled by hand for MedMitra from the composition each brand prints on its pack and
 * strip ("Each tablet contains: Paracetamol IP 650 mg"), which the makers also publish with the
 * product (Micro Labs: Dolo, Amlong; Haleon/GSK: Crocin, Calpol, Augmentin; Glenmark: Telma; USV:
 * Glycomet, Ecosprin; Alkem: Pan; Sun Pharma: Pantocid, Rosuvas; Alembic: Azithral; Abbott:
 * Thyronorm; Dr. Reddy's: Stamlo, Omez; Cipla: Montair, Okacet; Sanofi: Allegra, Amaryl,
 * Combiflam; Zydus: Atorva). Only one strength per entry, exactly as the brand names it: "Telma"
 * alone (20, 40 or 80 mg) is not in the list. Server-side only: never imported by the web app.
 */
import { normaliseName, queryWords } from './names';
import { releasesOf } from './nppa-forms';
import { parseDosageForm } from './strength';

export interface BrandComposition {
  /** As the brand is usually written: "Dolo 650". */
  brand: string;
  /** Salts and strengths, as a generic is named: "Paracetamol 650 mg". */
  composition: string;
  /** The form it is sold in: with the composition it names the NPPA row. */
  form: 'tablet' | 'capsule';
}

type Entry = [brand: string, composition: string, form?: 'capsule'];

const ENTRIES: Entry[] = [
  ['Dolo 650', 'Paracetamol 650 mg'],
  ['Crocin Advance', 'Paracetamol 500 mg'],
  ['Crocin 650', 'Paracetamol 650 mg'],
  ['Calpol 500', 'Paracetamol 500 mg'],
  ['Calpol 650', 'Paracetamol 650 mg'],
  ['Combiflam', 'Ibuprofen 400 mg and Paracetamol 325 mg'],
  ['Telma 20', 'Telmisartan 20 mg'],
  ['Telma 40', 'Telmisartan 40 mg'],
  ['Telma 80', 'Telmisartan 80 mg'],
  ['Glycomet 500', 'Metformin 500 mg'],
  ['Amaryl 1', 'Glimepiride 1 mg'],
  ['Amaryl 2', 'Glimepiride 2 mg'],
  ['Ecosprin 75', 'Aspirin 75 mg'],
  ['Ecosprin 150', 'Aspirin 150 mg'],
  ['Pan 40', 'Pantoprazole 40 mg'],
  ['Pantocid 40', 'Pantoprazole 40 mg'],
  ['Omez 20', 'Omeprazole 20 mg', 'capsule'],
  ['Azithral 250', 'Azithromycin 250 mg'],
  ['Azithral 500', 'Azithromycin 500 mg'],
  ['Augmentin 625 Duo', 'Amoxicillin 500 mg and Clavulanic Acid 125 mg'],
  ['Thyronorm 25', 'Levothyroxine 25 mcg'],
  ['Thyronorm 50', 'Levothyroxine 50 mcg'],
  ['Thyronorm 75', 'Levothyroxine 75 mcg'],
  ['Thyronorm 100', 'Levothyroxine 100 mcg'],
  ['Amlong 5', 'Amlodipine 5 mg'],
  ['Amlong 10', 'Amlodipine 10 mg'],
  ['Stamlo 5', 'Amlodipine 5 mg'],
  ['Stamlo 10', 'Amlodipine 10 mg'],
  ['Atorva 10', 'Atorvastatin 10 mg'],
  ['Atorva 20', 'Atorvastatin 20 mg'],
  ['Atorva 40', 'Atorvastatin 40 mg'],
  ['Rosuvas 10', 'Rosuvastatin 10 mg'],
  ['Rosuvas 20', 'Rosuvastatin 20 mg'],
  ['Montair 10', 'Montelukast 10 mg'],
  ['Allegra 120', 'Fexofenadine 120 mg'],
  ['Allegra 180', 'Fexofenadine 180 mg'],
  ['Okacet', 'Cetirizine 10 mg'],
];

/** Words a name may carry that do not change which product it is: forms, strength units. */
const IGNORED = new Set([
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'mg',
  'mcg',
  'strip',
]);

/** "Tab. Dolo-650mg Tablet" → "dolo 650": the words that name the brand and its strength. */
export function brandKey(text: string): string {
  const spaced = normaliseName(text)
    .replace(/[-_.]/g, ' ')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2');
  return queryWords(spaced)
    .filter((w) => !IGNORED.has(w))
    .join(' ');
}

const BY_KEY = new Map<string, BrandComposition>(
  ENTRIES.map(([brand, composition, form]) => [
    brandKey(brand),
    { brand, composition, form: form ?? 'tablet' },
  ]),
);

/** Only the number of a dosage ("650 mg" → "650"): "Dolo" with dosage "650 mg" is Dolo 650. */
function dosageNumbers(dosage: string | null | undefined): string[] {
  return (dosage ?? '').match(/\d+(?:\.\d+)?/g) ?? [];
}

/**
 * The composition of the brand named (with the dosage kept beside it), or null when the brand is
 * not listed: the caller then says "composition unknown".
 */
export function brandComposition(name: string, dosage?: string | null): BrandComposition | null {
  const key = brandKey(name);
  const byName = BY_KEY.get(key);
  if (byName) return byName;
  const numbers = dosageNumbers(dosage).filter((n) => !key.split(' ').includes(n));
  if (numbers.length === 0) return null;
  return BY_KEY.get(`${key} ${numbers.join(' ')}`) ?? null;
}

/** Every listed brand, for the tests and the docs. */
export function listedBrands(): BrandComposition[] {
  return [...BY_KEY.values()];
}

/**
 * Whether the card may say what the medicine contains: a listed brand, or a name that is itself
 * a generic (it found the Jan Aushadhi product or an NPPA ceiling by its own words). Anything else
 * is "composition unknown": no generic or ceiling is shown for it, and none is guessed.
 */
export function isCompositionKnown(
  brand: BrandComposition | null,
  found: { generic: boolean; ceilings: number },
): boolean {
  return brand !== null || found.generic || found.ceilings > 0;
}

const FORM_NAMES = { tablet: 'Tablet', capsule: 'Capsule' } as const;

/**
 * The Jan Aushadhi product found for a brand's composition is its generic only in the brand's
 * form and without a release the brand does not have: "Pantoprazole Injection 40mg" is not the
 * generic of Pan 40 tablets, nor "Metformin Sustained Release 500mg" of Glycomet 500.
 */
export function genericFitsBrand(genericName: string, brand: BrandComposition): boolean {
  return (
    parseDosageForm(genericName) === FORM_NAMES[brand.form] &&
    !releasesOf(genericName).includes('modified')
  );
}

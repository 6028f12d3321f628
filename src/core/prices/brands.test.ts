import { describe, expect, it } from 'vitest';
import {
  brandComposition,
  brandKey,
  genericFitsBrand,
  isCompositionKnown,
  listedBrands,
} from './brands';

describe('brandComposition', () => {
  it('knows Dolo 650 and Telma 40, however they are written', () => {
    for (const name of ['Dolo 650', 'dolo-650', 'DOLO 650 Tablet', 'Tab. Dolo 650mg', 'Dolo650']) {
      expect(brandComposition(name)?.composition, name).toBe('Paracetamol 650 mg');
    }
    expect(brandComposition('Telma 40')).toEqual({
      brand: 'Telma 40',
      composition: 'Telmisartan 40 mg',
      form: 'tablet',
    });
    expect(brandComposition('Augmentin 625 Duo')?.composition).toBe(
      'Amoxicillin 500 mg and Clavulanic Acid 125 mg',
    );
    expect(brandComposition('Omez 20')?.form).toBe('capsule');
  });

  it('takes the strength from the dosage kept beside the name', () => {
    expect(brandComposition('Dolo', '650 mg')?.composition).toBe('Paracetamol 650 mg');
    expect(brandComposition('Telma 40', '40 mg')?.composition).toBe('Telmisartan 40 mg');
  });

  it('never guesses: an unlisted brand, a strength the brand is not listed at, or no strength', () => {
    expect(brandComposition('Dolo 500')).toBeNull();
    expect(brandComposition('Telma')).toBeNull();
    expect(brandComposition('Telma 40 H')).toBeNull();
    expect(brandComposition('Glycomet GP 1')).toBeNull();
    expect(brandComposition('Saridon')).toBeNull();
    expect(brandComposition('Dolomite 650')).toBeNull();
  });

  it('lists each brand once, each with a strength in its composition', () => {
    const brands = listedBrands();
    expect(new Set(brands.map((b) => brandKey(b.brand))).size).toBe(brands.length);
    for (const b of brands) expect(b.composition, b.brand).toMatch(/\d+ (?:mg|mcg)$/);
  });
});

describe('isCompositionKnown', () => {
  const dolo = brandComposition('Dolo 650');
  it('a listed brand, or a name that found its generic or ceiling by itself', () => {
    expect(isCompositionKnown(dolo, { generic: false, ceilings: 0 })).toBe(true);
    expect(isCompositionKnown(null, { generic: true, ceilings: 0 })).toBe(true);
    expect(isCompositionKnown(null, { generic: false, ceilings: 1 })).toBe(true);
  });
  it('nothing else: composition unknown', () => {
    expect(isCompositionKnown(null, { generic: false, ceilings: 0 })).toBe(false);
  });
});

describe('genericFitsBrand', () => {
  const pan = brandComposition('Pan 40');
  const omez = brandComposition('Omez 20');
  const glycomet = brandComposition('Glycomet 500');
  it('takes the generic in the brand’s form', () => {
    if (!pan || !omez || !glycomet) throw new Error('listed brands');
    expect(genericFitsBrand('Pantoprazole Gastro-resistant Tablets IP 40 mg', pan)).toBe(true);
    expect(genericFitsBrand('Omeprazole Gastro-resistant Capsules IP 20 mg', omez)).toBe(true);
    expect(genericFitsBrand('Metformin Hydrochloride Tablets IP 500mg', glycomet)).toBe(true);
  });
  it('refuses another form or a modified release', () => {
    if (!pan || !glycomet) throw new Error('listed brands');
    expect(genericFitsBrand('Pantoprazole Injection 40mg', pan)).toBe(false);
    expect(genericFitsBrand('Metformin Sustained Release Tablets IP 500mg', glycomet)).toBe(false);
  });
});

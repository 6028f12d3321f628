import { describe, expect, it } from 'vitest';
import { describeMedicine, matchCeilings } from './ceiling-match';
import { parseNppaExport } from './nppa-export';
import { NPPA_SAMPLE } from './nppa-sample.fixture';

const { rows } = parseNppaExport(NPPA_SAMPLE);
/** The SL Nos of the ceiling rows matched for a name (and the dosage kept with it). */
const match = (name: string, dosage?: string) =>
  matchCeilings(rows, describeMedicine(name, dosage)).map((r) => r.slNo);

describe('matchCeilings: the medicine a family named, and only it', () => {
  it('finds Paracetamol 650 and Telmisartan 40 however they are written', () => {
    expect(match('Paracetamol 650')).toEqual([714]);
    expect(match('paracetamol 650mg')).toEqual([714]);
    expect(match('Paracetamol', '650 mg')).toEqual([714]);
    expect(match('Paracetamol Tablets IP 650 mg')).toEqual([714]); // Jan Aushadhi's name
    expect(match('Tab. Paracetamol 650', '1 tablet')).toEqual([714]);
    expect(match('Telmisartan 40')).toEqual([843]);
    expect(match('Telmisartan', '20 mg')).toEqual([844]);
    expect(match('TELMISARTAN 80 MG TABLET')).toEqual([842]);
  });

  it('never another strength: 650 is not 500, nor 65 or 6500', () => {
    expect(match('Paracetamol 500')).toEqual([706]);
    expect(match('Paracetamol 65')).toEqual([]);
    expect(match('Paracetamol 6500')).toEqual([]);
    expect(match('Telmisartan 60')).toEqual([]);
    expect(match('Telmisartan 40', '80 mg')).toEqual([]);
  });

  it('never another form: a tablet is not a syrup, a suspension or an injection', () => {
    expect(match('Paracetamol 650 syrup')).toEqual([]);
    expect(match('Paracetamol syrup 125 mg')).toEqual([]);
    expect(match('Paracetamol 125 mg tablet')).toEqual([]);
    expect(match('Paracetamol 250 mg/5 ml syrup')).toEqual([707]); // NLEM's "oral liquid"
    expect(match('Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml')).toEqual([711]);
    expect(match('Paracetamol 125 mg/5 ml')).toEqual([]); // no form said: only tablets/capsules
    expect(match('Paracetamol suspension 120 mg')).toEqual([712]);
    expect(match('Paracetamol 120 mg/5 ml suspension')).toEqual([]); // the row says no "/5 ml"
    expect(match('Pantoprazole 40')).toEqual([]); // NLEM has only the injection
    expect(match('Pantoprazole 40 mg injection')).toEqual([705]);
  });

  it('never SR for plain, nor plain for SR', () => {
    expect(match('Sodium Valproate 500')).toEqual([816]);
    expect(match('Sodium Valproate SR 500')).toEqual([818]);
    expect(match('Sodium Valproate 500', 'modified release')).toEqual([818]);
    expect(match('Morphine 30')).toEqual([]); // NLEM 2015 has 30 mg only as SR
    expect(match('Morphine SR 30 mg')).toEqual([91]);
    expect(match('Morphine SR 10 mg')).toEqual([]);
    expect(match('Carbamazepine 200')).toEqual([275]);
    expect(match('Carbamazepine CR 200')).toEqual([271]);
    expect(match('Aspirin 75')).toEqual([]); // 2022 lists 75 mg as dispersible only
    expect(match('Aspirin DT 75 mg')).toEqual([214]);
  });

  it('combinations: every salt and every strength, and nothing else', () => {
    expect(match('Amoxicillin 500 mg + Clavulanic acid 125 mg tablet')).toEqual([189]);
    expect(match('Amoxycillin 500mg and Potassium Clavulanate 125mg Tablets IP')).toEqual([189]);
    expect(match('Amoxicillin 500')).toEqual([187]); // the capsule, not the combination
    expect(match('Amoxicillin 500 clavulanic acid 100 tablet')).toEqual([]);
    expect(match('Co-trimoxazole 400/80')).toEqual([349]);
    expect(match('Sulphamethoxazole 800 mg and Trimethoprim 160 mg Tablets')).toEqual([348]);
    expect(match('Trimethoprim 160')).toEqual([]);
    expect(match('Paracetamol Caffeine 500')).toEqual([]);
    expect(match('Paracetamol 500 mg + Caffeine 30 mg')).toEqual([]);
  });

  it('a tablet and a capsule of the same strength, no form said: none (which one is not known)', () => {
    expect(match('Omeprazole 20')).toEqual([]);
    expect(match('Omeprazole 20 mg capsule')).toEqual([687]);
    expect(match('Omeprazole 20 tab')).toEqual([689]);
  });

  it('reads units, spellings and salts the list names by their base', () => {
    expect(match('Amoxicillin 0.5 g capsule')).toEqual([187]);
    expect(match('Aciclovir 400')).toEqual([161]);
    expect(match('Acyclovir 800 tablet')).toEqual([159]);
    expect(match('Metformin Hydrochloride 500 mg')).toEqual([626]);
    expect(match('Metformin SR 1000')).toEqual([627]);
    expect(match('Amlodipine Besylate Tablets IP 5 mg')).toEqual([183]);
    expect(match('Amlodipine 5 mcg')).toEqual([]);
  });

  it('one formulation in two NLEM lists: the later list only', () => {
    expect(match('Penicillamine 250 capsule')).toEqual([715]);
  });

  it('one formulation with several units: each, per-unit first', () => {
    expect(match('Dexamethasone 4 mg/ml injection')).toEqual([374, 370]);
  });

  it('shows none for a name the list does not have', () => {
    expect(match('Dolo 650')).toEqual([]);
    expect(match('Crocin')).toEqual([]);
    expect(match('650')).toEqual([]);
    expect(match('')).toEqual([]);
    expect(match('Telmisartan')).toEqual([]); // no strength: which of three is not known
  });
});

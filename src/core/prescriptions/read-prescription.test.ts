import { describe, expect, it } from 'vitest';
import { readPrescription } from './read-prescription';
import {
  buildVocabulary,
  lettersFromMisreadDigits,
  matchMedicineWord,
  OCR_MIN_SIMILARITY,
} from './vocabulary';

// Names as the Jan Aushadhi list writes them (assets/jan-aushadhi), with their groups.
const GENERICS = [
  ['Paracetamol Tablets IP 500 mg', 'Analgesic/Antipyretic/Anti-Inflammatory'],
  ['Aceclofenac 100mg and Paracetamol 325mg Tablets', 'Analgesic/Antipyretic/Anti-Inflammatory'],
  ['Pantoprazole Gastro Resistant Tablets IP 40 mg', 'Gastrointestinal (GIT)'],
  ['Amlodipine 5mg and Atenolol 50mg Tablets IP', 'Cardiovascular System (CVS)'],
  ['Amlodipine Tablets IP 5mg', 'Cardiovascular System (CVS)'],
  ['Atorvastatin Tablets IP 10mg', 'Cardiovascular System (CVS)'],
  ['Metformin Hydrochloride Tablets IP 500mg', 'Anti-Diabetic'],
  ['Montelukast Sodium 10mg and Levocetirizine 5mg Tablets IP', 'Respiratory'],
  ['Cetirizine Syrup IP 5 mg per 5 ml', 'Anti-Histaminic'],
  ['Amoxycillin Capsules IP 500 mg', 'Antibiotics'],
  ['Azithromycin Tablets IP 500 mg', 'Antibiotics'],
  ['Clozapine Tablets IP 25 mg', 'Central Nervous System (CNS)'],
  ['Sterile Water for Injection', 'Surgical & Medical Consumables'],
  ['Surgical Gloves 7 inch', 'Surgical & Medical Consumables'],
  ['Sodium Chloride Injection 0.9%', 'Fluids'],
].map(([name, group]) => ({ name: name!, group: group! }));

const vocabulary = buildVocabulary({ generics: GENERICS, brands: ['Dolo 650', 'Crocin Advance'] });

describe('buildVocabulary', () => {
  it('holds each drug of the list, combined drugs too, and brand names', () => {
    const words = [...vocabulary.words.keys()];
    for (const w of ['paracetamol', 'aceclofenac', 'atenolol', 'levocetirizine', 'dolo', 'crocin'])
      expect(words).toContain(w);
  });

  it('leaves out salts, forms and surgical consumables', () => {
    for (const w of ['sodium', 'tablets', 'hydrochloride', 'sterile', 'surgical', 'water', 'and'])
      expect(vocabulary.words.has(w)).toBe(false);
  });
});

describe('matchMedicineWord', () => {
  it('takes a word as written, in any case', () => {
    expect(matchMedicineWord(vocabulary, 'PANTOPRAZOLE')).toMatchObject({
      entry: { display: 'Pantoprazole' },
      similarity: 1,
    });
  });

  it('takes an OCR misreading within a typo, scored below 1', () => {
    const found = matchMedicineWord(vocabulary, 'Amlodipme');
    expect(found?.entry.display).toBe('Amlodipine');
    expect(found!.similarity).toBeGreaterThanOrEqual(OCR_MIN_SIMILARITY);
    expect(found!.similarity).toBeLessThan(1);
    expect(matchMedicineWord(vocabulary, 'Atorvastatn')?.entry.display).toBe('Atorvastatin');
    expect(matchMedicineWord(vocabulary, 'Amoxicillin')?.entry.display).toBe('Amoxycillin');
  });

  it('reads digits put for letters back as letters', () => {
    expect(lettersFromMisreadDigits('pantoprazo1e')).toBe('pantoprazole');
    expect(lettersFromMisreadDigits('650')).toBeNull();
    expect(lettersFromMisreadDigits('500mg')).toBeNull();
    expect(matchMedicineWord(vocabulary, 'Pantoprazo1e')?.similarity).toBe(1);
  });

  it('refuses ordinary words and short misreadings', () => {
    for (const w of ['cough', 'fever', 'patient', 'morning', 'Ramesh', 'days', 'dola', 'mg'])
      expect(matchMedicineWord(vocabulary, w), w).toBeNull();
  });
});

const PRESCRIPTION = `Dr. Anil Sharma, MBBS, MD
City Clinic, Pune      Date: 12/05/2026
Patient: Ramesh Kumar   Age: 54 / M
Diagnosis: Fever with cough, hypertension
Rx
1. Tab. Paracetamol 500 mg   1-1-1   after food   x 5 days
2. Tab Pantoprazole 40mg     1-0-0   before food  x 14 days
3. Tab Amlodipine 5 mg OD
4. Cap. Amoxicillin 500 mg   TDS  x 7 days
5. Syp Cetirizine 5 ml  HS
6. Tab Dolo 650  SOS  (for fever)
Advice: plenty of fluids. Review after 5 days.`;

describe('readPrescription', () => {
  const read = readPrescription(vocabulary, PRESCRIPTION);

  it('finds each medicine, in order, and no other line', () => {
    expect(read.map((r) => r.name)).toEqual([
      'Paracetamol',
      'Pantoprazole',
      'Amlodipine',
      'Amoxycillin',
      'Cetirizine',
      'Dolo',
    ]);
  });

  it('reads strength, schedule, meal and course', () => {
    expect(read[0]).toMatchObject({
      dosage: '500 mg',
      notation: '1-1-1',
      times: ['08:00', '14:00', '20:00'],
      food: 'after',
      days: 5,
      asNeeded: false,
      check: false,
    });
    expect(read[1]).toMatchObject({ dosage: '40 mg', notation: '1-0-0', food: 'before', days: 14 });
    expect(read[2]).toMatchObject({ dosage: '5 mg', notation: 'OD', times: ['08:00'], days: null });
    expect(read[3]).toMatchObject({ notation: 'TDS', days: 7 });
    expect(read[4]).toMatchObject({ dosage: '5 ml', notation: 'HS', times: ['22:00'] });
    expect(read[5]).toMatchObject({ notation: 'SOS', asNeeded: true, times: [] });
  });

  it('asks for a check of a misread name and of a line without strength', () => {
    // "Amoxicillin" is the list's "Amoxycillin" within a typo; Dolo 650 has no unit.
    expect(read[3]?.check).toBe(true);
    expect(read[5]?.check).toBe(true);
  });

  it('joins a line of directions under its medicine', () => {
    const [one, two] = readPrescription(
      vocabulary,
      'Tab. Atorvastatin 10 mg\n   0-0-1 after food\nTab Metformin 500 mg\n1-0-1 x 30 days',
    );
    expect(one).toMatchObject({ name: 'Atorvastatin', notation: '0-0-1', food: 'after' });
    expect(two).toMatchObject({ name: 'Metformin', notation: '1-0-1', days: 30 });
  });

  it('does not join directions from a line that is not about a medicine', () => {
    const [one] = readPrescription(vocabulary, 'Tab Atorvastatin 10 mg\nReview after 1 month');
    expect(one?.notation).toBeNull();
    expect(one?.check).toBe(true);
  });

  it('keeps combinations and release kinds in the name', () => {
    const read2 = readPrescription(
      vocabulary,
      'Tab Amlodipine + Atenolol 5/50 mg OD\nTab Metformin SR 500 mg BD\nMontelukast and Levocetirizine 10/5 mg HS',
    );
    expect(read2.map((r) => [r.name, r.medicine, r.dosage])).toEqual([
      ['Amlodipine + Atenolol', 'Amlodipine', '5/50 mg'],
      ['Metformin SR', 'Metformin', '500 mg'],
      ['Montelukast + Levocetirizine', 'Montelukast', '10/5 mg'],
    ]);
  });

  it('reads OCR noise in names, digits and patterns', () => {
    const [one] = readPrescription(vocabulary, '1) Tab Pantoprazo1e 4Omg l-O-O AC x l4 days');
    expect(one).toMatchObject({
      name: 'Pantoprazole',
      dosage: '40 mg',
      notation: '1-0-0',
      food: 'before',
    });
  });

  it('marks the words OCR was unsure of and asks for a check', () => {
    const [one] = readPrescription(vocabulary, 'Tab Atorvastatin 10 mg 0-0-1', {
      uncertain: new Set(['atorvastatin']),
    });
    expect(one).toMatchObject({ uncertain: ['Atorvastatin'], check: true });
  });

  it('gives a medicine named twice once', () => {
    expect(
      readPrescription(vocabulary, 'Tab Paracetamol 500 mg BD\nTab Paracetamol 500 mg BD'),
    ).toHaveLength(1);
  });

  it('finds nothing in text without a known medicine', () => {
    expect(readPrescription(vocabulary, 'Dr. Sharma\nFever with cough\nx 5 days')).toEqual([]);
    expect(readPrescription(vocabulary, '')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseDosageForm, parseGenericName, parseStrengths } from './strength';

// Rows copied byte for byte from assets/jan-aushadhi/jan_aushadhi_products.csv (Sr No in each title).
describe('parseGenericName on real Jan Aushadhi rows', () => {
  it('1: two ingredients joined by "and", form after', () => {
    expect(parseGenericName('Aceclofenac 100mg and Paracetamol 325mg Tablets')).toEqual({
      strengths: [
        { name: 'Aceclofenac', amount: 100, unit: 'mg' },
        { name: 'Paracetamol', amount: 325, unit: 'mg' },
      ],
      form: 'Tablet',
    });
  });
  it.each([
    ['Aceclofenac Tablets IP 100 mg', 'Aceclofenac', 100, 'Tablet'], // 2
    ['Pregabalin Capsules IP 75 mg', 'Pregabalin', 75, 'Capsule'], // 3
    ['Aspirin Gastro-resistant Tablets IP 150 mg', 'Aspirin', 150, 'Tablet'], // 4
    [
      'Acetylsalicylic Acid (Aspirin) Gastro-resistant Tablets IP 325mg',
      'Acetylsalicylic Acid',
      325,
      'Tablet',
    ], // 550
    ['Atomoxetine Tablet (10 Mg)', 'Atomoxetine', 10, 'Tablet'], // 2019
  ] as const)(
    'single ingredient, form words before the amount: %s',
    (name, ingredient, amount, form) => {
      expect(parseGenericName(name)).toEqual({
        strengths: [{ name: ingredient, amount, unit: 'mg' }],
        form,
      });
    },
  );
  it('9 and 25: "per ml", "per 2 ml"', () => {
    expect(parseStrengths('Diclofenac Sodium Injection IP 25mg per ml')).toEqual([
      { name: 'Diclofenac Sodium', amount: 25, unit: 'mg', per: { amount: 1, unit: 'ml' } },
    ]);
    expect(parseStrengths('Tramadol Hydrochloride Injection 100 mg per 2 ml')).toEqual([
      { name: 'Tramadol Hydrochloride', amount: 100, unit: 'mg', per: { amount: 2, unit: 'ml' } },
    ]);
  });
  it('1433: "100mg/2ml"', () => {
    expect(parseGenericName('Progesterone 100mg/2ml Injection IP')).toEqual({
      strengths: [
        { name: 'Progesterone', amount: 100, unit: 'mg', per: { amount: 2, unit: 'ml' } },
      ],
      form: 'Injection',
    });
  });
  it('33: grams and milligrams', () => {
    expect(parseStrengths('Amoxycillin 1g and Potassium Clavulanate 200mg Injection IP')).toEqual([
      { name: 'Amoxycillin', amount: 1, unit: 'g' },
      { name: 'Potassium Clavulanate', amount: 200, unit: 'mg' },
    ]);
  });
  it('107 and 357: percentages with w/v and w/w', () => {
    expect(parseGenericName('Chlorhexidine Mouthwash IP 0.2 % w/v')).toEqual({
      strengths: [{ name: 'Chlorhexidine', amount: 0.2, unit: '%', basis: 'w/v' }],
      form: 'Mouthwash',
    });
    expect(parseGenericName('Betamethasone Valerate 0.12%w/w and Clioquinol 3%w/w Cream')).toEqual({
      strengths: [
        { name: 'Betamethasone Valerate', amount: 0.12, unit: '%', basis: 'w/w' },
        { name: 'Clioquinol', amount: 3, unit: '%', basis: 'w/w' },
      ],
      form: 'Cream',
    });
  });
  it('147: "per 5ml" after the form holds for every ingredient', () => {
    expect(
      parseStrengths('Tricholine Citrate 275mg and Cyproheptadine Hydrochloride 2mg Syrup per 5ml'),
    ).toEqual([
      { name: 'Tricholine Citrate', amount: 275, unit: 'mg', per: { amount: 5, unit: 'ml' } },
      {
        name: 'Cyproheptadine Hydrochloride',
        amount: 2,
        unit: 'mg',
        per: { amount: 5, unit: 'ml' },
      },
    ]);
  });
  it('159: "per 5ml" closing a list of three', () => {
    const per = { amount: 5, unit: 'ml' };
    expect(
      parseGenericName(
        'Dried Aluminium Hydroxide 250mg, Magnesium Hydroxide 250mg and Activated Dimethicone 50mg per 5ml Suspension',
      ),
    ).toEqual({
      strengths: [
        { name: 'Dried Aluminium Hydroxide', amount: 250, unit: 'mg', per },
        { name: 'Magnesium Hydroxide', amount: 250, unit: 'mg', per },
        { name: 'Activated Dimethicone', amount: 50, unit: 'mg', per },
      ],
      form: 'Suspension',
    });
  });
  it('186: micrograms, an inhaler', () => {
    expect(parseGenericName('Budesonide Inhalation IP 100mcg')).toEqual({
      strengths: [{ name: 'Budesonide', amount: 100, unit: 'mcg' }],
      form: 'Inhaler',
    });
  });
  it('347: Indian digit grouping 15,00,000 IU', () => {
    expect(parseStrengths('Streptokinase Injection IP 15,00,000 IU')).toEqual([
      { name: 'Streptokinase', amount: 1_500_000, unit: 'IU' },
    ]);
  });
  it('749: "Syrup of Iron" names the iron; a comma before the next name', () => {
    expect(
      parseStrengths('Haematinic Syrup of Iron 32mg ,Folic Acid 0.5mg and Vitamin B12 7.5mcg'),
    ).toEqual([
      { name: 'Iron', amount: 32, unit: 'mg' },
      { name: 'Folic Acid', amount: 0.5, unit: 'mg' },
      { name: 'Vitamin B12', amount: 7.5, unit: 'mcg' },
    ]);
  });
  it('847 and 1937: release types in brackets or words are not part of the next name', () => {
    expect(
      parseStrengths(
        'Aceclofenac 200mg (Sustained release) and Rabeprazole Sodium 20mg (Enteric-coated) Capsules',
      ),
    ).toEqual([
      { name: 'Aceclofenac', amount: 200, unit: 'mg' },
      { name: 'Rabeprazole Sodium', amount: 20, unit: 'mg' },
    ]);
    expect(parseStrengths('Naproxen 500 mg Delayed Release and Esomeprazole 20mg Tablet')).toEqual([
      { name: 'Naproxen', amount: 500, unit: 'mg' },
      { name: 'Esomeprazole', amount: 20, unit: 'mg' },
    ]);
  });
  it('1510: strengths inside the brackets; "D3" is a name, not 3 of something', () => {
    expect(
      parseStrengths(
        'Vitamin C Effervescent Tablets (Vitamin C 1000mg, Vitamin D3 400 IU, Zinc 10mg)',
      ),
    ).toEqual([
      { name: 'Vitamin C', amount: 1000, unit: 'mg' },
      { name: 'Vitamin D3', amount: 400, unit: 'IU' },
      { name: 'Zinc', amount: 10, unit: 'mg' },
    ]);
  });
  it('1615: each amount in its own brackets', () => {
    expect(parseStrengths('Atorvastatin (10mg) + Aspirin (75mg) + Ramipril (5mg) Capsule')).toEqual(
      [
        { name: 'Atorvastatin', amount: 10, unit: 'mg' },
        { name: 'Aspirin', amount: 75, unit: 'mg' },
        { name: 'Ramipril', amount: 5, unit: 'mg' },
      ],
    );
  });
  it('2037, 2075, 1315: names first, amounts together in brackets', () => {
    expect(parseStrengths('Gliclazide + Pioglitazone + Metformin Tablet (30/15/500 Mg)')).toEqual([
      { name: 'Gliclazide', amount: 30, unit: 'mg' },
      { name: 'Pioglitazone', amount: 15, unit: 'mg' },
      { name: 'Metformin', amount: 500, unit: 'mg' },
    ]);
    expect(parseStrengths('Rosuvastatin + Cholecalciferol Tablet (10 Mg/1000 IU)')).toEqual([
      { name: 'Rosuvastatin', amount: 10, unit: 'mg' },
      { name: 'Cholecalciferol', amount: 1000, unit: 'IU' },
    ]);
    expect(parseStrengths('Lopinavir and Ritonavir Tablets IP (200mg + 50mg)')).toEqual([
      { name: 'Lopinavir', amount: 200, unit: 'mg' },
      { name: 'Ritonavir', amount: 50, unit: 'mg' },
    ]);
  });
  it('959: a per-volume strength in brackets', () => {
    expect(parseGenericName('Fexofenadine Hydrochloride Suspension (30mg/5ml)')).toEqual({
      strengths: [
        {
          name: 'Fexofenadine Hydrochloride',
          amount: 30,
          unit: 'mg',
          per: { amount: 5, unit: 'ml' },
        },
      ],
      form: 'Suspension',
    });
  });
  it('1545: a pack size written into the name is not a strength', () => {
    expect(parseGenericName('Flurbiprofen 0.03% w/v Eye Drop 5ml')).toEqual({
      strengths: [{ name: 'Flurbiprofen', amount: 0.03, unit: '%', basis: 'w/v' }],
      form: 'Eye Drops',
    });
  });
  it('102: "for Intravenous Infusion" ends the name', () => {
    expect(parseGenericName('Vancomycin Hydrochloride for Intravenous Infusion IP 500 mg')).toEqual(
      {
        strengths: [{ name: 'Vancomycin Hydrochloride', amount: 500, unit: 'mg' }],
        form: 'Infusion',
      },
    );
  });
  it('2143: a surgical item has no strength and no form, and nothing throws', () => {
    expect(parseGenericName('Paper Adhesive Plaster 1 inch X 9m')).toEqual({
      strengths: [],
      form: null,
    });
    expect(parseGenericName('')).toEqual({ strengths: [], form: null });
  });
});

describe('parseDosageForm', () => {
  it.each([
    ['Bortezomib 2.5mg powder for Injection', 'Injection'],
    ['Levosalbutamol 100mcg and Ipratropium 40mcg Rotacap', 'Rotacap'],
    ['Paracetamol Oral Suspension IP 250mg per 5ml', 'Suspension'],
    ['Carboxymethylcellulose Sodium Eye Drops IP 0.5% w/v', 'Eye Drops'],
    ['Glargine 100 IU Pre-filled Disposable Pen', 'Injection'],
    ['Dextromethorphan Hydrobromide Lozenges 5mg', 'Lozenge'],
  ])('%s -> %s', (name, form) => {
    expect(parseDosageForm(name)).toBe(form);
  });
});

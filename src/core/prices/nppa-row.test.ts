import { describe, expect, it } from 'vitest';
import { parseDosage, parseFormulation, parseNppaRow, parseSoDate } from './nppa-row';

const row = (formulation: string, dosage: string, price = '₹ 2.05(1 Tablet)') => ({
  slNo: '714',
  nlemVersion: '2022',
  formulation,
  dosage,
  soNumber: '1575(E)',
  soDate: '25-Mar-2026',
  ceilingPrice: price,
});

// Formulation and Dosage & Strength texts as the NPPA export of 18 Sep 2026 writes them (SL No).
describe('parseNppaRow on real rows', () => {
  it('714: Paracetamol tablet 650 mg, ₹2.05 a tablet, S.O. 1575(E) of 25 Mar 2026, NLEM 2022', () => {
    expect(parseNppaRow(row('PARACETAMOL', 'TABLET 650 MG'))).toEqual({
      ok: true,
      value: {
        slNo: 714,
        nlemVersion: 2022,
        formulationText: 'PARACETAMOL',
        dosageText: 'TABLET 650 MG',
        salts: [{ words: ['paracetamol'], aliases: [] }],
        strengths: [{ amount: 650, unit: 'mg' }],
        form: 'tablet',
        releases: ['plain'],
        price: 2.05,
        unit: {
          kind: 'each',
          item: 'tablet',
          amount: null,
          container: null,
          packMinMl: null,
          packBelowMl: null,
          label: '1 Tablet',
        },
        soNumber: '1575(E)',
        soDate: '2026-03-25',
      },
    });
  });

  it('12: a line break inside the field, and one ceiling for three release types', () => {
    const parsed = parseNppaRow(
      row('Acetylsalicylic acid', 'Effervescent/ Dispersible/\nEnteric coated Tablet 100 mg'),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        dosageText: 'Effervescent/ Dispersible/ Enteric coated Tablet 100 mg',
        salts: [{ words: ['acetylsalicylic', 'acid'], aliases: [['aspirin']] }],
        form: 'tablet',
        releases: ['dispersible', 'enteric', 'effervescent'],
      },
    });
  });

  it('refuses a bad SL No, NLEM version, order number or date', () => {
    expect(parseNppaRow({ ...row('X', 'TABLET 1 MG'), slNo: 'x' }).ok).toBe(false);
    expect(parseNppaRow({ ...row('X', 'TABLET 1 MG'), nlemVersion: '22' }).ok).toBe(false);
    expect(parseNppaRow({ ...row('X', 'TABLET 1 MG'), soNumber: '1575' }).ok).toBe(false);
    expect(parseNppaRow({ ...row('X', 'TABLET 1 MG'), soDate: '31-Feb-2026' }).ok).toBe(false);
  });
});

describe('parseFormulation', () => {
  it('7: "(A)+(B)" combinations, parts in order', () => {
    expect(parseFormulation('Abacavir (A)+Lamivudine (B)')).toEqual({
      ok: true,
      value: [
        { words: ['abacavir'], aliases: [] },
        { words: ['lamivudine'], aliases: [] },
      ],
    });
  });
  it('50: a line break after "+"', () => {
    expect(parseFormulation('Ferrous Salt (A) +\nFolic Acid (B)')).toMatchObject({
      ok: true,
      value: [{ words: ['ferrous', 'salt'] }, { words: ['folic', 'acid'] }],
    });
  });
  it('798: "X + Y" without labels', () => {
    expect(parseFormulation('RITONAVIR + LOPINAVIR')).toMatchObject({
      ok: true,
      value: [{ words: ['ritonavir'] }, { words: ['lopinavir'] }],
    });
  });
  it('348: the combination\'s own name, then its labelled parts (and a "]" for ")")', () => {
    expect(parseFormulation('CO-TRIMOXAZOLE (SULPHAMETHOXAZOLE(A)+TRIMETHOPRIM(B)]')).toEqual({
      ok: true,
      value: [
        { words: ['sulfamethoxazole'], aliases: [['cotrimoxazole']] },
        { words: ['trimethoprim'], aliases: [['cotrimoxazole']] },
      ],
    });
  });
  it('212, 223, 161: a second name in brackets, form words after a name, two spellings', () => {
    expect(parseFormulation('ASCORBIC ACID (VITAMIN C)')).toMatchObject({
      ok: true,
      value: [{ words: ['ascorbic', 'acid'], aliases: [['vitamin', 'c']] }],
    });
    expect(parseFormulation('ATROPINE EYE DROPS / OINTMENT')).toMatchObject({
      ok: true,
      value: [{ words: ['atropine'] }],
    });
    expect(parseFormulation('ACYCLOVIR')).toMatchObject({ value: [{ words: ['acyclovir'] }] });
    expect(parseFormulation('ACICLOVIR')).toMatchObject({ value: [{ words: ['acyclovir'] }] });
  });
  it('199: keeps the words that tell products apart (liposomal is not conventional)', () => {
    expect(parseFormulation('AMPHOTERICIN B - LIPOSOMAL')).toMatchObject({
      value: [{ words: ['amphotericin', 'b', 'liposomal'] }],
    });
  });
  it('738, 519: refuses a strength written into the name', () => {
    expect(parseFormulation('PHYTOMENADIONE (VITAMINK1)10 MG').ok).toBe(false);
    expect(parseFormulation('HYDROXY PROPYL METHYL CELLULOSE (2 % W/ V)').ok).toBe(false);
  });
});

describe('parseDosage', () => {
  it.each([
    ['TABLET 650 MG', 1, 'tablet', ['plain'], [{ amount: 650, unit: 'mg' }]], // 714
    ['SR Tablet 30 mg', 1, 'tablet', ['modified'], [{ amount: 30, unit: 'mg' }]], // 91
    ['TABLET ER 100 MG', 1, 'tablet', ['modified'], [{ amount: 100, unit: 'mg' }]], // 644
    ['MODIFIED RELEASE TABLET 500 MG', 1, 'tablet', ['modified'], [{ amount: 500, unit: 'mg' }]], // 818
    ['TABLET DT 75 MG', 1, 'tablet', ['dispersible'], [{ amount: 75, unit: 'mg' }]], // 214
    [
      'ORAL LIQUID 250 MG/ 5 ML',
      1,
      'oral-liquid',
      ['plain'],
      [{ amount: 250, unit: 'mg', per: { amount: 5, unit: 'ml' } }],
    ], // 707
    [
      'INJECTION 50 MG/ML',
      1,
      'injection',
      ['plain'],
      [{ amount: 50, unit: 'mg', per: { amount: 1, unit: 'ml' } }],
    ], // 829
    [
      'ORAL LIQUID 10 GM/ 15 ML',
      1,
      'oral-liquid',
      ['plain'],
      [{ amount: 10, unit: 'g', per: { amount: 15, unit: 'ml' } }],
    ], // 555
    [
      'Tablet 60 (A) + 30 mg (B)',
      2,
      'tablet',
      ['plain'],
      [
        { amount: 60, unit: 'mg' },
        { amount: 30, unit: 'mg' },
      ],
    ], // 7
    [
      'TABLET 500 MG (A)\n+125 MG(B)',
      2,
      'tablet',
      ['plain'],
      [
        { amount: 500, unit: 'mg' },
        { amount: 125, unit: 'mg' },
      ],
    ], // 189
    [
      'TABLET 50/200 MG',
      2,
      'tablet',
      ['plain'],
      [
        { amount: 50, unit: 'mg' },
        { amount: 200, unit: 'mg' },
      ],
    ], // 798
    [
      'INJECTION 2%/0.005MG',
      2,
      'injection',
      ['plain'],
      [
        { amount: 2, unit: '%' },
        { amount: 0.005, unit: 'mg' },
      ],
    ], // 597
    [
      'Injection 5% (A) + 0.9% (B)',
      2,
      'injection',
      ['plain'],
      [
        { amount: 5, unit: '%' },
        { amount: 0.9, unit: '%' },
      ],
    ], // 65
    [
      'Injection 10 mg/ml (1ml &\n2ml Pack)',
      1,
      'injection',
      ['plain'],
      [{ amount: 10, unit: 'mg', per: { amount: 1, unit: 'ml' } }],
    ], // 44
    ['POWDER FOR INJECTION 5000 KU', 1, 'injection', ['plain'], [{ amount: 5000, unit: 'KU' }]], // 559
    [
      'DRY SYRUP 125/31.25 MG',
      2,
      'dry-syrup',
      ['plain'],
      [
        { amount: 125, unit: 'mg' },
        { amount: 31.25, unit: 'mg' },
      ],
    ], // 193
    ['VACCINE --', 1, 'vaccine', ['plain'], []], // 800
    ['DEVICE --', 1, 'device', ['plain'], []], // 20
    ['EYE DROPS 0.5 %', 1, 'eye-drops', ['plain'], [{ amount: 0.5, unit: '%' }]], // 761
    ['NASAL DROPS 0.05 %', 1, 'nasal-drops', ['plain'], [{ amount: 0.05, unit: '%' }]], // 908
    ['DISPOSABLE PEN 100 IU', 1, 'pen', ['plain'], [{ amount: 100, unit: 'IU' }]], // 481
  ] as const)('%s', (text, salts, form, releases, strengths) => {
    expect(parseDosage(text, salts)).toEqual({ ok: true, value: { form, releases, strengths } });
  });

  it.each([
    ['Tablet 100 mg(A) + 1 Tablet\n(750 mg+ 37.5 mg) (B)', 2, 'cannot read the strength'], // 16
    ['Powder For Injection 1000000', 1, 'has no unit'], // 22
    ['Tablet 100 mg elemental iron\n(A) + 500mcg (B)', 2, 'cannot read the strength'], // 50
    ['As Licensed --', 1, 'is not a dosage form'], // 76
    ['Injection 1% (A) + 1:200000\n(5 mcg/ml) (B)', 2, 'cannot read the strength'], // 86
    [
      'Each dose of 0.5ml contains:\nDiphtheria Toxoid ?5Lf (?\n2IU) Tetanus Toxoid ? 5Lf (?\n40IU) 5 LF',
      2,
      'where ≤ or ≥ was lost',
    ], // 133
    ['INJECTION 0.5% with 7.5% Glucose', 1, 'cannot read the strength'], // 260
    ['VACCINE 4 MCG to 6 MCG', 1, 'is a range'], // 550
    ['VACCINE Upto 3 MCG', 1, 'is a range'], // 551
    ['Topical forms 2-5%', 1, 'is a range'], // 593
    ['TABLET 300 MG(A) + 300\nMG(B) + 600 MG\uFFFD', 3, 'lost upstream (U+FFFD)'], // 856
    ['DEVICE CONTAINS 52 MGOF\nLEVONORGESTREL', 1, 'cannot read the strength'], // 502
    ['TABLET 100/25 MG', 3, 'has 2 amount(s) for 3 ingredient(s)'],
  ] as const)('refuses %j', (text, salts, reason) => {
    const parsed = parseDosage(text, salts);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toContain(reason);
  });
});

describe('parseSoDate', () => {
  it("reads the export's dates and refuses days the calendar has not", () => {
    expect(parseSoDate('25-Mar-2026')).toBe('2026-03-25');
    expect(parseSoDate('5-Sep-2026')).toBe('2026-09-05');
    expect(parseSoDate('29-Feb-2026')).toBeNull();
    expect(parseSoDate('2026-03-25')).toBeNull();
  });
});

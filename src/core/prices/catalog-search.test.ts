import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, type CatalogRow } from './catalog-index';
import { searchCatalog, SUGGESTION_LIMIT } from './catalog-search';
import { trigramSimilarity } from './trigram';

// Names as in the Jan Aushadhi list, plus a few made up to put a rule at its edge.
const NAMES = [
  'Paracetamol Tablets IP 500 mg',
  'Paracetamol Tablets IP 650 mg',
  'Paracetamol ER Tablets',
  'Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml',
  'Aceclofenac 100mg and Paracetamol 325mg Tablets',
  'Atorvastatin Tablets IP 5mg',
  'Atorvastatin Tablets IP 10mg',
  'Atorva 10',
  'Rosuvastatin Tablets IP 10 mg',
  'Atorvastatin (10mg) + Aspirin (75mg) + Ramipril',
  'Clopidogrel 75 mg and Aspirin, 75 mg Capsules',
  'Metformin Hydrochloride Tablets IP 500 mg',
  'Metformin Hydrochloride Sustained Release Tablets IP 1000 mg',
  'Metoprolol Tartrate Tablets IP 25 mg',
  'Glimepiride Tablets IP 1 mg',
  'Glimipiride Tablets 2mg',
  'Mupirocin Ointment IP 2%',
  'Ciprofloxacin Tablets IP 500 mg',
  'Ofloxacin Tablets IP 200 mg',
  'Ornidazole and Ofloxacin Tablets',
  'Pantoprazole Gastro-resistant Tablets IP 40 mg',
  'Povidone Iodine Solution IP 10% w/v',
];

function rowsOf(names: string[]): CatalogRow[] {
  return names.map((name, i) => ({
    drugCode: String(100 + i),
    name,
    unitSize: "10's",
    mrp: i === 3 ? 0 : 10 + i,
    group: 'Test group',
  }));
}

const index = buildCatalogIndex(rowsOf(NAMES));
const names = (q: string, limit?: number) => searchCatalog(index, q, limit).map((s) => s.name);

describe('searchCatalog: names holding every word typed', () => {
  it('puts names starting with the query first, shorter before longer', () => {
    expect(names('para')).toEqual([
      'Paracetamol ER Tablets',
      'Paracetamol Tablets IP 500 mg',
      'Paracetamol Tablets IP 650 mg',
      'Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml',
      'Aceclofenac 100mg and Paracetamol 325mg Tablets',
    ]);
  });

  it('ranks the whole query at the start above its first word at the start', () => {
    expect(names('paracetamol tablets').slice(0, 3)).toEqual([
      'Paracetamol Tablets IP 500 mg',
      'Paracetamol Tablets IP 650 mg',
      'Paracetamol ER Tablets',
    ]);
  });

  it('ranks the first word starting a later word above it inside a word', () => {
    expect(names('oflox')).toEqual([
      'Ofloxacin Tablets IP 200 mg',
      'Ornidazole and Ofloxacin Tablets',
      'Ciprofloxacin Tablets IP 500 mg',
    ]);
  });

  it('needs every word, with a strength as written', () => {
    // With no such name, the longest word is read as a typo (below): no 750 mg to offer.
    expect(names('paracetamol 750')).toEqual(names('paracetamol'));
    expect(names('paracetamol 650')).toEqual(['Paracetamol Tablets IP 650 mg']);
    expect(names('Tab. Paracetamol 650')).toEqual(['Paracetamol Tablets IP 650 mg']);
    expect(names('paracetamol er')).toEqual(['Paracetamol ER Tablets']);
  });

  it('takes one letter as the start of the name, two as the start of a word', () => {
    expect(names('m')).toEqual([
      'Mupirocin Ointment IP 2%',
      'Metoprolol Tartrate Tablets IP 25 mg',
      'Metformin Hydrochloride Tablets IP 500 mg',
      'Metformin Hydrochloride Sustained Release Tablets IP 1000 mg',
    ]);
    // "ro" is inside Ciprofloxacin and Metoprolol but starts only Rosuvastatin.
    expect(names('ro')).toEqual(['Rosuvastatin Tablets IP 10 mg']);
    expect(names('of')).toEqual([
      'Ofloxacin Tablets IP 200 mg',
      'Ornidazole and Ofloxacin Tablets',
    ]);
    // Three or more may be anywhere.
    expect(names('statin')).toEqual([
      'Atorvastatin Tablets IP 5mg',
      'Atorvastatin Tablets IP 10mg',
      'Rosuvastatin Tablets IP 10 mg',
      'Atorvastatin (10mg) + Aspirin (75mg) + Ramipril',
    ]);
  });

  it('treats % and _ as the characters they are', () => {
    expect(names('iodine 10%')).toEqual(['Povidone Iodine Solution IP 10% w/v']);
    expect(names('%')).toEqual([]);
    expect(names('p_r')).toEqual([]);
  });

  it('answers nothing for a blank query', () => {
    expect(names('   ')).toEqual([]);
    expect(names(', ;')).toEqual([]);
  });
});

describe('searchCatalog: typos, only when no name holds the words', () => {
  it('finds a misspelt name by its start or its end', () => {
    expect(names('paracetmol').slice(0, 3)).toEqual([
      'Paracetamol ER Tablets',
      'Paracetamol Tablets IP 500 mg',
      'Paracetamol Tablets IP 650 mg',
    ]);
    expect(names('metfromin')).toEqual([
      'Metformin Hydrochloride Tablets IP 500 mg',
      'Metformin Hydrochloride Sustained Release Tablets IP 1000 mg',
    ]);
    // No word starts with "xam"; "ramipril" ends with "ril".
    expect(names('xamipril')).toEqual(['Atorvastatin (10mg) + Aspirin (75mg) + Ramipril']);
    // "aspirin," ends with "rin" before its comma.
    expect(names('xspirin')).toEqual([
      'Clopidogrel 75 mg and Aspirin, 75 mg Capsules',
      'Atorvastatin (10mg) + Aspirin (75mg) + Ramipril',
    ]);
  });

  it('ranks the closer name first, then the shorter', () => {
    expect(trigramSimilarity('atorvastatn', 'atorva')).toBeGreaterThanOrEqual(0.4);
    expect(names('atorvastatn')).toEqual([
      'Atorvastatin Tablets IP 5mg',
      'Atorvastatin Tablets IP 10mg',
      'Atorvastatin (10mg) + Aspirin (75mg) + Ramipril',
      'Atorva 10',
    ]);
  });

  it('does not guess when a name holds the words, nor below 0.4 or 4 letters', () => {
    expect(names('glimepiride')).toEqual(['Glimepiride Tablets IP 1 mg']);
    // Equally close to both: the shorter first.
    expect(names('glimapiride')).toEqual([
      'Glimipiride Tablets 2mg',
      'Glimepiride Tablets IP 1 mg',
    ]);
    // Mupirocin ends the same way (0.31); Metoprolol starts the same way.
    expect(names('crocin')).toEqual([]);
    expect(names('metfromn').includes('Metoprolol Tartrate Tablets IP 25 mg')).toBe(false);
    expect(names('xara')).toEqual([]);
  });
});

describe('searchCatalog: the answer', () => {
  it('is at most the limit, 10 unless asked for fewer', () => {
    const many = buildCatalogIndex(rowsOf(Array.from({ length: 30 }, (_, i) => `Drug ${i}`)));
    expect(searchCatalog(many, 'drug')).toHaveLength(SUGGESTION_LIMIT);
    expect(searchCatalog(many, 'drug', 3).map((s) => s.name)).toEqual([
      'Drug 0',
      'Drug 1',
      'Drug 2',
    ]);
    expect(searchCatalog(many, 'drug', 0)).toEqual([]);
  });

  it('is the contract shape, with an MRP of 0 as no MRP', () => {
    expect(searchCatalog(index, 'paracetamol paediatric')).toEqual([
      {
        name: 'Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml',
        unitSize: "10's",
        mrp: null,
        group: 'Test group',
      },
    ]);
    expect(searchCatalog(index, 'paracetamol tablets ip 5')[0]?.mrp).toBe(10);
  });

  it('orders equal names by unit size, whatever order the rows came in', () => {
    const rows: CatalogRow[] = ['5 cm', '2 cm', '3 cm'].map((unitSize, i) => ({
      drugCode: String(i),
      name: 'Elastic Net Fixator Bandage',
      unitSize,
      mrp: null,
      group: 'Surgical',
    }));
    const sizes = (r: CatalogRow[]) =>
      searchCatalog(buildCatalogIndex(r), 'band').map((s) => s.unitSize);
    expect(sizes(rows)).toEqual(['2 cm', '3 cm', '5 cm']);
    expect(sizes([...rows].reverse())).toEqual(['2 cm', '3 cm', '5 cm']);
  });

  it('gives copies: changing an answer does not change the next one', () => {
    const [first] = searchCatalog(index, 'mupirocin');
    first!.name = 'changed';
    expect(searchCatalog(index, 'mupirocin')[0]?.name).toBe('Mupirocin Ointment IP 2%');
  });
});

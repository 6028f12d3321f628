import { describe, expect, it } from 'vitest';
import { parsePack } from './pack';

// Unit sizes as they appear in assets/jan-aushadhi/jan_aushadhi_products.csv.
describe('parsePack', () => {
  it.each([
    ["10's", { count: 10 }],
    ['60 ml', { volumeMl: 60 }],
    ["4'S", { count: 4 }],
    ['7’s', { count: 7 }],
    ['60 s in container', { count: 60, container: 'container' }],
    ["1 x 9's (mono carton pack)", { count: 9 }],
    ["30's in Bottle", { count: 30, container: 'bottle' }],
    ['2ml Ampoule in Mono blister', { volumeMl: 2, container: 'ampoule' }],
    ['Vial & Wfi', { container: 'vial' }],
    ['Vial (10 ml)', { volumeMl: 10, container: 'vial' }],
    ['0.5 ml Ampoule', { volumeMl: 0.5, container: 'ampoule' }],
    ['3ml Pre-filled Pen', { volumeMl: 3, container: 'pen' }],
    ['3 ml Catridge', { volumeMl: 3, container: 'cartridge' }],
    ['30 GM', { weightG: 30 }],
    ['20 gms.', { weightG: 20 }],
    ['15gm Lami-tube', { weightG: 15, container: 'tube' }],
    ['1 kg (2.2 lbs) Jar', { weightG: 1000, container: 'jar' }],
    ["1's Tin 250g", { count: 1, weightG: 250, container: 'tin' }],
    ['200 MDI', { doses: 200 }],
    ['120 MD', { doses: 120 }],
    ['60 doses in MDI inhaler', { doses: 60 }],
    ['Pack of 10 pcs', { count: 10 }],
    ['Combikit of 20 Tablets in Mono Carton', { count: 20 }],
    ['Three in Mono-Pack', { count: 3 }],
    ['Pair in Mono-Pack', { pairs: 1 }],
    ['10 sachet in monocarton', { count: 10, container: 'sachet' }],
  ] as const)('%j', (unitSize, pack) => {
    expect(parsePack(unitSize)).toEqual(pack);
  });
  it('answers an empty object for what it cannot read', () => {
    expect(parsePack('2 cm X 3 m in Monopack')).toEqual({});
    expect(parsePack('')).toEqual({});
  });
});

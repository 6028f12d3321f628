import { describe, expect, it } from 'vitest';
import { NppaFormatError, parseNppaExport } from './nppa-export';
import { NPPA_SAMPLE } from './nppa-sample.fixture';

const HEADER =
  '"",""\n"","All Drugs Ceiling Prices"\n"","","DATE","18/9/2026"\n"","","TIME","14:34:48"\n' +
  '""," SL No"," NLEM Version"," Formulation"," Dosage & Strength"," SO Number"," SO Date"," Ceiling Price ( Excluding Taxes) (Rs.)(Per Unit)"\n';

describe('parseNppaExport over real records of the export', () => {
  const parsed = parseNppaExport(NPPA_SAMPLE);

  it('reads the DATE line and every data row, parsing or refusing each', () => {
    expect(parsed.exportDate).toBe('2026-09-18');
    expect(parsed.read).toBe(89);
    expect(parsed.rows.length + parsed.refused.length).toBe(89);
  });

  it("refuses what the rules cannot read, with the row's SL No and its line in the file", () => {
    expect(parsed.refused.map((r) => r.row)).toEqual([
      16, 22, 50, 133, 138, 260, 532, 550, 551, 856,
    ]);
    expect(parsed.refused.find((r) => r.row === 532)).toEqual({
      row: 532,
      line: expect.any(Number) as number,
      reason: 'the same ceiling as row 531',
    });
    // Records spanning lines: a later record starts further down than its index says.
    const at133 = parsed.refused.find((r) => r.row === 133);
    expect(at133?.line).toBeGreaterThan(16);
  });

  it('keeps the known values: Paracetamol 650 mg ₹2.05, 500 mg ₹0.93; Telmisartan 20/40/80', () => {
    const price = (sl: number) => parsed.rows.find((r) => r.slNo === sl)?.price;
    expect([price(714), price(706), price(844), price(843), price(842)]).toEqual([
      2.05, 0.93, 3.98, 6.92, 10.65,
    ]);
  });

  it('keeps a pen and a vial, and oxygen in a cylinder and liquid, apart', () => {
    const kept = new Set(parsed.rows.map((r) => r.slNo));
    for (const sl of [481, 482, 699, 700]) expect(kept.has(sl), `row ${sl}`).toBe(true);
  });
});

describe('parseNppaExport on files that are not right', () => {
  it('refuses both rows when one formulation and unit has two prices', () => {
    const file =
      HEADER +
      '"","1","2022","TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ 6.92(1 Tablet)"\n' +
      '"","2","2022","TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ 7.92(1 Tablet)"\n';
    const parsed = parseNppaExport(file);
    expect(parsed.rows).toEqual([]);
    expect(parsed.refused.map((r) => [r.row, r.reason.slice(0, 40)])).toEqual([
      [1, 'another row gives the same formulation a'],
      [2, 'the same formulation and unit as row 1 a'],
    ]);
  });

  it('refuses a second row with an SL No already read', () => {
    const file =
      HEADER +
      '"","843","2022","TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ 6.92(1 Tablet)"\n' +
      '"","843","2022","TELMISARTAN","TABLET 20 MG","1575(E)","25-Mar-2026","₹ 3.98(1 Tablet)"\n';
    expect(parseNppaExport(file).refused).toEqual([
      { row: 843, line: 7, reason: 'SL No 843 is also on line 6' },
    ]);
  });

  it('has no date when the export has no DATE line, and skips blank records', () => {
    const file =
      HEADER.replace('"","","DATE","18/9/2026"\n', '') +
      '"","","","","","","",""\n' +
      '"","843","2022","TELMISARTAN","TABLET 40 MG","1575(E)","25-Mar-2026","₹ 6.92(1 Tablet)"';
    expect(parseNppaExport(file)).toMatchObject({ exportDate: null, read: 1, refused: [] });
  });

  it('throws for a file without the NPPA header, or with a quote that never ends', () => {
    expect(() => parseNppaExport('pharmacy,medicine_name,price\napollo,Dolo,30')).toThrow(
      NppaFormatError,
    );
    expect(() => parseNppaExport(`${HEADER}"","1","2022","X`)).toThrow(NppaFormatError);
  });
});

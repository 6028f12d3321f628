import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv';

describe('parseCsv (RFC 4180 as spreadsheets and the NPPA export write it)', () => {
  it('keeps a line break inside a quoted field and counts lines from where a record starts', () => {
    const text =
      '"","SL No","Dosage & Strength"\n' +
      '"","12","Effervescent/ Dispersible/\nEnteric coated Tablet 100 mg"\n' +
      '"","13","Capsule 10 mg"';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['', 'SL No', 'Dosage & Strength'] },
      { line: 2, fields: ['', '12', 'Effervescent/ Dispersible/\nEnteric coated Tablet 100 mg'] },
      { line: 4, fields: ['', '13', 'Capsule 10 mg'] },
    ]);
  });

  it('reads "" as a quote, commas inside quotes, CRLF, a byte-order mark and skips blank lines', () => {
    const text = '\uFEFFa,b\r\n"say ""hi""","x, y"\r\n\r\nlast,\r\n';
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['say "hi"', 'x, y'],
      ['last', ''],
    ]);
  });

  it('keeps a quote in the middle of an unquoted field as text', () => {
    expect(parseCsv('10" tube,1').map((r) => r.fields)).toEqual([['10" tube', '1']]);
  });

  it('refuses a quoted field that never ends, naming its line', () => {
    expect(() => parseCsv('a,b\n"open,1\n2')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n"open,1\n2')).toThrow('line 2');
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cell';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Amlodipine')).toBe('Amlodipine');
    expect(csvCell(5)).toBe('5');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('5 mg, after food')).toBe('"5 mg, after food"');
    expect(csvCell('the "blue" one')).toBe('"the ""blue"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-1.25')).toBe("'-1.25");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // Numbers are numbers: a negative sphere stays a figure a spreadsheet can add up.
    expect(csvCell(-1.25)).toBe('-1.25');
  });

  it('writes nothing for null, ISO for dates, JSON for arrays and objects', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-10-01T03:30:00.000Z'))).toBe('2026-10-01T03:30:00.000Z');
    expect(csvCell(['08:00', '20:00'])).toBe('"[""08:00"",""20:00""]"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('joins a line with commas and ends it with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

/** A CSV record and the line of the file it starts on (1 is the header), for error reports. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  override name = 'CsvError';
}

/**
 * RFC 4180 as spreadsheets write it: commas, fields in double quotes with "" for a quote, line
 * breaks inside quotes, CRLF or LF, an optional byte-order mark. A quote in the middle of an
 * unquoted field is kept as text, as spreadsheets do. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };

  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new CsvError(`A quoted field that starts on line ${recordLine} never ends`);
  endRecord();
  return records;
}

/**
 * One CSV cell (RFC 4180) of an exported value. Text a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe (OWASP "CSV
 * injection"): a medicine's notes must never become a formula on the user's computer. Numbers
 * stay numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  else if (typeof value === 'string') text = value;
  else text = JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line of cells, ended with CRLF as RFC 4180 says. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

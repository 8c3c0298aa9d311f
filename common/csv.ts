import Papa from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

// papaparse's own `escapeFormulae: true` is /^[=+\-@\t\r].*$/, which misses a value whose first line starts a
// formula and that goes on over several lines ("=cmd\n…"): test the first character only.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as CSV (RFC 4180, CRLF after every row, the header being the first row). A text cell that a
 * spreadsheet would run as a formula (= + - @ tab CR first) gets a leading apostrophe and is quoted.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as CsvValue[][], { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}

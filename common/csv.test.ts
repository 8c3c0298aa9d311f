import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe(toCsv.name, () => {
  it('ends every row with CRLF and leaves plain cells as they are', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['plain', 3],
        [null, undefined],
      ]),
    ).toBe('a,b\r\nplain,3\r\n,\r\n');
    expect(toCsv([])).toBe('');
  });

  it('quotes commas, quotes and line breaks, and they read back unchanged', () => {
    const cells = ['a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', ' padded '];
    const csv = toCsv([cells]);
    expect(csv).toBe('"a,b","say ""hi""","two\nlines","cr\r\nlf"," padded "\r\n');
    expect(Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data).toEqual([cells]);
  });

  it('defuses a text cell a spreadsheet would run as a formula, also when it spans lines', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '=a,b', '=HYPERLINK("x")\nmore']])).toBe(
      `"'=SUM(A1)","'+1","'-1","'@cmd","'\tx","'=a,b","'=HYPERLINK(""x"")\nmore"\r\n`,
    );
    // A number is data, not a formula: -1 stays a number.
    expect(toCsv([[-1, 2.5]])).toBe('-1,2.5\r\n');
  });
});

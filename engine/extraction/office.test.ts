import * as exceljsModule from 'exceljs';
import { describe, expect, it } from 'vitest';
import { extractCsv } from './csv.ts';
import { detectFileType, isEncryptedOfficeFile, textEncoding } from './detect-type.ts';
import { extractDocx, parseHtml } from './docx.ts';
import { ExtractionError } from './errors.ts';
import { extractDocument } from './extract.ts';
import { buildPdf, textPage } from './testing/pdf-builder.ts';
import { buildDocx, buildZip } from './testing/zip-builder.ts';
import { extractXlsx } from './xlsx.ts';
import { assertZipSafe, readZipDirectory } from './zip.ts';

const ExcelJS = (exceljsModule as unknown as { default?: typeof exceljsModule }).default ?? exceljsModule;
const encode = (s: string) => new TextEncoder().encode(s);

async function makeXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fund Reporting';
  workbook.title = 'Holdings';
  const holdings = workbook.addWorksheet('Holdings');
  holdings.addRow(['Security', 'Weight %', 'Sector']);
  holdings.addRow(['Unilever plc', 4.25, 'Consumer Staples']);
  holdings.addRow(['AstraZeneca plc', 3.9, 'Health Care']);
  holdings.getCell('B4').value = { formula: 'B2+B3', result: 8.15 };
  const charges = workbook.addWorksheet('Charges');
  charges.addRow(['Ongoing charge', '0.15%']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function makeDocx(): Uint8Array {
  return buildDocx(
    [
      { heading: 1, text: 'Assessment of Value 2024' },
      { paragraph: 'The board assessed whether the fund delivered value for money to unitholders.' },
      { paragraph: 'Costs and charges', bold: true },
      { bullets: ['Quality of service', 'Performance', 'Authorised fund manager costs'] },
      {
        table: [
          ['Consideration', 'Rating'],
          ['Performance', 'Green'],
          ['Costs', 'Amber'],
        ],
      },
      { heading: 2, text: 'Conclusion & actions' },
      { paragraph: 'No action required <this year>.' },
    ],
    { title: 'AoV 2024', author: 'Compliance Team', language: 'en-GB' },
  );
}

/** A zip whose one entry holds `size` zero bytes: deflate squeezes it ~1000×. */
function zeroBomb(size: number, declaredSize?: number): Uint8Array {
  return buildZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: new Uint8Array(size), declaredSize },
  ]);
}

async function codeOf(promise: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return (error as ExtractionError).code;
  }
}

describe('detectFileType', () => {
  it('tells the four types apart by content', async () => {
    expect(detectFileType(buildPdf({ pages: [textPage(['x'])] }))).toBe('pdf');
    expect(detectFileType(makeDocx())).toBe('docx');
    expect(detectFileType(await makeXlsx())).toBe('xlsx');
    expect(detectFileType(encode('Fund,Weight\nUK Equity,40\n'))).toBe('csv');
  });

  it('finds a PDF header after leading junk, as readers do', () => {
    expect(detectFileType(encode('\n\n  %PDF-1.4\n...'))).toBe('pdf');
  });

  it('refuses binary data, other zips and empty files', () => {
    expect(
      detectFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])),
    ).toBeNull();
    expect(detectFileType(buildZip([{ name: 'photo.jpg', data: 'not a document' }]))).toBeNull();
    expect(detectFileType(new Uint8Array(0))).toBeNull();
    expect(detectFileType(encode('text with a NUL\u0000 byte'))).toBeNull();
  });

  it('reads the zip central directory without inflating anything', () => {
    const names = readZipDirectory(makeDocx())?.map((e) => e.name);
    expect(names).toContain('word/document.xml');
  });

  it('accepts Windows-1252 text (Excel’s UK CSV) as CSV and decodes the pound sign', () => {
    const cp1252 = Uint8Array.from([...encode('Fund,Charge\nUK,'), 0xa3, ...encode('1.50\n')]);
    expect(textEncoding(cp1252)).toBe('windows-1252');
    expect(detectFileType(cp1252)).toBe('csv');
    expect(extractCsv(cp1252).pages[0]!.blocks[0]!.cells).toEqual([
      ['Fund', 'Charge'],
      ['UK', '£1.50'],
    ]);
  });
});

describe('extractDocx', () => {
  it('turns mammoth’s HTML into headings, paragraphs, lists and tables', async () => {
    const doc = await extractDocx(makeDocx());
    expect(doc.method).toBe('docx');
    expect(doc.pageCount).toBe(1);
    expect(doc.metadata).toEqual({ title: 'AoV 2024', author: 'Compliance Team', language: 'en-GB' });
    const blocks = doc.pages[0]!.blocks.map((b) => ({ kind: b.kind, text: b.text, level: b.level }));
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Assessment of Value 2024', level: 1 },
      {
        kind: 'paragraph',
        text: 'The board assessed whether the fund delivered value for money to unitholders.',
        level: undefined,
      },
      { kind: 'heading', text: 'Costs and charges', level: 3 },
      {
        kind: 'list',
        text: 'Quality of service\nPerformance\nAuthorised fund manager costs',
        level: undefined,
      },
      { kind: 'table', text: 'Consideration\tRating\nPerformance\tGreen\nCosts\tAmber', level: undefined },
      { kind: 'heading', text: 'Conclusion & actions', level: 2 },
      { kind: 'paragraph', text: 'No action required <this year>.', level: undefined },
    ]);
    expect(doc.tableCount).toBe(1);
    expect(doc.pages[0]!.blocks.find((b) => b.kind === 'table')?.cells).toEqual([
      ['Consideration', 'Rating'],
      ['Performance', 'Green'],
      ['Costs', 'Amber'],
    ]);
  });

  it('parses nested HTML and entities', () => {
    expect(parseHtml('<p>a &amp; <strong>b</strong><br />c</p>')).toEqual([
      { tag: 'p', children: ['a & ', { tag: 'strong', children: ['b'] }, { tag: 'br', children: [] }, 'c'] },
    ]);
  });

  it('refuses a damaged document', async () => {
    const broken = buildZip([{ name: 'word/document.xml', data: '<w:document><unclosed' }]);
    expect(await codeOf(extractDocx(broken))).toBe('MALFORMED');
  });
});

describe('extractXlsx', () => {
  it('gives one page per sheet with the sheet as a table', async () => {
    const doc = await extractXlsx(await makeXlsx());
    expect(doc.method).toBe('xlsx');
    expect(doc.pageCount).toBe(2);
    expect(doc.tableCount).toBe(2);
    expect(doc.pages.map((p) => p.label)).toEqual(['Holdings', 'Charges']);
    expect(doc.pages[0]!.blocks[0]).toMatchObject({ kind: 'heading', text: 'Holdings' });
    expect(doc.pages[0]!.blocks[1]!.cells).toEqual([
      ['Security', 'Weight %', 'Sector'],
      ['Unilever plc', '4.25', 'Consumer Staples'],
      ['AstraZeneca plc', '3.9', 'Health Care'],
      ['', '8.15', ''],
    ]);
    expect(doc.text).toContain('Ongoing charge\t0.15%');
    expect(doc.metadata.author).toBe('Fund Reporting');
  });

  it('caps rows and cells so a huge sheet cannot exhaust memory', async () => {
    const doc = await extractXlsx(await makeXlsx(), { maxRowsPerSheet: 2 });
    expect(doc.pages[0]!.blocks[1]!.cells).toHaveLength(2);
  });
});

describe('extractCsv', () => {
  it('parses one table, quoted fields included, and ignores a byte-order mark', () => {
    const doc = extractCsv(
      encode('\uFEFFName,Objective\n"Fund A","Growth, over 5 years"\n\nFund B,Income\n'),
    );
    expect(doc.method).toBe('csv');
    expect(doc.tableCount).toBe(1);
    expect(doc.pages[0]!.blocks[0]!.cells).toEqual([
      ['Name', 'Objective'],
      ['Fund A', 'Growth, over 5 years'],
      ['Fund B', 'Income'],
    ]);
  });

  it('detects semicolons as the delimiter', () => {
    expect(extractCsv(encode('a;b;c\n1;2;3\n')).pages[0]!.blocks[0]!.cells).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });
});

describe('zip bomb protection', () => {
  it('refuses an archive whose declared size is over the limit', () => {
    const small = zeroBomb(10, 300 * 1024 * 1024);
    expect(() => assertZipSafe(small)).toThrow(expect.objectContaining({ code: 'TOO_LARGE' }));
  });

  it('refuses an absurd compression ratio before inflating', async () => {
    const bomb = zeroBomb(20 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await codeOf(extractDocument(bomb))).toBe('TOO_LARGE');
    expect(await codeOf(extractDocx(bomb))).toBe('TOO_LARGE');
  });

  it('refuses an entry that inflates beyond the size it declares', () => {
    const liar = zeroBomb(2 * 1024 * 1024, 1000);
    expect(() => assertZipSafe(liar, { maxCompressionRatio: 1e9 })).toThrow(
      expect.objectContaining({ code: 'TOO_LARGE' }),
    );
  });

  it('lets an ordinary document through', async () => {
    expect(() => assertZipSafe(makeDocx())).not.toThrow();
    expect(() => assertZipSafe(new Uint8Array(0))).toThrow(expect.objectContaining({ code: 'MALFORMED' }));
  });
});

describe('Office files that cannot be read', () => {
  const ole = (extra: number[] = []) =>
    Uint8Array.from([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...new Array<number>(504).fill(0),
      ...extra,
    ]);

  it('says a password-protected Office file is password-protected', async () => {
    const encrypted = ole(Array.from('EncryptedPackage').flatMap((c) => [c.charCodeAt(0), 0]));
    expect(isEncryptedOfficeFile(encrypted)).toBe(true);
    expect(await codeOf(extractDocument(encrypted))).toBe('PASSWORD_PROTECTED');
  });

  it('says legacy .doc/.xls files are not supported', async () => {
    await expect(extractDocument(ole())).rejects.toMatchObject({
      code: 'UNSUPPORTED',
      message: expect.stringContaining('.docx'),
    });
  });
});

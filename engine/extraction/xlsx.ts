import * as exceljsModule from 'exceljs';
import type { BBox, Block, DocumentMetadata, ExtractedDocument, Page } from '../document-model.ts';
import { ExtractionError } from './errors.ts';
import { readCoreProperties } from './ooxml.ts';
import { assertZipSafe, type ZipLimits } from './zip.ts';

/** One page per worksheet: the sheet name as a heading, its used range as one table. */

// exceljs is CommonJS: Node's ESM loader exposes it as the default export only.
const ExcelJS = (exceljsModule as unknown as { default?: typeof exceljsModule }).default ?? exceljsModule;

export interface ExtractXlsxOptions {
  zipLimits?: ZipLimits;
  /** Rows read per sheet (default 10,000); the rest is left out. */
  maxRowsPerSheet?: number;
  /** Columns read per row (default 200). */
  maxColumns?: number;
  /** Cells read across the workbook (default 200,000). */
  maxCells?: number;
}

const NO_BOX: BBox = [0, 0, 0, 0];

function cellText(cell: { text?: unknown; value?: unknown }): string {
  let text: string;
  try {
    text = typeof cell.text === 'string' ? cell.text : cell.value == null ? '' : String(cell.value);
  } catch {
    // exceljs throws on some malformed rich-text or formula values; such a cell reads as empty.
    text = '';
  }
  return text.replace(/\s+/gu, ' ').trim();
}

export async function extractXlsx(
  data: Uint8Array,
  opts: ExtractXlsxOptions = {},
): Promise<ExtractedDocument> {
  const entries = assertZipSafe(data, opts.zipLimits);
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) {
    throw new ExtractionError('UNSUPPORTED', 'This file is not an Excel workbook (.xlsx).');
  }
  const maxRows = opts.maxRowsPerSheet ?? 10_000;
  const maxColumns = opts.maxColumns ?? 200;
  let cellBudget = opts.maxCells ?? 200_000;

  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's Buffer parameter type predates Node's generic Buffer; the bytes are all it reads.
    await workbook.xlsx.load(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as Parameters<
        typeof workbook.xlsx.load
      >[0],
    );
  } catch (error) {
    throw new ExtractionError(
      'MALFORMED',
      'This Excel workbook could not be read: the file is damaged. Save it again in Excel and upload it.',
      undefined,
      { cause: error },
    );
  }

  const pages: Page[] = [];
  let imageCount = 0;
  let tableCount = 0;
  let number = 0;
  workbook.eachSheet((sheet) => {
    number++;
    const rows: string[][] = [];
    let width = 0;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length >= maxRows || cellBudget <= 0) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        if (column > maxColumns || cellBudget <= 0) return;
        cellBudget--;
        cells[column - 1] = cellText(cell);
      });
      const filled = Array.from(cells, (c) => c ?? '');
      if (filled.some((c) => c !== '')) {
        rows.push(filled);
        width = Math.max(width, filled.length);
      }
    });
    const table = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
    const blocks: Block[] = [{ kind: 'heading', text: sheet.name, bbox: NO_BOX, fontSize: 0, level: 1 }];
    if (table.length > 0) {
      blocks.push({
        kind: 'table',
        text: table.map((r) => r.join('\t')).join('\n'),
        bbox: NO_BOX,
        fontSize: 0,
        cells: table,
      });
      tableCount++;
    }
    let images = 0;
    try {
      images = sheet.getImages().length;
    } catch {
      images = 0;
    }
    imageCount += images;
    pages.push({
      number,
      label: sheet.name,
      width: 0,
      height: 0,
      blocks,
      text: blocks.map((b) => b.text).join('\n\n'),
      imageCount: images,
    });
  });

  const metadata: DocumentMetadata = readCoreProperties(data, entries);
  return {
    pageCount: pages.length,
    pages,
    text: pages.map((p) => p.text).join('\n\n'),
    imageCount,
    tableCount,
    method: 'xlsx',
    metadata,
  };
}

import * as papaModule from 'papaparse';
import type { BBox, ExtractedDocument } from '../document-model.ts';
import { textEncoding } from './detect-type.ts';
import { ExtractionError } from './errors.ts';

// papaparse is CommonJS: Node's ESM loader exposes it as the default export only.
const Papa = (papaModule as unknown as { default?: typeof papaModule }).default ?? papaModule;

export interface ExtractCsvOptions {
  /** Rows kept (default 50,000); the rest is left out. */
  maxRows?: number;
  /** Cells kept (default 500,000). */
  maxCells?: number;
}

const NO_BOX: BBox = [0, 0, 0, 0];

/** A CSV file as one page holding one table (delimiter detected by papaparse). */
export function extractCsv(data: Uint8Array, opts: ExtractCsvOptions = {}): ExtractedDocument {
  const encoding = textEncoding(data);
  if (!encoding) throw new ExtractionError('UNSUPPORTED', 'This file is not a text (CSV) file.');
  const text = new TextDecoder(encoding).decode(data).replace(/^\uFEFF/u, '');
  const maxRows = opts.maxRows ?? 50_000;
  let budget = opts.maxCells ?? 500_000;

  const rows: string[][] = [];
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: maxRows });
  for (const row of parsed.data) {
    if (budget <= 0) break;
    const cells = row.slice(0, budget).map((c) =>
      String(c ?? '')
        .replace(/\s+/gu, ' ')
        .trim(),
    );
    budget -= cells.length;
    if (cells.some((c) => c !== '')) rows.push(cells);
  }
  const width = Math.max(0, ...rows.map((r) => r.length));
  const cells = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
  const tableText = cells.map((r) => r.join('\t')).join('\n');
  const blocks =
    cells.length > 0 ? [{ kind: 'table' as const, text: tableText, bbox: NO_BOX, fontSize: 0, cells }] : [];
  return {
    pageCount: 1,
    pages: [{ number: 1, width: 0, height: 0, blocks, text: tableText, imageCount: 0 }],
    text: tableText,
    imageCount: 0,
    tableCount: blocks.length,
    method: 'csv',
    metadata: {},
  };
}

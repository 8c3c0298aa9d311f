import { MIN_EXTRACTED_TEXT_CHARS } from '#common/constants.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { extractCsv, type ExtractCsvOptions } from './csv.ts';
import { detectFileType, isEncryptedOfficeFile, isOle2, type DocumentFileType } from './detect-type.ts';
import { extractDocx } from './docx.ts';
import {
  ExtractionError,
  PASSWORD_PROTECTED_MESSAGE,
  TEXT_TOO_SHORT_MESSAGE,
  UNSUPPORTED_MESSAGE,
  formatBytes,
  throwIfAborted,
} from './errors.ts';
import { assertStreamsInflateWithin } from './inflate-budget.ts';
import { extractPdf, type ExtractPdfOptions } from './pdf.ts';
import { extractXlsx, type ExtractXlsxOptions } from './xlsx.ts';
import type { ZipLimits } from './zip.ts';

export { ExtractionError, TEXT_TOO_SHORT_MESSAGE } from './errors.ts';
export type { ExtractionErrorCode } from './errors.ts';
export type { DocumentFileType } from './detect-type.ts';

export interface ExtractDocumentOptions extends ExtractPdfOptions {
  /**
   * The type the upload claims (from its extension or MIME type). The content decides; a claim the
   * content contradicts is refused, so a renamed executable or image never reaches a parser.
   */
  fileType?: DocumentFileType;
  /** Upload size limit for every type (default 200 MB; the server passes MAX_UPLOAD_MB). */
  maxBytes?: number;
  zipLimits?: ZipLimits;
  xlsx?: Omit<ExtractXlsxOptions, 'zipLimits'>;
  csv?: ExtractCsvOptions;
  /**
   * A PDF with one stream that inflates to more than this is refused before pdf.js reads it (a
   * decompression bomb). Unset: no check.
   */
  maxInflatedBytes?: number;
  /** Minimum characters of extracted text (spec §5: 50). */
  minTextChars?: number;
}

const TYPE_NAMES: Record<DocumentFileType, string> = {
  pdf: 'PDF',
  docx: 'Word document (.docx)',
  xlsx: 'Excel workbook (.xlsx)',
  csv: 'CSV file',
};

/**
 * Detects the type by content, dispatches to its extractor and enforces the minimum text length.
 * Throws ExtractionError (user-facing message, stable code) for anything the user can fix.
 */
export async function extractDocument(
  data: Uint8Array,
  options: ExtractDocumentOptions = {},
): Promise<ExtractedDocument> {
  throwIfAborted(options.signal);
  const maxBytes = options.maxBytes ?? 200 * 1024 * 1024;
  if (data.byteLength > maxBytes) {
    throw new ExtractionError(
      'TOO_LARGE',
      `This file is too large to process (${formatBytes(data.byteLength)}); the limit is ${formatBytes(maxBytes)}.`,
      { bytes: data.byteLength, limit: maxBytes },
    );
  }
  if (data.byteLength === 0) throw new ExtractionError('MALFORMED', 'This file is empty.');
  if (isEncryptedOfficeFile(data))
    throw new ExtractionError(
      'PASSWORD_PROTECTED',
      PASSWORD_PROTECTED_MESSAGE.replace('This PDF', 'This file'),
    );
  if (isOle2(data)) {
    throw new ExtractionError(
      'UNSUPPORTED',
      'Older Word and Excel formats (.doc, .xls) are not supported. Save the file as .docx or .xlsx and upload it again.',
    );
  }

  const detected = detectFileType(data);
  if (!detected) throw new ExtractionError('UNSUPPORTED', UNSUPPORTED_MESSAGE);
  // Text is the one type that cannot be told apart by signature: any text file "is" CSV. A file claiming
  // another type but holding text is refused like any other mismatch.
  if (options.fileType && options.fileType !== detected) {
    throw new ExtractionError(
      'UNSUPPORTED',
      `This file is named as a ${TYPE_NAMES[options.fileType]} but its content is ${detected === 'csv' ? 'plain text' : `a ${TYPE_NAMES[detected]}`}. Upload the original file.`,
      {
        claimed: options.fileType,
        detected,
      },
    );
  }

  let document: ExtractedDocument;
  switch (detected) {
    case 'pdf':
      if (options.maxInflatedBytes !== undefined)
        await assertStreamsInflateWithin(data, options.maxInflatedBytes);
      document = await extractPdf(data, options);
      break;
    case 'docx':
      document = await extractDocx(data, { zipLimits: options.zipLimits });
      break;
    case 'xlsx':
      document = await extractXlsx(data, { ...options.xlsx, zipLimits: options.zipLimits });
      break;
    case 'csv':
      document = extractCsv(data, options.csv);
      break;
  }
  throwIfAborted(options.signal);
  // PDFs report progress page by page; the other types are read in one go.
  if (detected !== 'pdf') options.onPage?.(document.pageCount, document.pageCount);

  const minChars = options.minTextChars ?? MIN_EXTRACTED_TEXT_CHARS;
  if (document.text.trim().length < minChars) {
    throw new ExtractionError('TEXT_TOO_SHORT', TEXT_TOO_SHORT_MESSAGE, {
      characters: document.text.trim().length,
      minimum: minChars,
    });
  }
  return document;
}

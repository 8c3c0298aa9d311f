import type { DocumentStatus } from '#common/api/documents.ts';

const METHOD_LABELS: Record<string, string> = {
  pdfjs: 'PDF text layer',
  'pdfjs+ocr': 'PDF text layer and OCR',
  ocr: 'OCR (scanned pages)',
  docx: 'Word document',
  xlsx: 'Excel workbook',
  csv: 'CSV file',
};

/** How the text was extracted, as people read it; an unknown method is shown as it is. */
export function extractionMethodLabel(method: string | null | undefined): string {
  if (!method) return 'Not extracted yet';
  return METHOD_LABELS[method] ?? method;
}

/** "850 ms", "1.2 s", "2 min 5 s". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return 'Not recorded';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

export function isInProgress(status: DocumentStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export function isPdfDocument(document: { fileType: string; fileName: string }): boolean {
  return document.fileType === 'application/pdf' || document.fileName.toLowerCase().endsWith('.pdf');
}

/** Page n of the document, kept within 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

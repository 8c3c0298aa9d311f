import { extractionTestInput, storagePathQuery } from '#common/api/debug.ts';
import { isPdfFile } from '../../../lib/documents/upload-file.ts';

/** Spec §5 debug tools: a document id is required. */
export const MISSING_DOCUMENT_ID = 'Please enter a document ID';
/** Spec §5: the client-side extraction takes PDFs only. */
export const NOT_A_PDF = 'Please select a PDF file.';

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export function checkDocumentId(input: string): Checked<string> {
  if (!input.trim()) return { ok: false, error: MISSING_DOCUMENT_ID };
  const parsed = extractionTestInput.safeParse({ documentId: input });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? MISSING_DOCUMENT_ID };
  return { ok: true, value: parsed.data.documentId };
}

export function checkPdfFile(file: { name: string; type?: string } | null | undefined): string | null {
  return file && isPdfFile(file) ? null : NOT_A_PDF;
}

/** A custom path must not be blank (spec §5); leading slashes are the store's root anyway. */
export function checkStoragePath(input: string): Checked<string> {
  const parsed = storagePathQuery.safeParse({ path: input });
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Enter a storage path.' };
  return { ok: true, value: parsed.data.path };
}

/** The breadcrumbs of a storage prefix: each folder with the prefix that opens it. */
export function prefixCrumbs(prefix: string): Array<{ name: string; prefix: string }> {
  const parts = prefix.split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, prefix: parts.slice(0, index + 1).join('/') }));
}

/** The last part of a storage path: what a folder or object is called inside its parent. */
export function baseName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

export function pdfExtractionError(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return `Client-side PDF extraction failed: ${reason}`;
}

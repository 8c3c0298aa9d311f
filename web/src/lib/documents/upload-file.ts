import { ALLOWED_EXTENSIONS } from '#common/api/documents.ts';
import { DEFAULT_MAX_UPLOAD_MB } from '#common/constants.ts';

export const MAX_UPLOAD_MB = DEFAULT_MAX_UPLOAD_MB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The same wording as the server's 415 (spec §8, with the four types of DESIGN.md §2). */
export const INVALID_TYPE_MESSAGE = `Invalid file type. Allowed: ${ALLOWED_EXTENSIONS.join(', ')}`;
export const TOO_LARGE_MESSAGE = `The file is larger than the ${MAX_UPLOAD_MB} MB limit.`;
export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose another file.';
export const MISSING_FILE_MESSAGE = 'Please select a file and ensure you are logged in.';

export const DROP_ZONE_TEXT = 'Drag & drop a PDF, DOCX, XLSX or CSV file here, or click to select';
export const DROP_ZONE_HINT = `Max ${MAX_UPLOAD_MB} MB. Allowed: ${ALLOWED_EXTENSIONS.join(', ')}`;

/** The `accept` attribute of the file inputs: extensions and their media types. */
export const ACCEPT_ATTRIBUTE = [
  ...ALLOWED_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Checks a chosen file before sending it (spec §5: extension compared lowercase; DESIGN.md §2: the size
 * limit enforced on the client too). The server checks again, by content as well as by name.
 */
export function checkUploadFile(
  file: { name: string; size: number } | null | undefined,
  maxBytes = MAX_UPLOAD_BYTES,
): string | null {
  if (!file) return MISSING_FILE_MESSAGE;
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return INVALID_TYPE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > maxBytes) return TOO_LARGE_MESSAGE;
  return null;
}

export function isPdfFile(file: { name: string; type?: string }): boolean {
  return file.type === 'application/pdf' || fileExtension(file.name) === '.pdf';
}

export type ExtractionErrorCode =
  'PASSWORD_PROTECTED' | 'MALFORMED' | 'TOO_MANY_PAGES' | 'TOO_LARGE' | 'TEXT_TOO_SHORT' | 'UNSUPPORTED';

/** The spec's wording (§5), shown to the user as is. */
export const TEXT_TOO_SHORT_MESSAGE = 'Extracted text is too short, PDF may be image-based or corrupted.';

export const PASSWORD_PROTECTED_MESSAGE =
  'This PDF is password-protected. Remove the password and upload it again.';

/** A decompression bomb, or a file that really needs more memory than one document may use. */
export const tooLargeDecompressedMessage = (limitBytes: number) =>
  `This file expands to more than ${Math.round(limitBytes / (1024 * 1024))} MB when decompressed, more than Clarion reads for one document. Split it into smaller files or save it again (e.g. "Save as PDF") and upload it again.`;

export const UNSUPPORTED_MESSAGE =
  'This file type is not supported. Upload a PDF, a Word document (.docx), an Excel workbook (.xlsx) or a CSV file.';

/**
 * A failure the user can act on. `message` is written for the user (safe to show as is); `details` carries
 * numbers for logs and the API's `details` field, never internals such as stack traces or library messages.
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    readonly details?: Record<string, string | number | boolean>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isExtractionError(error: unknown): error is ExtractionError {
  return error instanceof ExtractionError;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Rethrows an abort as is, so callers can tell a cancelled job from a failed one. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

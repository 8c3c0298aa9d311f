import type { User } from '#common/api/auth.ts';
import { DEBUG_TEXT_SNIPPET_CHARS, STORAGE_LIST_LIMIT } from '#common/constants.ts';
import type { ExtractionTestResponse, StorageListResponse, StoragePathResponse } from '#common/api/debug.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findDocumentByPath } from './debug.repository.ts';
import { getDocumentRow } from '../documents/documents.service.ts';
import { ExtractionFailure } from '../documents/extraction-runner.ts';

type Step = ExtractionTestResponse['debug']['steps'][number];

async function timed<T>(steps: Step[], step: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const value = await run();
    steps.push({ step, status: 'ok', durationMs: Math.round(performance.now() - started) });
    return value;
  } catch (error) {
    steps.push({
      step,
      status: 'failed',
      durationMs: Math.round(performance.now() - started),
      error: (error as Error).message,
    });
    throw error;
  }
}

/** A dry run of the extraction pipeline for one document, with each step timed; nothing is stored. */
export async function runExtractionTest(
  deps: AppDeps,
  user: User,
  documentId: string,
): Promise<ExtractionTestResponse> {
  const steps: Step[] = [];
  const doc = await timed(steps, 'load-record', () => getDocumentRow(deps, user, documentId));
  const fileDetails = { path: doc.filePath, size: Number(doc.fileSize), type: doc.fileType };
  const empty = { pageCount: 0, imageCount: 0, tableCount: 0, method: null };
  let data: Buffer;
  try {
    data = await timed(steps, 'read-storage', () => deps.storage.getBuffer(doc.filePath));
  } catch (error) {
    return {
      text: '',
      error: `Storage read failed: ${(error as Error).message}`,
      debug: { fileDetails, steps, textLength: 0 },
      metadata: empty,
    };
  }
  try {
    const result = await timed(steps, 'extract', () =>
      // The caller's tenant, not the document's: an admin's dry runs do not use up the client's turn.
      // Read as the kind the upload check detected, as extraction itself does.
      deps.extraction.run(new Uint8Array(data), doc.fileKind, { tenant: user.firmId ?? user.id }),
    );
    return {
      text: result.text.slice(0, DEBUG_TEXT_SNIPPET_CHARS),
      error: null,
      debug: { fileDetails, steps, textLength: result.text.length },
      metadata: {
        pageCount: result.pageCount,
        imageCount: result.imageCount,
        tableCount: result.tableCount,
        method: result.method,
      },
    };
  } catch (error) {
    const message =
      error instanceof ExtractionFailure && error.userFacing
        ? error.message
        : 'Extraction failed unexpectedly.';
    return {
      text: '',
      error: `PDF extraction failed: ${message}`,
      debug: { fileDetails, steps, textLength: 0 },
      metadata: empty,
    };
  }
}

export async function listStorage(
  deps: AppDeps,
  prefix: string,
  offset: number,
): Promise<StorageListResponse> {
  const clean = prefix.replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((part) => part === '..'))
    throw new AppError('INVALID_INPUT', 'Invalid storage path.');
  const listing = await deps.storage.list(clean, { limit: STORAGE_LIST_LIMIT, offset });
  return {
    prefix: clean,
    folders: listing.folders,
    objects: listing.objects.map((o) => ({ ...o, modifiedAt: o.modifiedAt.toISOString() })),
    limit: STORAGE_LIST_LIMIT,
    offset,
  };
}

export async function testStoragePath(deps: AppDeps, path: string): Promise<StoragePathResponse> {
  const clean = path.trim().replace(/^\/+/, '');
  const [exists, doc] = await Promise.all([
    deps.storage.exists(clean),
    findDocumentByPath(deps.database.db, clean),
  ]);
  return { path: clean, exists, documentId: doc?.id ?? null };
}

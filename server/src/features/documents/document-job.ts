import type { ExtractedDocument } from '#engine/document-model.ts';
import type { JobDeps } from '../../jobs/job-definition.ts';
import { AppError } from '../../errors.ts';
import {
  findDocumentById,
  findExtraction,
  updateDocument,
  type DocumentRow,
} from './documents.repository.ts';
import { readExtractedDocument } from './stored-document-model.ts';

/** The document-list flag (spec §2.6) a module's job sets once its result is stored. */
export type DocumentFlag = 'hasAnalysis' | 'hasPersonaInterviews' | 'hasDocumentImprovements';

/** What an engine job reads: the document's row and its extraction as the engine's document model. */
export type DocumentJobInput = { doc: DocumentRow; extracted: ExtractedDocument };

/**
 * One engine job over a document's extraction (analysis, compliance, persona interview, improvements): the
 * job's own steps; the order, the loading and the failures they share are runDocumentJob's.
 */
export type DocumentJobSteps<TResult> = {
  documentId: string;
  /**
   * True when an earlier attempt already stored the result (a retry after, say, the flag failed): only the
   * flag is set again, so the completion is not redone or counted twice.
   */
  isStored?: () => Promise<boolean>;
  /** Marks the job's own row as being worked on. */
  start: () => Promise<void>;
  /** Marks the job's own row failed with a message the user can act on. */
  fail: (message: string) => Promise<void>;
  /** The message when the document is gone or its extraction has not completed. */
  noText: string;
  /** The engine's work. */
  run: (input: DocumentJobInput) => TResult | Promise<TResult>;
  /**
   * The message to fail the row with when `run` or `store` throws (the job logs what it needs), or undefined
   * to let the error through so the queue retries. Without it every error goes through.
   */
  failure?: (error: unknown, step: 'run' | 'store') => string | undefined;
  /** Writes the result (and whatever goes with it, e.g. an AI review, an analytics event). */
  store: (result: TResult, input: DocumentJobInput) => Promise<void>;
  /** Set on the document once the result is stored. */
  flag?: DocumentFlag;
};

/**
 * The skeleton every engine job shares: (already stored → flag) → start → load the document and its
 * extraction (none → `noText`; an unreadable stored model → its message) → run → store → flag. Jobs act for a
 * user whose access was checked when the job was enqueued, so the rows are read without one.
 */
export async function runDocumentJob<TResult>(
  deps: JobDeps,
  steps: DocumentJobSteps<TResult>,
): Promise<void> {
  const { db } = deps.database;
  const { documentId } = steps;
  const setFlag = async () => {
    if (steps.flag) await updateDocument(db, documentId, { [steps.flag]: true });
  };
  if (steps.isStored && (await steps.isStored())) {
    await setFlag();
    return;
  }
  await steps.start();
  const loaded = await load(deps, documentId, steps.noText);
  if (!loaded.ok) {
    await steps.fail(loaded.message);
    return;
  }
  const { input } = loaded;
  const attempt = async <T>(step: 'run' | 'store', work: () => T | Promise<T>) => {
    try {
      return { ok: true as const, value: await work() };
    } catch (error) {
      const message = steps.failure?.(error, step);
      if (message === undefined) throw error;
      await steps.fail(message);
      return { ok: false as const };
    }
  };
  const ran = await attempt('run', () => steps.run(input));
  if (!ran.ok) return;
  const stored = await attempt('store', () => steps.store(ran.value, input));
  if (!stored.ok) return;
  await setFlag();
}

/** The document and its model, or why not: no text yet, or a stored model this version cannot read. */
async function load(
  deps: JobDeps,
  documentId: string,
  noText: string,
): Promise<{ ok: true; input: DocumentJobInput } | { ok: false; message: string }> {
  const { db } = deps.database;
  const doc = await findDocumentById(db, documentId);
  if (!doc) return { ok: false, message: noText };
  try {
    const extracted = readExtractedDocument(await findExtraction(db, documentId));
    return extracted ? { ok: true, input: { doc, extracted } } : { ok: false, message: noText };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ err: error, documentId }, 'stored document model refused');
    return { ok: false, message: error.message };
  }
}

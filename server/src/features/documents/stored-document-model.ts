import { z } from 'zod';
import {
  DOCUMENT_MODEL_VERSION,
  type DocumentMetadata,
  type ExtractedDocument,
  type Page,
} from '#engine/document-model.ts';
import { extractedDocumentSchema } from '#engine/document-model-schema.ts';
import { AppError } from '../../errors.ts';
import type { ExtractionRow } from './documents.repository.ts';

/**
 * What document_extractions.pages holds for a completed extraction: the model's pages and metadata, and the
 * version of the model they were built as (the other fields of the model are columns of the row).
 */
export type StoredDocumentModel = { modelVersion: number; pages: Page[]; metadata: DocumentMetadata };

export function toStoredModel(doc: Pick<ExtractedDocument, 'pages' | 'metadata'>): StoredDocumentModel {
  return { modelVersion: DOCUMENT_MODEL_VERSION, pages: doc.pages, metadata: doc.metadata };
}

// Only the envelope here: its pages and metadata are checked with the rest of the model below. A model
// stored before the version was recorded has none, and is version 1's shape.
const storedEnvelope = z.object({
  modelVersion: z.number().int().positive().default(1),
  pages: z.unknown(),
  metadata: z.unknown(),
});

export const DAMAGED_MODEL_MESSAGE =
  "The document's stored text is damaged and cannot be read. Re-extract the document, then try again.";

export function unsupportedModelMessage(version: number): string {
  const when = version < DOCUMENT_MODEL_VERSION ? 'an older' : 'a newer';
  return `The document's stored text was extracted by ${when} version of Clarion (document model ${version}; this version reads ${DOCUMENT_MODEL_VERSION}). Re-extract the document, then try again.`;
}

/**
 * The stored extraction as the engine's document model: null until extraction has completed. A model of
 * another version, or one that does not fit the model, is refused with EXTRACTION_FAILED and a message that
 * says to re-extract, rather than handed to the engine to fail on somewhere inside.
 */
export function readExtractedDocument(row: ExtractionRow | null): ExtractedDocument | null {
  if (!row || row.status !== 'completed') return null;
  const envelope = storedEnvelope.safeParse(row.pages);
  if (!envelope.success) throw new AppError('EXTRACTION_FAILED', DAMAGED_MODEL_MESSAGE);
  const { modelVersion, pages, metadata } = envelope.data;
  if (modelVersion !== DOCUMENT_MODEL_VERSION)
    throw new AppError('EXTRACTION_FAILED', unsupportedModelMessage(modelVersion), { modelVersion });
  const model = extractedDocumentSchema.safeParse({
    pageCount: row.pageCount,
    pages,
    text: row.extractedText,
    imageCount: row.imageCount,
    tableCount: row.tableCount,
    // as the reader before this one did: a completed row always names its method
    method: row.extractionMethod ?? 'pdfjs',
    metadata,
  });
  if (!model.success) {
    const issue = model.error.issues[0];
    throw new AppError('EXTRACTION_FAILED', DAMAGED_MODEL_MESSAGE, {
      field: issue?.path.join('.') ?? '',
    });
  }
  return model.data;
}

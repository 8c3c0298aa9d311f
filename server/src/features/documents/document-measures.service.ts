// A document's reading measures for screens that run no check of their own (the personas' results): the
// current version's latest check's figures when it has one, else the same engine function on its extraction,
// so the personas print what the check report prints (issue 30, "one source per measure").
import type { User } from '#common/api/auth.ts';
import { DOCUMENT_TYPES, type DocumentType } from '#common/api/documents.ts';
import type { DocumentMeasuresView } from '#common/api/measures.ts';
import { documentMeasures } from '#engine/measures/index.ts';
import type { ComplianceResult } from '#engine/rules/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findLatestChecksOfVersions } from './document-versions.repository.ts';
import { findExtraction } from './documents.repository.ts';
import { getDocumentRow } from './documents.service.ts';
import { readExtractedDocument } from './stored-document-model.ts';

const asDocumentType = (type: string): DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as DocumentType) : 'other';

export async function getDocumentMeasures(
  deps: AppDeps,
  user: User,
  id: string,
): Promise<DocumentMeasuresView> {
  const doc = await getDocumentRow(deps, user, id);
  const { db } = deps.database;
  const checked = (await findLatestChecksOfVersions(db, id, [doc.currentVersion])).get(doc.currentVersion);
  const stored = (checked?.result as ComplianceResult | null | undefined)?.measures;
  if (stored) return stored;
  const extracted = readExtractedDocument(await findExtraction(db, id));
  if (!extracted)
    throw new AppError(
      'CONFLICT',
      'The document’s text has not been extracted yet, so its reading age cannot be measured. Wait for extraction to finish and try again.',
    );
  return documentMeasures(extracted, { declaredType: asDocumentType(doc.documentType) });
}

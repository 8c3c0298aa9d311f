// A document's reading age and its target, from one function (issue 30): the check, the analysis, the
// personas, Compare versions and Enhancements take their figures from here, so they cannot disagree.
import type { DocumentMeasuresView } from '#common/api/measures.ts';
import type { DocumentType } from '#common/api/documents.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { effectiveDocumentType } from '../rules/infer-document-type.ts';
import { documentReadability } from './document-readability.ts';
import { readingAgeTarget } from './reading-age-target.ts';

/** Below this many words of prose, formula values are noise: the reading age is "not measured". */
export const MIN_MEASURED_WORDS = 80;

export type DocumentMeasures = DocumentMeasuresView;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The document's UK reading age (one decimal) over its body prose, and the words it was measured on. */
export function documentReadingAge(
  doc: ExtractedDocument,
  options: { excludeSentences?: ReadonlySet<string> } = {},
): { readingAge: number | null; words: number } {
  const { document } = documentReadability(doc, boilerplateOption(options.excludeSentences)).result;
  const words = document.counts.words;
  return { readingAge: words >= MIN_MEASURED_WORDS ? round1(document.ukReadingAge) : null, words };
}

export interface DocumentMeasuresOptions {
  /** The type the document was uploaded as; default "other". */
  declaredType?: DocumentType;
  /**
   * The type already settled by the caller (the check's, from the same effectiveDocumentType); when absent the
   * declared type is corrected from the content the way the check does it.
   */
  documentType?: DocumentType;
  /** The firm's boilerplate (boilerplateSentenceSet): left out of the reading age, as the check leaves it out. */
  excludeSentences?: ReadonlySet<string>;
}

/** The readability option for a firm's boilerplate; none when the firm has marked none. */
export function boilerplateOption(excludeSentences: ReadonlySet<string> | undefined) {
  return excludeSentences && excludeSentences.size > 0 ? { excludeSentences } : {};
}

/** Reading age, the document type's target with its reason, and whether it is met. Pure. */
export function documentMeasures(
  doc: ExtractedDocument,
  options: DocumentMeasuresOptions = {},
): DocumentMeasures {
  const documentType =
    options.documentType ?? effectiveDocumentType(doc, options.declaredType ?? 'other').documentType;
  const { readingAge, words } = documentReadingAge(doc, { excludeSentences: options.excludeSentences });
  const { target, reason } = readingAgeTarget(documentType);
  return {
    documentType,
    readingAge,
    words,
    target,
    targetReason: reason,
    meetsTarget: readingAge === null ? null : readingAge <= target,
  };
}

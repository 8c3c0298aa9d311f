// The one reading-age target per document type (ADR 024). The check's reading-age rule, the analysis, the
// personas screen, Compare versions and Enhancements all show this figure with its reason.
import type { DocumentType } from '#common/api/documents.ts';

export interface ReadingAgeTarget {
  /** UK reading age (Flesch-Kincaid grade + 5) the document should not exceed. */
  target: number;
  /** Why this figure for this type, in a sentence a compliance officer can quote. */
  reason: string;
}

const RETAIL_CEILING =
  'The FCA sets no number; 14 (a confident secondary-school reader) is Clarion’s ceiling for communications with retail customers (PRIN 2A.5.3R).';

export const READING_AGE_TARGETS: Readonly<Record<DocumentType, ReadingAgeTarget>> = {
  'ucits-kii': {
    target: 12,
    reason:
      'A UCITS KII must be written concisely and in non-technical language for any retail investor (UCITS Directive art. 78(5), COLL 4.7): 12, a reader at the start of secondary school.',
  },
  'priips-kid': {
    target: 12,
    reason:
      'A PRIIPs KID must use clear, succinct and comprehensible language for any retail investor (PRIIPs Regulation art. 6(4)): 12, a reader at the start of secondary school.',
  },
  'financial-promotion': {
    target: 14,
    reason: `A financial promotion is read by retail customers. ${RETAIL_CEILING}`,
  },
  'investor-communications': {
    target: 14,
    reason: `Investor communications go to retail customers. ${RETAIL_CEILING}`,
  },
  'aov-report': {
    target: 14,
    reason: `An Assessment of Value report is published for the fund’s retail investors (COLL 4.5.7R(8)). ${RETAIL_CEILING}`,
  },
  'assessment-of-value': {
    target: 14,
    reason: `An Assessment of Value report is published for the fund’s retail investors (COLL 4.5.7R(8)). ${RETAIL_CEILING}`,
  },
  'sdr-report': {
    target: 14,
    reason: `Sustainability disclosures are read by retail customers (ESG 4.3.1R, PRIN 2A.5.3R). ${RETAIL_CEILING}`,
  },
  other: { target: 14, reason: `Not a type with its own duty of plain language. ${RETAIL_CEILING}` },
};

function isDocumentType(type: string): type is DocumentType {
  return Object.hasOwn(READING_AGE_TARGETS, type);
}

/** The target for a document type; an unknown type (or none) gets "other"'s. */
export function readingAgeTarget(documentType: string | null | undefined): ReadingAgeTarget {
  return READING_AGE_TARGETS[documentType && isDocumentType(documentType) ? documentType : 'other'];
}

// Recognises a document's type from its content (issue 18): a KID or KII follows a prescribed template, so
// its title and section headings give it away; factsheets, assessment of value reports and promotions have
// telling headings and phrases. Lets a mis-typed upload still get the right rule packs. Pure.
import type { ExtractedDocument } from '../document-model.ts';
import type { DocumentType } from './schema.ts';

export interface InferredDocumentType {
  type: DocumentType;
  /** 0..1: the share of the type's signals found (1: all of them). */
  confidence: number;
  /** What was recognised, for the note shown to the user. */
  kind: string;
  /** The signals found. */
  signals: string[];
}

/** Confidence at or above which the inferred type replaces the declared one. */
export const INFERENCE_THRESHOLD = 0.75;

interface Profile {
  type: DocumentType;
  kind: string;
  /** Signals looked for in headings (title and section headings). */
  headings: [label: string, pattern: RegExp][];
  /**
   * Signals that make full confidence, when fewer than all of them do: a factsheet has no prescribed
   * template, so four of its telling headings are enough, while a KID or KII must show its whole template.
   */
  enough?: number;
}

const PROFILES: Profile[] = [
  {
    type: 'priips-kid',
    kind: 'a PRIIPs KID',
    headings: [
      ['title "Key Information Document"', /\bkey information document\b/i],
      ['"What is this product?"', /\bwhat is this product\b/i],
      [
        '"What are the risks and what could I get in return?"',
        /\bwhat are the risks and what could i get\b/i,
      ],
      ['"What happens if … is unable to pay out?"', /\bunable to pay out\b/i],
      ['"What are the costs?"', /\bwhat are the costs\b/i],
      ['"How long should I hold it…?"', /\bhow long should i hold it\b/i],
      ['"How can I complain?"', /\bhow can i complain\b/i],
    ],
  },
  {
    type: 'ucits-kii',
    kind: 'a UCITS KII',
    headings: [
      ['title "Key Investor Information"', /\bkey investor information\b/i],
      ['"Objectives and investment policy"', /\bobjectives and investment policy\b/i],
      ['"Risk and reward profile"', /\brisk and reward profile\b/i],
      ['"Charges"', /^\s*charges\b/i],
      ['"Past performance"', /^\s*past performance\b/i],
      ['"Practical information"', /\bpractical information\b/i],
    ],
  },
  {
    type: 'assessment-of-value',
    kind: 'an assessment of value report',
    headings: [
      ['"Assessment of value"', /\bassessment of value\b|\bvalue assessment\b/i],
      ['"Quality of service"', /\bquality of service\b/i],
      ['"Comparable market rates"', /\bcomparable (?:market rates|services)\b/i],
      ['"Economies of scale"', /\beconomies of scale\b/i],
    ],
  },
  {
    type: 'financial-promotion',
    kind: 'a factsheet',
    headings: [
      ['"Factsheet"', /\bfact ?sheet\b/i],
      ['"Top holdings"', /\btop (?:\d+ |ten )?holdings\b/i],
      ['"Performance"', /\b(?:cumulative |discrete |annual )?performance\b/i],
      ['"Fund facts" / "Key facts"', /\b(?:fund|key) (?:facts|information|details)\b/i],
      ['"Fund objective" / "Fund aim"', /\bfund (?:objective|aim)s?\b/i],
      ['"Fund specific risks" / "Key risks"', /\b(?:fund[ -]specific|key|specific) risks\b/i],
      [
        '"Portfolio breakdown" / "Allocation"',
        /\b(?:portfolio breakdown|asset allocation|allocation|sector|country|region)(?: \(%\))?$/i,
      ],
    ],
    enough: 4,
  },
];

function headingTexts(document: ExtractedDocument): string[] {
  return document.pages.flatMap((page) =>
    page.blocks.filter((b) => b.kind === 'heading').map((b) => b.text.replace(/\s+/g, ' ').trim()),
  );
}

/**
 * The most likely type with its confidence, or null when nothing is recognised. A KID or KII needs its
 * title and most of its sections, so a promotion that mentions "key information" is not taken for one.
 */
export function inferDocumentType(document: ExtractedDocument): InferredDocumentType | null {
  const headings = headingTexts(document);
  let best: InferredDocumentType | null = null;
  for (const profile of PROFILES) {
    const signals = profile.headings
      .filter(([, pattern]) => headings.some((h) => pattern.test(h)))
      .map(([label]) => label);
    if (signals.length < 2) continue;
    const enough = profile.enough ?? profile.headings.length;
    const confidence = Math.round((100 * Math.min(signals.length, enough)) / enough) / 100;
    if (!best || confidence > best.confidence) {
      best = { type: profile.type, confidence, kind: profile.kind, signals };
    }
  }
  return best;
}

/** Declared types that name the same kind of document as the inferred one (no override, no note). */
const SAME_KIND: Partial<Record<DocumentType, DocumentType[]>> = {
  'assessment-of-value': ['aov-report'],
};

/**
 * The type a document is measured and checked as: the declared one, unless its content shows another type
 * with high confidence (a KIID uploaded as an investor communication is a KIID). The check and every reading
 * measure use this one answer, so they speak of the same type and target.
 */
export function effectiveDocumentType(
  document: ExtractedDocument,
  declared: DocumentType,
): { documentType: DocumentType; inferred?: InferredDocumentType } {
  const inferred = inferDocumentType(document);
  if (!inferred || inferred.confidence < INFERENCE_THRESHOLD || inferred.type === declared)
    return { documentType: declared };
  if (SAME_KIND[inferred.type]?.includes(declared)) return { documentType: declared };
  return { documentType: inferred.type, inferred };
}

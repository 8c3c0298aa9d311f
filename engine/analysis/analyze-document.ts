/**
 * One call for the whole built-in analysis of an extracted document: readability, structure and
 * accessibility, and, by document type, the Assessment of Value grid and the SDR checks, with every finding
 * merged into one list (each with its source, severity, page, quote, citation and fix). Pure and
 * deterministic: the same document, options and ENGINE_VERSION give the same result.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { DOCUMENT_TYPE_LABELS } from '#common/api/documents.ts';
import type { ReadabilityOptions, ReadabilityResult } from '../readability/index.ts';
import { documentMeasures, type DocumentMeasures } from '../measures/document-measures.ts';
import { documentReadability } from '../measures/document-readability.ts';
import { aovCoverage } from '../measures/aov-coverage.ts';
import { analyzeAov, type AovResult } from '../aov/analyze-aov.ts';
import { analyzeSdr, type SdrResult } from '../sdr/analyze-sdr.ts';
import { DOCUMENT_TYPES, type DocumentType, type RulePack } from '../rules/schema.ts';

import {
  analyzeStructure,
  type StructureOptions,
  type StructureResult,
} from '../structure/analyze-structure.ts';
import { PreparedDocument, type ReadabilitySectionsWithPages } from './document-text.ts';
import {
  clipQuote,
  compareSeverity,
  type AnalysisFinding,
  type Finding,
  type FindingSeverity,
  type FindingSource,
} from './finding.ts';

export {
  toReadabilitySections,
  readabilitySectionsWithPages,
  PreparedDocument,
  prepareDocument,
} from './document-text.ts';
export type { AnalysisFinding, FindingSeverity, FindingSource } from './finding.ts';

/** Bumped whenever a change could alter a result for the same input (DESIGN.md §1, principle 4). */
export const ENGINE_VERSION = '1.3.0';

export type AnalysisKind = 'aov' | 'sdr' | 'general';

export interface AnalyzeDocumentOptions {
  /** The document type the user chose (common/api/documents.ts DOCUMENT_TYPES); decides the analyses run. */
  documentType?: string;
  /** Readability options; the target is always the document type's (engine/measures), never set here. */
  readability?: Omit<ReadabilityOptions, 'targetReadingAge'>;
  structure?: StructureOptions;
  /** The rule packs (loaded once by the caller): the SDR view's anti-greenwashing verdicts come from them. */
  rulePacks?: readonly RulePack[];
}

export interface DocumentAnalysis {
  engineVersion: string;
  kind: AnalysisKind;
  documentType: string | null;
  /** A few short sentences for the top of the results page. */
  summary: string[];
  readability: ReadabilityResult;
  /** The reading age and the document type's target as every screen shows them (absent before issue 30). */
  measures?: DocumentMeasures;
  structure: StructureResult;
  aov?: AovResult;
  sdr?: SdrResult;
  /** All findings, most severe first, then by page. */
  findings: AnalysisFinding[];
  /** Page of each readability section's heading and paragraph, so any sentence can be shown at its page. */
  locations: { headingPages: (number | null)[]; paragraphPages: number[][] };
}

const AOV_TYPES = new Set(['aov-report', 'assessment-of-value']);
const SDR_TYPES = new Set(['sdr-report']);

/** The analysis a document type gets: the AoV grid for AoV reports, SDR checks for SDR reports. */
export function analysisKindFor(documentType: string | null | undefined): AnalysisKind {
  if (documentType && AOV_TYPES.has(documentType)) return 'aov';
  return documentType && SDR_TYPES.has(documentType) ? 'sdr' : 'general';
}

/** Sustainability material without the SDR type: a label is named, a name uses a term, or terms are frequent. */
function isSustainabilityMaterial(sdr: SdrResult): boolean {
  return (
    sdr.labelMentions.length > 0 ||
    // a green claim Compliance flags is shown here too, however little else is said about sustainability
    sdr.vagueClaims.length > 0 ||
    sdr.netZeroTargets.length > 0 ||
    sdr.names.some((n) => n.terms.length > 0) ||
    (sdr.termCount >= 5 && sdr.termsPer1000Words >= 2)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Readability findings

const PRIN = 'PRIN 2A.5';

function pageOf(
  layout: ReadabilitySectionsWithPages,
  sectionIndex: number,
  paragraphIndex: number | null,
): number | undefined {
  if (paragraphIndex === null) return layout.headingPages[sectionIndex] ?? undefined;
  return layout.paragraphPages[sectionIndex]?.[paragraphIndex];
}

/** "; 3 sentences of boilerplate excluded", or nothing: the measures say when the firm's boilerplate was left out. */
function excludedNote(result: ReadabilityResult): string {
  const n = result.excludedSentences.length;
  return n > 0 ? `; ${n} sentence${n === 1 ? '' : 's'} of boilerplate excluded` : '';
}

function readabilityFindings(
  result: ReadabilityResult,
  measures: DocumentMeasures,
  layout: ReadabilitySectionsWithPages,
): Finding[] {
  const findings: Finding[] = [];
  const withPage = (page: number | undefined) => (page !== undefined ? { page } : {});
  const { target } = result;
  if (measures.readingAge !== null && !measures.meetsTarget) {
    const years = measures.readingAge - measures.target;
    const severity: FindingSeverity = years >= 5 ? 'high' : years >= 2 ? 'medium' : 'low';
    // the hardest substantial paragraph is the example to fix first
    const hardest = result.sections
      .flatMap((s) => s.paragraphs)
      .filter((p) => p.metrics.counts.words >= 15)
      .sort((a, b) => b.metrics.ukReadingAge - a.metrics.ukReadingAge)[0];
    findings.push({
      id: 'readability.reading-age',
      severity,
      message: `Reading age ${measures.readingAge.toFixed(1)} against a target of ${measures.target} for ${typeLabel(measures.documentType)}; ${target.paragraphsOverTarget} of ${target.paragraphs} paragraphs are above it${excludedNote(result)}`,
      ...(hardest
        ? {
            ...withPage(pageOf(layout, hardest.sectionIndex, hardest.paragraphIndex)),
            quote: clipQuote(hardest.excerpt),
          }
        : {}),
      citation: PRIN,
      suggestion: `Use shorter sentences and everyday words, explain terms where they first appear, and put one idea in each sentence. ${measures.targetReason}`,
    });
  }
  const lengths = result.sentenceLengths;
  const longest = result.longestSentences[0];
  if (lengths.longSentences > 0 && longest && lengths.longSentences / Math.max(1, lengths.sentences) >= 0.1) {
    findings.push({
      id: 'readability.long-sentences',
      severity: lengths.longSentences / lengths.sentences >= 0.25 ? 'medium' : 'low',
      message: `${lengths.longSentences} of ${lengths.sentences} sentences are longer than ${lengths.longSentenceWords} words (the longest has ${longest.words})`,
      ...withPage(pageOf(layout, longest.sectionIndex, longest.paragraphIndex)),
      quote: clipQuote(longest.text),
      citation: PRIN,
      suggestion: `Split sentences over ${lengths.longSentenceWords} words; aim for an average of 15-20.`,
    });
  }
  const passive = result.passiveVoice;
  if (passive.length >= 3 && passive.length / Math.max(1, lengths.sentences) >= 0.1) {
    const first = passive[0]!;
    findings.push({
      id: 'readability.passive-voice',
      severity: 'low',
      message: `Passive voice in ${passive.length} places (${Math.round((100 * passive.length) / lengths.sentences)}% of sentences)`,
      ...withPage(pageOf(layout, first.sectionIndex, first.paragraphIndex)),
      quote: clipQuote(first.sentence),
      suggestion: 'Say who does what: "We charge a fee" rather than "A fee is charged".',
    });
  }
  const acronyms = result.undefinedAcronyms;
  if (acronyms.length > 0) {
    const first = acronyms[0]!;
    findings.push({
      id: 'readability.undefined-acronyms',
      severity: acronyms.length >= 5 ? 'medium' : 'low',
      message: `${acronyms.length} acronym${acronyms.length === 1 ? '' : 's'} used before ${acronyms.length === 1 ? 'it is' : 'they are'} explained: ${acronyms
        .slice(0, 6)
        .map((a) => a.acronym)
        .join(', ')}${acronyms.length > 6 ? '…' : ''}`,
      ...withPage(pageOf(layout, first.firstUse.sectionIndex, first.firstUse.paragraphIndex)),
      quote: clipQuote(first.firstUse.sentence),
      citation: PRIN,
      suggestion:
        'Spell each acronym out the first time it is used, e.g. "ongoing charges figure (OCF)", or use the plain words instead.',
    });
  }
  const jargon = result.jargon;
  if (jargon.length > 0) {
    const top = jargon[0]!;
    const occurrence = top.occurrences[0];
    findings.push({
      id: 'readability.jargon',
      severity: jargon.length >= 8 ? 'medium' : 'low',
      message: `${jargon.length} financial term${jargon.length === 1 ? '' : 's'} a retail reader may not know: ${jargon
        .slice(0, 5)
        .map((j) => j.term)
        .join(', ')}${jargon.length > 5 ? '…' : ''}`,
      ...(occurrence ? withPage(pageOf(layout, occurrence.sectionIndex, occurrence.paragraphIndex)) : {}),
      ...(occurrence ? { quote: clipQuote(occurrence.text) } : {}),
      citation: PRIN,
      suggestion: `Use plain words or explain each term where it first appears, e.g. "${top.term}" → "${top.plainEnglish}".`,
    });
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------------------

function summarise(
  doc: ExtractedDocument,
  measures: DocumentMeasures,
  structure: StructureResult,
  aov: AovResult | undefined,
  sdr: SdrResult | undefined,
  findings: AnalysisFinding[],
  readability: ReadabilityResult,
): string[] {
  const summary: string[] = [];
  if (measures.readingAge !== null) {
    const over = measures.readingAge - measures.target;
    summary.push(
      `Reading age ${measures.readingAge.toFixed(1)} (target ${measures.target} for ${typeLabel(measures.documentType)})${measures.meetsTarget ? ': meets the target' : `: ${over.toFixed(1)} years above the target`}${excludedNote(readability)}.`,
    );
  } else {
    summary.push(`Too little running text to measure a reading age${excludedNote(readability)}.`);
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    plural(structure.pageCount, 'page'),
    plural(structure.headingCount, 'heading'),
    plural(structure.totals.tables, 'table'),
    plural(structure.totals.images, 'image'),
  ];
  if (structure.fonts.predominantBodyPt !== null)
    parts.push(`body text ${structure.fonts.predominantBodyPt} pt`);
  if (structure.metadata.tagged === false) parts.push('PDF not tagged');
  summary.push(`${parts.join(', ')}.`);
  if (aov) {
    const missing = aov.considerations.filter((c) => !c.covered).map((c) => c.name.toLowerCase());
    // the grid's own figure (engine/measures): the summary and the grid never disagree
    const coverage = aovCoverage(aov.considerations);
    summary.push(
      `${coverage.label.replace('considerations', 'COLL 6.6.21R considerations')}${missing.length > 0 ? `; not found: ${missing.join(', ')}` : ''}.`,
    );
  }
  if (sdr) {
    if (sdr.labelName) {
      const required = sdr.support.filter((s) => s.required);
      summary.push(
        `Claims the ${sdr.labelName} label; ${required.filter((s) => s.present).length} of ${required.length} supporting elements found.`,
      );
    } else {
      summary.push(
        `No SDR label claimed${sdr.noLabelStatement ? ' (states it has none)' : ''}; sustainability terms used ${sdr.termCount} time${sdr.termCount === 1 ? '' : 's'}.`,
      );
    }
  }
  const high = findings.filter((f) => f.severity === 'high').length;
  const medium = findings.filter((f) => f.severity === 'medium').length;
  summary.push(`${plural(findings.length, 'finding')}: ${high} high, ${medium} medium.`);
  if (doc.pages.some((p) => p.ocr))
    summary.push('Some text came from OCR and may contain recognition errors.');
  return summary;
}

/** "a UCITS KII", "an Assessment of Value": the type as a sentence names it. */
function typeLabel(documentType: string): string {
  const label = DOCUMENT_TYPE_LABELS[documentType] ?? documentType;
  if (documentType === 'other') return 'this type of document';
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;
}

function tag(source: FindingSource, findings: readonly Finding[]): AnalysisFinding[] {
  return findings.map((f) => ({ ...f, source }));
}

function isDocumentType(type: string | null): type is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(type ?? '');
}

export function analyzeDocument(
  doc: ExtractedDocument,
  options: AnalyzeDocumentOptions = {},
): DocumentAnalysis {
  const documentType = options.documentType ?? null;
  const kind = analysisKindFor(documentType);
  const prepared = new PreparedDocument(doc);

  // the reading age and target every screen shows, and the readability detail over the same prose
  const measures = documentMeasures(doc, {
    declaredType: isDocumentType(documentType) ? documentType : 'other',
    ...(options.readability?.excludeSentences
      ? { excludeSentences: options.readability.excludeSentences }
      : {}),
  });
  const { result: readability, layout } = documentReadability(doc, {
    ...options.readability,
    targetReadingAge: measures.target,
  });
  const structure = analyzeStructure(prepared, options.structure);
  const aov = kind === 'aov' ? analyzeAov(prepared) : undefined;
  const sdrResult = analyzeSdr(prepared, {
    isDisclosure: kind === 'sdr',
    ...(options.rulePacks ? { rulePacks: options.rulePacks } : {}),
    ...(isDocumentType(documentType) ? { documentType } : {}),
  });
  const sdr = kind === 'sdr' || isSustainabilityMaterial(sdrResult) ? sdrResult : undefined;

  const merged = [
    ...tag('structure', structure.findings),
    ...tag('readability', readabilityFindings(readability, measures, layout)),
    ...(aov ? tag('aov', aov.findings) : []),
    ...(sdr ? tag('sdr', sdr.findings) : []),
  ];
  // most severe first; then by page (findings without a page, about the whole document, first)
  const findings = merged
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) => compareSeverity(a.f.severity, b.f.severity) || (a.f.page ?? 0) - (b.f.page ?? 0) || a.i - b.i,
    )
    .map(({ f }) => f);

  const result: DocumentAnalysis = {
    engineVersion: ENGINE_VERSION,
    kind,
    documentType,
    summary: summarise(doc, measures, structure, aov, sdr, findings, readability),
    readability,
    measures,
    structure,
    findings,
    locations: { headingPages: layout.headingPages, paragraphPages: layout.paragraphPages },
  };
  if (aov) result.aov = aov;
  if (sdr) result.sdr = sdr;
  return result;
}

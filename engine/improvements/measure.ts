/**
 * Measures a document with the very calls the other modules make (issue 17): analyzeDocument with the inputs
 * the analysis job gives it (its reading age and its findings, the figures the analysis page shows) and
 * checkDocument with the Compliance check's options (its findings). On the document as it is the figures
 * are the other pages' figures; on a revision they are what re-running those modules would report.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import type { ReadabilityResult } from '../readability/index.ts';
import { checkDocument, type ComplianceResult } from '../rules/index.ts';
import { readAsAtDate } from '../funds/index.ts';
import type { EngineContext, Impact, Measures } from './types.ts';

export interface FullMeasures {
  measures: Measures;
  readability: ReadabilityResult;
  compliance: ComplianceResult;
}

export function measureFully(doc: ExtractedDocument, context: EngineContext): FullMeasures {
  const analysis = analyzeDocument(doc, { documentType: context.documentType, rulePacks: context.rulePacks });
  const { readability } = analysis;
  const compliance = checkDocument(doc, context.rulePacks, {
    documentType: context.documentType,
    inferDocumentType: true,
    ...context.checkDates,
  });
  const measures: Measures = {
    // over the prose every screen measures (engine/measures), unrounded so small gains still count: rounded
    // once for display it is the figure the check, the analysis and the personas print
    ukReadingAge: readability.document.ukReadingAge,
    longSentences: readability.sentenceLengths.longSentences,
    jargonTerms: readability.jargon.reduce((n, j) => n + j.count, 0),
    undefinedAcronyms: readability.undefinedAcronyms.length,
    passiveVoice: readability.passiveVoice.length,
    analysisFindings: analysis.findings.length,
    ruleFindings: compliance.findings.length,
    ruleIds: compliance.findings.map((f) => f.ruleId).sort(),
  };
  if (context.personaScorer) measures.personaScores = context.personaScorer(doc);
  return { measures, readability, compliance };
}

export function measure(doc: ExtractedDocument, context: EngineContext): Measures {
  return measureFully(doc, context).measures;
}

export function impactOf(before: Measures, after: Measures): Impact {
  const was = new Set(before.ruleIds);
  const now = new Set(after.ruleIds);
  return {
    before,
    after,
    fixedRules: before.ruleIds.filter((id) => !now.has(id)),
    newRules: after.ruleIds.filter((id) => !was.has(id)),
  };
}

/**
 * The context a revision is measured in: when the revision changes the date the document says it is "as at"
 * (a stale KII published with the date of its review), the staleness rules measure the new date, as a check of
 * the revised file would read it. Otherwise the version's stored date stands (it may have been corrected).
 */
export function revisedContext(
  context: EngineContext,
  original: ExtractedDocument,
  revised: ExtractedDocument,
): EngineContext {
  if (!context.checkDates?.documentDate) return context;
  const now = readAsAtDate(revised)?.normalized;
  if (typeof now !== 'string' || now === readAsAtDate(original)?.normalized) return context;
  return { ...context, checkDates: { ...context.checkDates, documentDate: now } };
}

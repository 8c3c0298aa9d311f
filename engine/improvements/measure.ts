/**
 * Measures a document the way the rest of the engine does (readability on the same sections the analysis
 * scores; the compliance packs through checkDocument), so an improvement's predicted impact is exactly what
 * re-running the analysis and the check on the revised document would report.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { toReadabilitySections } from '../analysis/document-text.ts';
import { analyzeReadability, type ReadabilityResult } from '../readability/index.ts';
import { checkDocument, type ComplianceResult } from '../rules/index.ts';
import type { EngineContext, Impact, Measures } from './types.ts';

export interface FullMeasures {
  measures: Measures;
  readability: ReadabilityResult;
  compliance: ComplianceResult;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function measureFully(doc: ExtractedDocument, context: EngineContext): FullMeasures {
  const readability = analyzeReadability({ sections: toReadabilitySections(doc) });
  const compliance = checkDocument(doc, context.rulePacks, { documentType: context.documentType });
  const measures: Measures = {
    ukReadingAge: round2(readability.target.ukReadingAge),
    longSentences: readability.sentenceLengths.longSentences,
    jargonTerms: readability.jargon.reduce((n, j) => n + j.count, 0),
    undefinedAcronyms: readability.undefinedAcronyms.length,
    passiveVoice: readability.passiveVoice.length,
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

import type { ExtractedDocument } from '../../document-model.ts';
import type { ReadabilityResult } from '../../readability/index.ts';
import type { ComplianceResult, RulePack } from '../../rules/index.ts';
import type { StructureResult } from '../../structure/analyze-structure.ts';
import type { DocumentPassages } from '../passages.ts';
import type { Suggestion } from '../types.ts';

/** What every generator reads: the document, its sentences, and the results it is improving on. */
export interface GenerationContext {
  doc: ExtractedDocument;
  text: DocumentPassages;
  readability: ReadabilityResult;
  compliance: ComplianceResult;
  structure: StructureResult;
  rulePacks: readonly RulePack[];
}

export type Generated = Omit<Suggestion, 'impact'>;

export const LONG_SENTENCE_WORDS = 25;

export const PRIN_LONG_SENTENCES = {
  kind: 'metric',
  id: 'longSentencePercent',
  label: 'Sentences over 25 words',
  citation: 'PRIN 2A.5.3R',
} as const;

// Public surface of the readability engine. Pure: no I/O, no environment, no clock.
export {
  analyzeReadability,
  GOV_UK_TARGET_READING_AGE,
  READABILITY_ENGINE_VERSION,
  tableDefinitionTexts,
  type JargonFinding,
  type JargonOccurrence,
  type ParagraphReadability,
  type PassiveVoiceFinding,
  type ReadabilityInput,
  type ReadabilityOptions,
  type ReadabilityResult,
  type ReadabilitySectionInput,
  type ReadingAgeTarget,
  type SectionReadability,
  type SentenceInfo,
  type SentenceLengthBucket,
  type SentenceLengthDistribution,
  type TextMetrics,
} from './analyze-readability.ts';
export type { AcronymFinding, TextLocation } from './acronyms.ts';
export * from './formulas.ts';
export { countText } from './text-counts.ts';
export { boilerplateSentenceSet, isBoilerplateSentence, normaliseSentence } from './boilerplate.ts';
export { countSyllables } from './syllables.ts';
export { isFamiliarWord } from './dale-chall.ts';
export { findPassiveVoice, type PassiveMatch } from './passive-voice.ts';
export { splitSentences, tokenizeWords, splitParagraphs } from './tokenize.ts';
export { GLOSSARY, type GlossaryEntry } from './data/glossary.ts';

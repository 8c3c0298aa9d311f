// Language analysis for concept rules: lemmas, clauses, negation scope, hedges, and concept lexicons.
export type { SentenceAnalysis } from './analysis.ts';
export { CONCEPT_NAMES, CONCEPT_SPECS, type ConceptName } from './concept-lexicons.ts';
export {
  analyse,
  findConcept,
  findConceptIn,
  joinLemmas,
  type ConceptStatement,
  type LemmaText,
} from './concepts.ts';

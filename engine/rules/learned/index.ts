// Public surface of the learned concept layer (ADR 022). Pure; needs no library at run time. The training code
// (train-concept-model.ts) is build time only and is not exported here.
export { scoreConcepts, conceptsAbove, type ConceptModel, type ConceptScore } from './model.ts';
export {
  findPossibleFindings,
  POSSIBLE_TIER,
  POSSIBLE_TIER_LABEL,
  type PossibleFinding,
  type PossibleFindingsOptions,
} from './possible-findings.ts';
export {
  CONCEPT_MODEL_FILE,
  isPossibleKey,
  parseConceptModel,
  possibleKey,
  possibleTierOf,
  POSSIBLE_KEY_PREFIX,
  type PossibleTierFinding,
} from './possible-tier.ts';

// Public surface of the improvements engine. Pure: no I/O, no environment, no clock.
export {
  checkCandidate,
  checkRewrite,
  finishImprovements,
  planImprovements,
  type ImprovementPlan,
  engineContext,
  impactOfSet,
  IMPROVEMENTS_ENGINE_VERSION,
  suggestImprovements,
  type RewriteCheck,
} from './suggest-improvements.ts';
export { applySuggestions, editsFor, recommendedDecisions, staleSuggestions } from './apply-suggestions.ts';
export { measure, impactOf, revisedContext } from './measure.ts';
export * from './types.ts';
export { PRESCRIBED_TYPES, prescribedRanges, touchesPrescribed } from './prescribed-wording.ts';
export { passageMeasures, passageWorse } from './passage-measures.ts';

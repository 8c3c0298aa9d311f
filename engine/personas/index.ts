// Public surface of the persona engine. Pure: no I/O, no clock, no randomness.
export {
  BUILTIN_MODEL,
  DocumentProfile,
  judgeQuestion,
  PERSONA_ENGINE_VERSION,
  simulateInterview,
  transcriptItemOf,
  type Judgement,
  type SimPersona,
  type SimQuestion,
  type SimulatedInterview,
} from './simulate.ts';
export { PassageIndex, passagesOf, type Passage } from './passages.ts';
export { needOf } from './needs.ts';
export {
  interviewPanelScorer,
  weakCategoriesOf,
  type PanelInterview,
  type PanelScores,
} from './panel-scores.ts';
export { knowsTerm, readingTolerance } from './knowledge.ts';
export * from './llm-prompt.ts';

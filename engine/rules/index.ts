// Public surface of the compliance rule engine. Pure: no I/O, no environment, no clock.
export {
  checkDocument,
  checkContextFor,
  DOCUMENT_TYPE_NOTE,
  RULES_ENGINE_VERSION,
  ragOf,
  type CheckDocumentOptions,
  type ComplianceResult,
  type Finding,
  type PassedRule,
  type Rag,
  type RuleNote,
} from './check-document.ts';
export type { Evidence } from './checks.ts';
export { addMonths, staleFrom } from './document-age-check.ts';
export { documentAgeLimit, type DocumentAgeLimit } from './document-age-limit.ts';
export { evidenceKey, normaliseQuote } from './evidence-key.ts';
export { inferDocumentType, INFERENCE_THRESHOLD, type InferredDocumentType } from './infer-document-type.ts';
export {
  loadRulePacks,
  parseRulePack,
  validatePackSet,
  PACK_FILES,
  PACKS_DIRECTORY,
  RulePackError,
  type RulePackFile,
} from './load-packs.ts';
export {
  AUDIENCES,
  CHECK_TYPES,
  METRICS,
  SEVERITIES,
  rulePackSchema,
  type Audience,
  type Check,
  type CheckType,
  type Citation,
  type DocumentType,
  type Metric,
  type Rule,
  type RulePack,
  type Severity,
} from './schema.ts';

// The concepts the external evaluation set is labelled with, and the shipped rule (if any) that should catch
// each. A concept names what a compliance officer would flag, independent of how a pack phrases its patterns,
// so a future rule can be measured against labels written before it existed. Test data only.
import { RULE } from '../labelled-set.ts';
import type { DocumentType } from '../../schema.ts';

/** Concept → the rule id that should produce a finding for it, or null while no rule covers it. */
export const CONCEPT_RULES = {
  // COBS 4.2.1R fair, clear and not misleading
  'certainty-of-returns': RULE.absolute,
  'capital-safety-claim': RULE.absolute,
  'superlative-unqualified': RULE.superlatives,
  'sensational-language': RULE.sensational,
  'urgency-pressure': RULE.urgency,
  // COBS 4.5.2R balance and prominence of risks
  'benefits-without-risks': RULE.benefits,
  'diminished-warning': RULE.diminished,
  'risk-warning-small-print': RULE.fontSize,
  'capital-at-risk-warning-missing': RULE.capitalAtRisk,
  'exchange-rate-warning-missing': RULE.currency,
  'tax-treatment-caveat-missing': RULE.tax,
  'firm-name-missing': RULE.firmName,
  // COBS 4.6 past performance
  'past-performance-warning-missing': RULE.pastPerformanceWarning,
  'performance-period-missing': RULE.performancePeriod,
  'performance-source-missing': RULE.performanceSource,
  // ESG 4.3.1R anti-greenwashing
  'greenwashing-vague-claim': RULE.esgClaims,
  'absolute-environmental-claim': RULE.esgAbsolute,
  // COBS 4.6.6R-4.6.7R, 4.5.6R, 4.2.4G, 4.12A.7R, ESG 4.3.1R: rules added after the labels were written.
  'forecast-future-performance': RULE.forecasts,
  'simulated-past-performance': RULE.simulated,
  'comparison-unfair': RULE.comparisons,
  'net-zero-target-without-plan': RULE.netZero,
  'unregulated-status-not-disclosed': RULE.unregulated,
  'trivialises-investment': RULE.trivialising,
  'incentive-to-invest': RULE.incentives,
  // Added with the dev-only cases (cases.dev-added.ts), after the split was frozen: see ADDED_CONCEPTS.
  'performance-under-12-months': RULE.shortPeriod,
  'crypto-risk-warning-missing': RULE.cryptoWarning,
  'high-risk-warning-missing': RULE.highRiskWarning,
  'cfd-risk-warning-missing': RULE.cfdWarning,
  'savings-comparison': RULE.savingsComparison,
  'protection-claim-unexplained': RULE.protectionClaims,
  'cost-free-claim': RULE.costFreeClaims,
  'testimonial-unrepresentative': RULE.testimonials,
} as const satisfies Record<string, string | null>;

export type Concept = keyof typeof CONCEPT_RULES;
export const CONCEPTS = Object.keys(CONCEPT_RULES) as Concept[];

/** Concepts labelled only in the dev-only cases added after the freeze: the frozen half has no case for them,
 * so their rules are measured on dev alone (and by any set kept outside the repository). */
export const ADDED_CONCEPTS: readonly Concept[] = [
  'performance-under-12-months',
  'crypto-risk-warning-missing',
  'high-risk-warning-missing',
  'cfd-risk-warning-missing',
  'savings-comparison',
  'protection-claim-unexplained',
  'cost-free-claim',
  'testimonial-unrepresentative',
];

export type SourceKind = 'asa-ruling' | 'fca-guidance' | 'fca-review' | 'corpus-document';
export const SOURCE_KINDS: readonly SourceKind[] = [
  'asa-ruling',
  'fca-guidance',
  'fca-review',
  'corpus-document',
];

export interface ExternalCase {
  id: string;
  source: {
    kind: SourceKind;
    /** URL, or ruling name and date, or corpus file name. */
    ref: string;
    /** Which fact of the source the case is built on. */
    note: string;
  };
  documentType: DocumentType;
  /** Body font size; omitted for the default (10pt). */
  bodyFontSize?: number;
  /** Mark-up of testing/build-document.ts. Written in our own words, except corpus passages (real text). */
  text: string;
  /** Concepts the text breaches: the mapped rule must produce a finding. */
  breaches: Concept[];
  /** Concepts the text is a clean look-alike for: the mapped rule must not produce a finding. */
  clean: Concept[];
}

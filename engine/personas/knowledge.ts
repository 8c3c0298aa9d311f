// What a persona can cope with: the reading age they read comfortably and the glossary terms they know.
// Beginners know none of the glossary's terms (that is what makes them jargon to a retail reader);
// intermediate investors know the everyday ones a platform or newspaper uses; experts know them all.
import type { AccessibilityNeed, KnowledgeLevel, VulnerabilityDriver } from '#common/personas.ts';

const INTERMEDIATE_TERMS = new Set([
  'ocf',
  'amc',
  'benchmark',
  'volatility',
  'yield',
  'accumulation-units',
  'income-units',
  'distribution',
  'share-class',
  'equity',
  'gilt',
  'liquidity',
  'asset-allocation',
  'diversification',
  'capital-growth',
  'total-return',
  'annualised',
  'cumulative-performance',
  'fixed-income',
  'oeic',
  'unit-trust',
  'initial-charge',
  'exit-charge',
  'performance-fee',
  'transaction-costs',
  'emerging-markets',
  'esg',
  'passive-management',
  'rebalancing',
  'market-capitalisation',
  'kiid',
  'kid',
  'aum',
  'high-yield',
  'investment-grade',
  'coupon',
]);

export function knowsTerm(level: KnowledgeLevel, glossaryId: string): boolean {
  if (level === 'Expert') return true;
  if (level === 'Intermediate') return INTERMEDIATE_TERMS.has(glossaryId);
  return false;
}

/** UK reading age read comfortably: GOV.UK writes for 9; a typical adult reads at about 12-14. */
const BASE_READING_AGE: Record<KnowledgeLevel, number> = { Beginner: 12, Intermediate: 15, Expert: 18 };

export function readingTolerance(
  level: KnowledgeLevel,
  drivers: readonly VulnerabilityDriver[],
  needs: readonly AccessibilityNeed[],
): number {
  let age = BASE_READING_AGE[level];
  if (drivers.includes('capability')) age -= 2;
  if (needs.includes('cognitive')) age -= 2;
  if (needs.includes('dyslexia')) age -= 1;
  if (needs.includes('english-second-language')) age -= 1;
  return age;
}

/** Body text size (points) below which a reader with low vision cannot read comfortably (RNIB: 12pt). */
export const LOW_VISION_MIN_FONT = 12;
/** Below this, small print is hard for anyone. */
export const SMALL_PRINT_FONT = 8;

/**
 * Sustainability vocabulary for the SDR checks, as data: the four labels of ESG 4.1.1R, the terms the
 * naming and marketing rules of ESG 4.3 govern, what a label's use must be supported by, the expected
 * contents of a consumer-facing disclosure (ESG 5). The anti-greenwashing rule (ESG 4.3.1R) is not here:
 * the SDR view runs the ESG rule pack's rules for it (green-claims.ts), as Compliance does.
 */

export type SdrLabelId =
  | 'sustainability-focus'
  | 'sustainability-improvers'
  | 'sustainability-impact'
  | 'sustainability-mixed-goals';

export const LABEL_NAMES: Record<SdrLabelId, string> = {
  'sustainability-focus': 'Sustainability Focus',
  'sustainability-improvers': 'Sustainability Improvers',
  'sustainability-impact': 'Sustainability Impact',
  'sustainability-mixed-goals': 'Sustainability Mixed Goals',
};

/** The label names exactly ("focus" on its own, or "a focus on sustainability", is not a label). */
export const LABEL_PATTERN = /\bsustainability[\s-]+(focus|improvers?|impact|mixed[\s-]+goals)\b/gi;

export function labelIdFromMatch(word: string): SdrLabelId {
  const w = word.toLowerCase();
  if (w.startsWith('focus')) return 'sustainability-focus';
  if (w.startsWith('improver')) return 'sustainability-improvers';
  if (w.startsWith('impact')) return 'sustainability-impact';
  return 'sustainability-mixed-goals';
}

export const NO_LABEL_STATEMENT =
  /\b(?:does|do) not (?:have|use|carry|hold) an? (?:UK )?sustainab\w* (?:investment |disclosure )?label\b|\b(?:has|have) not (?:been )?(?:given|awarded|granted|applied for|adopted) an? (?:UK )?sustainab\w* (?:investment )?label\b|\bwithout an? (?:UK )?sustainab\w* (?:investment )?label\b|\bis not (?:labelled|using a (?:UK )?sustainab\w* label)\b|\bnot (?:eligible|able) to use an? (?:UK )?sustainab\w* (?:investment )?label\b/i;

export type SupportCheckId =
  'objective' | 'threshold-70' | 'standard' | 'kpis' | 'stewardship' | 'escalation' | 'theory-of-change';

export interface SupportCheckDefinition {
  id: SupportCheckId;
  name: string;
  pattern: RegExp;
  /** Labels whose criteria (ESG 4.2) need this in the product's disclosures. */
  requiredFor: readonly SdrLabelId[];
  citation: string;
}

const ALL_LABELS: readonly SdrLabelId[] = Object.keys(LABEL_NAMES) as SdrLabelId[];

export const SUPPORT_CHECKS: readonly SupportCheckDefinition[] = [
  {
    id: 'objective',
    name: 'a sustainability objective',
    pattern:
      /\bsustainab\w* (?:investment )?(?:objective|goal)s?\b|\bobjectives?\b.{0,120}\b(?:sustainab\w*|environment\w*|social|positive (?:impact|outcomes?|change)|net[- ]zero|climate|carbon|decarboni[sz]\w*)\b/i,
    requiredFor: ALL_LABELS,
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'threshold-70',
    name: 'at least 70% of assets invested in line with the sustainability objective',
    pattern:
      /\b(?:at least|a minimum of|minimum(?: of)?|no less than|not less than|more than|over|≥)\s*(?:7\d|8\d|9\d|100)\s?(?:%|per ?cent)|\b(?:7\d|8\d|9\d)\s?(?:%|per ?cent) (?:or more|minimum|and above)\b|\bseventy per ?cent\b/i,
    requiredFor: ALL_LABELS,
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'standard',
    name: 'a robust, evidence-based standard of sustainability',
    pattern:
      /\bevidence[- ]based\b.{0,40}\bstandard\b|\b(?:absolute|robust)\b.{0,40}\bstandard\b|\bsustainability standards?\b|\bstandard of (?:environmental and\/or social )?sustainability\b/i,
    requiredFor: ['sustainability-focus'],
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'kpis',
    name: 'key performance indicators (KPIs) to measure progress',
    pattern:
      /\bKPIs?\b|\bkey performance indicators?\b|\b(?:metrics?|indicators?) (?:used|we use|to measure|that measure|such as|include)\b|\bmeasure(?:d|s)? (?:progress|performance|impact) (?:against|towards|using|by)\b|\b(?:carbon|emissions?) intensity\b|\btCO2e?\b|\btonnes? of (?:CO2|carbon)\b|\bWACI\b/i,
    requiredFor: ALL_LABELS,
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'stewardship',
    name: 'a stewardship (engagement and voting) approach',
    pattern:
      /\bstewardship\b|\bengag(?:e|es|ed|ement|ing) with (?:the )?(?:companies|investee|issuers|management|boards?)\b|\bengagement (?:policy|strategy|approach|activity|activities|priorities)\b|\bproxy voting\b|\bvoting (?:rights|policy|record|decisions)\b|\bvote[sd]? (?:against|at|on)\b/i,
    requiredFor: ALL_LABELS,
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'escalation',
    name: 'an escalation plan where assets do not improve',
    pattern: /\bescalat(?:e|es|ed|ion|ing)\b/i,
    requiredFor: ['sustainability-improvers'],
    citation: 'ESG 4.1.1R',
  },
  {
    id: 'theory-of-change',
    name: 'a theory of change and how impact is measured',
    pattern:
      /\btheory of change\b|\bimpact (?:measurement|framework|report(?:ing)?|targets?|metrics?)\b|\bmeasurable (?:positive )?(?:impact|contribution)\b|\badditionality\b/i,
    requiredFor: ['sustainability-impact'],
    citation: 'ESG 4.1.1R',
  },
];

export interface TermDefinition {
  id: string;
  term: string;
  /** In running text (narrow, to keep "the impact of interest rates" out). */
  pattern: RegExp;
  /** In a product name (any use). */
  namePattern: RegExp;
  /**
   * Without a label a product name may not use "sustainable", "sustainability" or "impact" (ESG 4.3);
   * other terms may be used if the product has sustainability characteristics and says it has no label.
   */
  restricted: boolean;
}

export const SUSTAINABILITY_TERMS: readonly TermDefinition[] = [
  {
    id: 'sustainable',
    term: 'sustainable',
    pattern:
      /\bsustainabl[ey]\b(?! (?:dividends?|income|growth|returns?|yields?|rate|level|pace|basis|withdrawals?|payouts?|distributions?|business model|competitive))/i,
    namePattern: /\bsustainabl[ey]\b/i,
    restricted: true,
  },
  {
    id: 'sustainability',
    term: 'sustainability',
    pattern: /\bsustainability\b/i,
    namePattern: /\bsustainability\b/i,
    restricted: true,
  },
  {
    id: 'impact',
    term: 'impact',
    pattern:
      /\b(?:positive|social|environmental|sustainable|measurable|real[- ]world|societal) impact\b|\bimpact (?:investing|investments?|funds?|strategy|themes?|objectives?|goals?)\b/i,
    namePattern: /\bimpact\b/i,
    restricted: true,
  },
  { id: 'esg', term: 'ESG', pattern: /\bESG\b/, namePattern: /\bESG\b/, restricted: false },
  {
    id: 'green',
    term: 'green',
    pattern: /\bgreen(?:er|est)?\b/i,
    namePattern: /\bgreen\b/i,
    restricted: false,
  },
  {
    id: 'net-zero',
    term: 'net zero',
    pattern: /\bnet[- ]zero\b/i,
    namePattern: /\bnet[- ]zero\b/i,
    restricted: false,
  },
  { id: 'climate', term: 'climate', pattern: /\bclimate\b/i, namePattern: /\bclimate\b/i, restricted: false },
  {
    id: 'responsible',
    term: 'responsible',
    pattern:
      /\bresponsibl[ey] (?:invest\w*|ownership|approach|funds?|equity|business(?:es)?|companies)\b|\bsocially responsible\b/i,
    namePattern: /\bresponsible\b/i,
    restricted: false,
  },
  {
    id: 'ethical',
    term: 'ethical',
    pattern: /\bethical(?:ly)?\b/i,
    namePattern: /\bethical\b/i,
    restricted: false,
  },
  {
    id: 'transition',
    term: 'transition',
    pattern:
      /\b(?:climate|energy|low[- ]carbon|net[- ]zero|just) transition\b|\btransition (?:to|towards) (?:a )?(?:low[- ]carbon|net[- ]zero|sustainable|greener)\b|\btransition (?:plan|pathway)s?\b/i,
    namePattern: /\btransition\b/i,
    restricted: false,
  },
  { id: 'sri', term: 'SRI', pattern: /\bSRI\b/, namePattern: /\bSRI\b/, restricted: false },
  {
    id: 'paris-aligned',
    term: 'Paris-aligned',
    pattern: /\bParis[- ](?:aligned|alignment|agreement)\b/i,
    namePattern: /\bParis\b/i,
    restricted: false,
  },
  {
    id: 'low-carbon',
    term: 'low carbon',
    pattern: /\blow[- ]carbon\b/i,
    namePattern: /\blow[- ]carbon\b/i,
    restricted: false,
  },
  {
    id: 'environmental',
    term: 'environmental',
    pattern: /\benvironmental(?:ly)?\b/i,
    namePattern: /\benvironment(?:al)?\b/i,
    restricted: false,
  },
  {
    id: 'positive-change',
    term: 'positive change',
    pattern: /\bpositive change\b/i,
    namePattern: /\bpositive change\b/i,
    restricted: false,
  },
];

export type DisclosureItemId =
  | 'label-or-statement'
  | 'objective'
  | 'policy-strategy'
  | 'kpis'
  | 'unexpected-investments'
  | 'more-information';

export interface DisclosureItemDefinition {
  id: DisclosureItemId;
  name: string;
  /** Found in the text; 'label-or-statement' is decided from the label analysis. */
  pattern: RegExp | null;
}

export const DISCLOSURE_ITEMS: readonly DisclosureItemDefinition[] = [
  {
    id: 'label-or-statement',
    name: 'the label used, or a statement that the product does not have a UK sustainability investment label',
    pattern: null,
  },
  {
    id: 'objective',
    name: 'the sustainability objective (or sustainability characteristics)',
    pattern:
      /\bsustainab\w* (?:objective|goal|characteristics?)\b|\b(?:investment )?objective\b.{0,120}\b(?:sustainab\w*|environment\w*|social|net[- ]zero|climate|carbon)\b/i,
  },
  {
    id: 'policy-strategy',
    name: 'the investment policy and strategy to meet it',
    pattern:
      /\binvestment (?:policy|strategy|approach|process)\b|\bhow (?:we|the fund|the product) (?:invests?|(?:will )?achieves?|selects?)\b/i,
  },
  {
    id: 'kpis',
    name: 'the metrics (KPIs) used to measure progress',
    pattern: SUPPORT_CHECKS.find((c) => c.id === 'kpis')!.pattern,
  },
  {
    id: 'unexpected-investments',
    name: 'investments an investor might not expect it to hold',
    pattern:
      /\bunexpected investments?\b|\b(?:might|may) not expect\b|\bwhat else (?:does )?(?:the fund|the product|it) invest\w*\b|\b(?:other|remaining) (?:investments?|assets|holdings)\b.{0,80}\b(?:not (?:aligned|consistent)|do not meet|don't meet|for liquidity|cash|hedging|derivatives)\b|\binvestments? (?:that|which) (?:are not|aren't|do not|don't) (?:aligned|consistent|meet)\b/i,
  },
  {
    id: 'more-information',
    name: 'where to find more information (pre-contractual disclosure, sustainability report)',
    pattern:
      /\bpre-?contractual\b|\bsustainability (?:product )?report\b|\bmore information\b|\bfurther information\b|\bprospectus\b/i,
  },
];

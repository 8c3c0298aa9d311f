// Test helper: every evidence quote the engine gives on a document, with the page it names, from each place
// a user can follow a link to the document view (compliance findings, analysis findings and passages, AoV
// and SDR evidence, persona answers, improvement passages).
import type { ExtractedDocument } from '../../document-model.ts';
import { analyzeDocument } from '../../analysis/analyze-document.ts';
import { toAnalysisView } from '../../analysis/analysis-view.ts';
import { suggestImprovements } from '../../improvements/suggest-improvements.ts';
import { simulateInterview, type SimPersona, type SimQuestion } from '../../personas/simulate.ts';
import { checkDocument } from '../../rules/check-document.ts';
import type { DocumentType, RulePack } from '../../rules/schema.ts';

export interface EvidenceQuote {
  source: 'compliance' | 'analysis' | 'persona' | 'improvement';
  page: number;
  quote: string;
}

const PERSONAS: SimPersona[] = [
  {
    name: 'Doreen Whitaker',
    age: 78,
    financialKnowledge: 'Beginner: her late husband handled all the family’s investments',
    vulnerability: true,
    vulnerabilityDrivers: ['life_events', 'health'],
    accessibilityNeeds: ['low-vision'],
    speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'long' },
    concerns: ['whether the fees are eating into the money'],
    motivations: ['a steady income to top up her pension'],
  },
  {
    name: 'Oliver Bennett',
    age: 52,
    financialKnowledge: 'Professional: twenty years managing bond funds',
    vulnerability: false,
    vulnerabilityDrivers: [],
    accessibilityNeeds: [],
    speechStyle: { confidence: 'high', technicalTerms: 'fluent', sentenceLength: 'medium' },
    concerns: ['performance shown without a benchmark'],
    motivations: ['keeping costs to a minimum'],
  },
];

const QUESTIONS: SimQuestion[] = [
  { id: 'aim', category: 'purpose', text: 'In your own words, what is this fund trying to achieve?' },
  { id: 'risk', category: 'purpose', text: 'What are the main risks of investing in this fund?' },
  { id: 'cost', category: 'cost', text: 'How much will this fund cost you each year?' },
  { id: 'charges', category: 'cost', text: 'Are there any charges when you buy or sell?' },
  { id: 'perf', category: 'performance', text: 'How has the fund performed over the last five years?' },
  { id: 'value', category: 'performance', text: 'Does the fund give good value for money?' },
  { id: 'action', category: 'action', text: 'What should you do if you want to complain?' },
  { id: 'visuals', category: 'visuals', text: 'Do the charts and tables help you understand the figures?' },
  { id: 'access', category: 'accessibility', text: 'Is the document easy to read?' },
  { id: 'benchmark', category: 'performance', text: 'Which index is the fund compared with?' },
];

/** Objects in an analysis view that the web links with a quote: `{ page, quote }`, and sentence lists. */
function viewQuotes(value: unknown, out: EvidenceQuote[]): void {
  if (Array.isArray(value)) {
    for (const item of value) viewQuotes(item, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const quote = record.quote ?? record.sentence;
  if (typeof record.page === 'number' && typeof quote === 'string' && quote.trim())
    out.push({ source: 'analysis', page: record.page, quote });
  for (const child of Object.values(record)) viewQuotes(child, out);
}

/** The analysis kinds' document types: the general analysis, the AoV grid and the SDR checks. */
const ANALYSIS_TYPES = ['other', 'aov-report', 'sdr-report'];

export function corpusEvidence(
  document: ExtractedDocument,
  documentType: DocumentType,
  rulePacks: readonly RulePack[],
): EvidenceQuote[] {
  const out: EvidenceQuote[] = [];
  for (const finding of checkDocument(document, rulePacks, { documentType }).findings)
    for (const e of finding.evidence) out.push({ source: 'compliance', page: e.page, quote: e.quote });
  for (const type of ANALYSIS_TYPES) {
    const view = toAnalysisView(analyzeDocument(document, { documentType: type, rulePacks }));
    viewQuotes(view, out);
    for (const s of view.readability.longestSentences)
      if (s.page !== null) out.push({ source: 'analysis', page: s.page, quote: s.text });
  }
  for (const persona of PERSONAS)
    for (const item of simulateInterview(document, persona, QUESTIONS).transcript)
      for (const e of item.evidence) out.push({ source: 'persona', page: e.page, quote: e.quote });
  const improvements = suggestImprovements(document, { documentType, rulePacks, skipSuggestionImpact: true });
  for (const s of improvements.suggestions)
    if (s.passage.trim()) out.push({ source: 'improvement', page: s.page, quote: s.passage });
  // One link per distinct quote and page: the same warning quoted by three rules is one link to check.
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.page}\u0000${e.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import type { ImpactView, MeasuresView } from './api/improvements.ts';
import { CATEGORY_LABELS, normaliseCategory, roundScore } from './personas.ts';

type CountKey = 'analysisFindings' | 'ruleFindings' | 'longSentences' | 'undefinedAcronyms' | 'jargonTerms';

/** The measures the impact panel shows, with the words a sentence about them uses. */
export const IMPACT_MEASURES: ReadonlyArray<{
  key: 'ukReadingAge' | CountKey;
  label: string;
  /** The measure in a sentence: "leave the reading age unchanged". */
  noun: string;
  decimals: number;
}> = [
  { key: 'ukReadingAge', label: 'UK reading age', noun: 'the reading age', decimals: 1 },
  {
    key: 'analysisFindings',
    label: 'Analysis findings',
    noun: 'the number of analysis findings',
    decimals: 0,
  },
  {
    key: 'ruleFindings',
    label: 'Compliance findings',
    noun: 'the number of compliance findings',
    decimals: 0,
  },
  {
    key: 'longSentences',
    label: 'Sentences over 25 words',
    noun: 'the number of sentences over 25 words',
    decimals: 0,
  },
  {
    key: 'undefinedAcronyms',
    label: 'Acronyms not explained',
    noun: 'the number of unexplained acronyms',
    decimals: 0,
  },
  // Every use of a jargon term, as the analysis page's Uses column adds up: its "Financial jargon (18)" counts
  // distinct terms, so a bare "Jargon terms 36" here contradicted it (issue 17). Uses also move when one
  // sentence's term is replaced, which a count of distinct terms would hide.
  {
    key: 'jargonTerms',
    label: 'Uses of jargon terms',
    noun: 'the number of uses of jargon terms',
    decimals: 0,
  },
];

/**
 * A measure as the panel prints it: whole numbers for counts, one decimal for the reading age, rounded the
 * way the analysis page rounds it (engine/analysis/analysis-view.ts), so the two pages print one figure.
 */
export function shownMeasure(value: number, decimals: number): number {
  return decimals === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** Persona score categories the run measured, in report order, with their labels and shown values. */
export function personaChanges(
  impact: ImpactView,
): { category: string; label: string; before: number; after: number }[] {
  const before = impact.before.personaScores ?? {};
  const after = impact.after.personaScores ?? {};
  return Object.keys(CATEGORY_LABELS)
    .filter((category) => before[category] !== undefined)
    .map((category) => ({
      category,
      label: CATEGORY_LABELS[normaliseCategory(category)],
      before: roundScore(before[category]!),
      after: roundScore(after[category] ?? before[category]!),
    }));
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const has = (m: MeasuresView, key: string) => (m as Record<string, unknown>)[key] !== undefined;

/**
 * What accepting the chosen suggestions does, in plain sentences: what changes, and what stays the same,
 * said as plainly when nothing moves (reading age 15.6 → 15.6: "These changes leave the reading age
 * unchanged") so a set of edits is never presented as an improvement it is not.
 */
export function impactSentences(impact: ImpactView, accepted: number): string[] {
  if (accepted === 0) return ['No suggestion is accepted yet, so the document is unchanged.'];
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const m of IMPACT_MEASURES) {
    if (!has(impact.before, m.key) || !has(impact.after, m.key)) continue;
    const b = shownMeasure(impact.before[m.key]!, m.decimals);
    const a = shownMeasure(impact.after[m.key]!, m.decimals);
    if (a === b) unchanged.push(m.noun);
    else changed.push(`${a < b ? 'lower' : 'raise'} ${m.noun} from ${b} to ${a}`);
  }
  const personas = personaChanges(impact);
  if (personas.length > 0) {
    const moved = personas.filter((p) => p.after !== p.before);
    if (moved.length === 0) unchanged.push('the persona scores');
    for (const p of moved)
      changed.push(
        `${p.after > p.before ? 'raise' : 'lower'} the ${p.label} persona score from ${p.before.toFixed(1)} to ${p.after.toFixed(1)}`,
      );
  }
  if (changed.length === 0) return [`These changes leave ${list(unchanged)} unchanged.`];
  const sentences = [`These changes ${list(changed)}.`];
  if (unchanged.length > 0) sentences.push(`They leave ${list(unchanged)} unchanged.`);
  return sentences;
}

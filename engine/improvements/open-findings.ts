/**
 * Links suggestions to the open findings of the document's latest Compliance check (issue 30): a suggestion
 * fixes a finding when it addresses the finding's rule (a missing warning added, a stale date updated, an
 * acronym spelt out) or, for a readability threshold the rule measures (long sentences, reading age, jargon,
 * passive voice), when it is the kind of rewrite that moves that measure. The link carries the check and the
 * sentence the finding quoted (the one the suggestion rewrites, where the check quoted it).
 */
import type { Metric, RulePack } from '../rules/index.ts';
import type { Generated } from './generators/context.ts';
import type { OpenFinding, SuggestionType } from './types.ts';

/** The rewrites that move each readability measure a metric-threshold rule tests. */
const FIXES_METRIC: Partial<Record<Metric, readonly SuggestionType[]>> = {
  longSentencePercent: ['split-sentence'],
  ukReadingAge: ['split-sentence', 'plain-words'],
  jargonPer1000: ['plain-words', 'define-term'],
  passiveVoicePercent: ['active-voice'],
  undefinedAcronyms: ['define-acronym'],
};

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function metricOf(ruleId: string, packs: readonly RulePack[]): Metric | null {
  for (const pack of packs)
    for (const rule of pack.rules)
      if (rule.id === ruleId && rule.check.type === 'metric-threshold') return rule.check.metric;
  return null;
}

/** The finding's quote this passage is (or holds), else its first quote. */
function quoteFor(finding: OpenFinding, passage: string): { quote?: string; page?: number } {
  const p = norm(passage);
  const match = finding.evidence.find(
    (e) => e.quote && (p.includes(norm(e.quote)) || norm(e.quote).includes(p)),
  );
  const e = match ?? finding.evidence[0];
  return { ...(e?.quote ? { quote: e.quote } : {}), ...(e?.page !== undefined ? { page: e.page } : {}) };
}

function fixes(s: Generated, finding: OpenFinding, packs: readonly RulePack[]): boolean {
  if (s.addresses.id === finding.ruleId) return true;
  const metric = metricOf(finding.ruleId, packs);
  return metric !== null && (FIXES_METRIC[metric] ?? []).includes(s.type);
}

/**
 * Each suggestion that fixes an open finding, re-labelled with that finding's rule and linked to its check
 * and quote. Where two findings apply, the one whose quote is this passage wins, then the more severe.
 */
export function linkToOpenFindings(
  suggestions: readonly Generated[],
  open: readonly OpenFinding[],
  packs: readonly RulePack[],
): Generated[] {
  const order = { high: 0, medium: 1, low: 2 } as const;
  return suggestions.map((s) => {
    const candidates = open
      .filter((f) => fixes(s, f, packs))
      .sort((a, b) => {
        const quoted = (f: OpenFinding) => (quoteFor(f, s.passage).quote === undefined ? 1 : 0);
        return quoted(a) - quoted(b) || order[a.severity] - order[b.severity];
      });
    const finding = candidates[0];
    if (!finding) return s;
    return {
      ...s,
      addresses: {
        kind: 'rule',
        id: finding.ruleId,
        label: finding.title,
        citation: finding.citation,
        finding: {
          ...(finding.checkId ? { checkId: finding.checkId } : {}),
          ...quoteFor(finding, s.passage),
        },
      },
    };
  });
}

/** Open findings that none of these suggestions fixes: to be fixed by hand (a layout, a figure to update). */
export function unfixedFindings(
  open: readonly OpenFinding[],
  suggestions: readonly Generated[],
): { ruleId: string; title: string }[] {
  return open
    .filter((f) => !suggestions.some((s) => s.addresses.id === f.ruleId))
    .map((f) => ({ ruleId: f.ruleId, title: f.title }));
}

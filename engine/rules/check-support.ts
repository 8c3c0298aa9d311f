// What every check type shares: evidence and outcomes, and the filter that keeps pattern matches that state
// something (not inside an exception, not negated, not a question, not a quoted product name).
import type { CheckContext } from './checks.ts';
import type { Match } from './document-index.ts';
import { isInsideQuotedName, isNegated } from './negation.ts';
import { quoteOf } from './quote.ts';

export interface Evidence {
  /** 1-based page number. */
  page: number;
  /** The sentence (≤ 240 characters). */
  quote: string;
}

export type Outcome =
  | {
      status: 'passed';
      /** Why it passed trivially (its condition does not arise). */
      note?: string;
      /** What satisfied it: the sentences found (a risk warning), page and quote. */
      evidence?: Evidence[];
      /** What it measured or looked for, when there is no sentence to quote ("reading age 10, limit 12"). */
      basis?: string;
    }
  | { status: 'not-applicable'; note: string }
  | {
      status: 'finding';
      evidence: Evidence[];
      /** Sentences involved (the evidence list may be shorter). */
      occurrences: number;
      values: Record<string, string | number>;
    };

export type PassedOutcome = Extract<Outcome, { status: 'passed' }>;

/**
 * Evidence without repeats: one item per sentence on a page, in the order given. Two quotes of the same sentence
 * (a window around another term of it, different spacing) are the same passage; the first is kept.
 */
export function uniqueEvidence(evidence: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence.filter((item) => {
    const key = `${item.page}\u0000${evidenceText(item.quote)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The quote's words, without the ellipses of a window, case or spacing: what two quotes of one sentence share. */
function evidenceText(quote: string): string {
  return quote.replace(/…/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function sentenceOf(ctx: CheckContext, match: Match) {
  const sentence = ctx.index.sentences[match.sentence];
  if (!sentence) throw new Error(`No sentence ${match.sentence}`);
  return sentence;
}

function bySentence(matches: readonly Match[]): Map<number, Match[]> {
  const map = new Map<number, Match[]>();
  for (const m of matches) {
    const list = map.get(m.sentence);
    if (list) list.push(m);
    else map.set(m.sentence, [m]);
  }
  return map;
}

function overlapsAny(match: Match, others: Map<number, Match[]>): boolean {
  return (others.get(match.sentence) ?? []).some((o) => o.start < match.end && match.start < o.end);
}

export interface ClaimFilter {
  exceptions?: readonly string[];
  negationAware: boolean;
  skipQuestions: boolean;
  skipQuotedNames: boolean;
}

/** Matches that state something: not inside an exception, not negated, not a question, not a quoted name. */
export function claims(ctx: CheckContext, matches: readonly Match[], filter: ClaimFilter): Match[] {
  const exceptions = bySentence(ctx.matches(filter.exceptions));
  return matches.filter((m) => {
    const sentence = sentenceOf(ctx, m);
    if (filter.skipQuestions && sentence.isQuestion) return false;
    if (overlapsAny(m, exceptions)) return false;
    if (filter.negationAware && isNegated(sentence.norm, m.start, m.end)) return false;
    if (filter.skipQuotedNames && isInsideQuotedName(sentence.text, m.start, m.end)) return false;
    return true;
  });
}

/** One evidence item per sentence, in reading order, up to `limit`. */
export function evidenceOf(ctx: CheckContext, matches: readonly Match[], limit = ctx.maxEvidence) {
  const seen = new Set<number>();
  const evidence: Evidence[] = [];
  const ordered = [...matches].sort((a, b) => a.sentence - b.sentence || a.start - b.start);
  for (const m of ordered) {
    if (seen.has(m.sentence)) continue;
    seen.add(m.sentence);
    if (evidence.length < limit) {
      const sentence = sentenceOf(ctx, m);
      evidence.push({ page: sentence.page, quote: quoteOf(sentence.text, m.start, m.end) });
    }
  }
  return { evidence, occurrences: seen.size };
}

/** A pass with the sentences that satisfied the rule as its evidence (one per sentence, at most three). */
export function passedWith(ctx: CheckContext, matches: readonly Match[], limit = 3): PassedOutcome {
  const { evidence } = evidenceOf(ctx, matches, Math.min(ctx.maxEvidence, limit));
  return { status: 'passed', evidence };
}

export function finding(
  ctx: CheckContext,
  matches: readonly Match[],
  values: Record<string, string | number> = {},
  limit?: number,
): Outcome {
  const { evidence, occurrences } = evidenceOf(ctx, matches, limit);
  return { status: 'finding', evidence, occurrences, values: { count: occurrences, ...values } };
}

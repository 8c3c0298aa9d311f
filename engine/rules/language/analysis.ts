// One sentence read for meaning: tokens with lemmas, the clause each token belongs to, and per clause
// whether it is hedged (may, could, aim), conditional (if, unless) or reported ("some say"). Negation is
// scoped to the clause before a match. Lexicon patterns (lexicon.ts) run over the lemmas joined by spaces.
import { tokenise, type Token } from './tokens.ts';

/** Words that deny what follows in their clause. */
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'neither',
  'nor',
  'without',
  'cannot',
  'unlikely',
  'hardly',
  'barely',
]);

/** A possibility, an aim or an expectation, not a statement of fact or certainty. */
const HEDGES = new Set([
  'may',
  'might',
  'could',
  'can',
  'aim',
  'seek',
  'target',
  'hope',
  'intend',
  'aspire',
  'try',
  'potential',
  'potentially',
  'possible',
  'possibly',
  'should',
  'would',
  'objective',
  'designed',
  'expect',
  'likely',
  'typically',
  'usually',
  'tend',
  'generally',
  'often',
  'sometimes',
]);

/** Words that start a new clause: negation and hedges do not reach across them. */
const CLAUSE_WORDS = new Set([
  'but',
  'and',
  'or',
  'although',
  'though',
  'whereas',
  'while',
  'because',
  'unless',
  'if',
  'however',
  'yet',
  'so',
  'when',
  'which',
  'whatever',
  'whether',
]);
const CONDITIONAL = new Set(['if', 'unless', 'when', 'whether', 'should']);
/** Who may hold a view or make a claim that is not the communication's own: other people, and other firms'
 * adverts ("You may have seen adverts promising explosive returns. You won't see that from us."). */
const REPORTERS =
  `some many critics people they sceptics skeptics others advert ads advertisement headline scammer
  fraudster influencer finfluencer tipster promoter`.split(/\s+/);
const REPORTING_VERBS = 'say think claim worry believe call promise tout boast'.split(' ');
const REPORTED = new RegExp(` (?:${REPORTERS.join('|')}) (?:people )?(?:${REPORTING_VERBS.join('|')}) `);

/** Words the analysis itself relies on: the lemmatiser must reduce their inflections too. */
export function functionLemmas(): string[] {
  return [
    ...NEGATORS,
    ...HEDGES,
    ...CLAUSE_WORDS,
    ...CONDITIONAL,
    ...SCOPE_STOPS,
    ...AUXILIARIES,
    ...REPORTERS,
    ...REPORTING_VERBS,
  ];
}

export interface Clause {
  conditional: boolean;
}

export interface SentenceAnalysis {
  tokens: Token[];
  /** " lemma lemma … " with a space at both ends; breaks appear as themselves. */
  lemmas: string;
  /** Offset of each token's lemma in `lemmas`. */
  lemmaStarts: number[];
  clauseOf: number[];
  clauses: Clause[];
  isQuestion: boolean;
  /** Someone else's view ("some say trading is too risky"), not the communication's own statement. */
  reported: boolean;
}

export function analyseSentence(text: string): SentenceAnalysis {
  const tokens = tokenise(text);
  const clauseOf: number[] = [];
  const clauses: Clause[] = [{ conditional: false }];
  let parts = ' ';
  const starts: number[] = [];
  tokens.forEach((token) => {
    let clause = clauses.length - 1;
    if (token.kind === 'break' || CLAUSE_WORDS.has(token.lemma)) {
      clauses.push({ conditional: CONDITIONAL.has(token.lemma) });
      clause = clauses.length - 1;
    }
    clauseOf.push(clause);
    starts.push(parts.length);
    parts += `${token.lemma} `;
  });
  return {
    tokens,
    lemmas: parts,
    lemmaStarts: starts,
    clauseOf,
    clauses,
    isQuestion: /\?["')\]]*\s*$/.test(text),
    reported: REPORTED.test(parts),
  };
}

/** The token whose lemma covers an offset of `lemmas` (the space after a lemma belongs to it). */
export function tokenAtOffset(a: SentenceAnalysis, offset: number): number {
  const starts = a.lemmaStarts;
  let lo = 0;
  let hi = starts.length - 1;
  if (hi < 0 || offset < (starts[0] ?? 0)) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface TokenSpan {
  /** First and one-past-last token. */
  from: number;
  to: number;
}

const NEGATION_WINDOW = 7;
/** Verbs whose negation does not reach their object: "don't miss out on skyrocketing returns" still
 * promises skyrocketing returns. */
const SCOPE_STOPS = new Set([
  'miss',
  'wait',
  'delay',
  'hesitate',
  'forget',
  'settle',
  'let',
  'stop',
  'leave',
]);
const AUXILIARIES = new Set(['be', 'do', 'have', 'can', 'will', 'would', 'should', 'may', 'might', 'could']);

/** True when a negator stands before the span in its clause (within a few words), or right after it
 * as "… is not" ("guaranteed returns are not something we offer"). Negators inside the span belong to the
 * phrase ("never lose", "no risk"). */
export function isSpanNegated(a: SentenceAnalysis, span: TokenSpan): boolean {
  let clause = a.clauseOf[span.from];
  let limit = Math.max(0, span.from - NEGATION_WINDOW);
  for (let i = span.from - 1; i >= limit; i--) {
    // "We do not publish back-tested or modelled results": a negation distributes over "or" and "nor", so the
    // clause they open continues the one before (not over "and" or "but": "no fees and guaranteed returns").
    const lemma = a.tokens[i]!.lemma;
    if (a.clauseOf[i] !== clause || SCOPE_STOPS.has(lemma)) break;
    if (NEGATORS.has(lemma) && !invitation(a, i)) return true;
    const before = a.tokens[i - 1];
    if (!before || before.kind === 'break') continue;
    // "We don't offer sign-up bonuses, refer-a-friend rewards or free tokens": a list that ends in "or" carries
    // the negation across its commas too; the window restarts at each item.
    const listItem = lemma === ',' && listEndsInOr(a, i + 1);
    if (lemma === 'or' || lemma === 'nor' || listItem) {
      clause = a.clauseOf[i - 1];
      limit = Math.max(0, Math.min(limit, i - NEGATION_WINDOW));
    }
  }
  for (let i = span.to; i < Math.min(a.tokens.length - 1, span.to + 3); i++) {
    if (a.clauseOf[i] !== a.clauseOf[span.to - 1]) break;
    if (AUXILIARIES.has(a.tokens[i]!.lemma) && a.tokens[i + 1]?.lemma === 'not') return true;
  }
  return false;
}

/** Round ten (issue 18): "why not" and "why don't you" invite the reader to do what follows ("Why not lock in
 * 8%?", "why don't you pick your shares that way?"); the negator negates nothing. "Why not?" alone, and "why
 * doesn't the app have streaks?", keep their negation. */
function invitation(a: SentenceAnalysis, i: number): boolean {
  if (a.tokens[i]!.lemma !== 'not') return false;
  const before = a.tokens[i - 1]?.lemma;
  if (before === 'why') return a.tokens[i + 1]?.kind !== 'break';
  // "Why don't you …" asks the reader to act; "why doesn't the app have streaks?" asks about an absence.
  return before === 'do' && a.tokens[i - 2]?.lemma === 'why' && a.tokens[i + 1]?.lemma === 'you';
}

/** True when the list item starting at `from` is followed by "or" or "nor" in the same list (only commas between). */
function listEndsInOr(a: SentenceAnalysis, from: number): boolean {
  for (let i = from; i < Math.min(a.tokens.length, from + 12); i++) {
    const token = a.tokens[i]!;
    if (token.lemma === 'or' || token.lemma === 'nor') return true;
    if (token.kind === 'break' && token.lemma !== ',') return false;
  }
  return false;
}

/** True when the span's clause holds a hedge outside the span ("aims to pay 8%", "may fall"). A modal in the
 * complement of "than" hedges the rival, not the claim ("pays more than shares ever could"). */
export function isSpanHedged(a: SentenceAnalysis, span: TokenSpan): boolean {
  const clause = a.clauseOf[span.from];
  for (let i = 0; i < a.tokens.length; i++) {
    if (i > span.from && a.tokens[i]!.lemma === 'than') break;
    if (a.clauseOf[i] !== clause || (i >= span.from && i < span.to)) continue;
    if (
      HEDGES.has(a.tokens[i]!.lemma) &&
      !intensifies(a, i) &&
      !impossibility(a, i, span) &&
      !restriction(a, i)
    )
      return true;
  }
  return false;
}

/** True when a hedge stands inside the span in a gap of its pattern, not as one of the pattern's own words
 * (`literal`): "your dividend may be paid whether …" is matched across "may", which still hedges it (round
 * eight). */
export function isSpanHedgedWithin(
  a: SentenceAnalysis,
  span: TokenSpan,
  literal: ReadonlySet<string>,
): boolean {
  let as = 0;
  for (let i = span.from; i < span.to; i++) {
    const lemma = a.tokens[i]!.lemma;
    // A modal in the complement of "than" or of "as … as" hedges what the claim is compared with, not the claim
    // ("as secure as it would be in a building society").
    if (lemma === 'than' || (lemma === 'as' && ++as === 2)) return false;
    if (!HEDGES.has(lemma) || literal.has(lemma) || intensifies(a, i)) continue;
    if (lemma === 'can' && a.tokens[i + 1]?.lemma === 'not') continue;
    return true;
  }
  return false;
}

/** "You can't lose", "it cannot fail": "can" before a negator that belongs to the claim states an impossibility,
 * which is certainty, not a possibility. */
function impossibility(a: SentenceAnalysis, i: number, span: TokenSpan): boolean {
  return a.tokens[i]!.lemma === 'can' && a.tokens[i + 1]?.lemma === 'not' && i + 1 === span.from;
}

/** Round thirteen (issue 18): "it can only ever hand back what you put in or more": "can only" narrows what is
 * possible to one outcome, which states it; it is no hedge. */
function restriction(a: SentenceAnalysis, i: number): boolean {
  return a.tokens[i]!.lemma === 'can' && a.tokens[i + 1]?.lemma === 'only';
}

/** "The strongest possible returns", "as soon as possible": "possible" after a superlative raises the claim. */
function intensifies(a: SentenceAnalysis, i: number): boolean {
  const token = a.tokens[i]!;
  if (token.lemma !== 'possible') return false;
  return /(?:est|most|least)$/i.test(a.tokens[i - 1]?.text ?? '') || a.tokens[i - 1]?.lemma === 'as';
}

export function clauseOfSpan(a: SentenceAnalysis, span: TokenSpan): Clause {
  return a.clauses[a.clauseOf[span.from] ?? 0]!;
}

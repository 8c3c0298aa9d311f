import { BE_FORMS, INTERVENING_WORDS, IRREGULAR_PARTICIPLES, NOT_PARTICIPLES } from './data/passive-words.ts';
import type { WordToken } from './tokenize.ts';

// Passive voice: a form of "be" followed, after at most two adverbs or "not", by a past participle
// (regular -ed or irregular), optionally with a "by" agent. Adjectives ending in -ed ("is interested in")
// and un-...-ed adjectives ("is unaudited") are not counted.

export interface PassiveMatch {
  /** "is not normally charged" */
  phrase: string;
  participle: string;
  /** "by the ACD", when the sentence names who does the action. */
  agent: string | null;
  /** Offsets in the sentence. */
  start: number;
  end: number;
}

const MAX_INTERVENING = 2;
const AGENT_WINDOW = 6;
const AGENT_MAX_WORDS = 6;
const CLAUSE_BREAK = /[,;:.!?()"“”]/;
// Words that end the agent's noun phrase: "by the ACD | on behalf of investors".
const AGENT_STOP = new Set([
  'and',
  'or',
  'but',
  'to',
  'in',
  'on',
  'for',
  'at',
  'from',
  'with',
  'which',
  'who',
  'that',
  'when',
  'if',
  'because',
  'as',
  'under',
  'after',
  'before',
  'until',
  'unless',
  'where',
  'while',
  'so',
  'than',
  'is',
  'are',
  'was',
  'were',
  'be',
  'will',
  'may',
  'can',
  'must',
  'should',
  'would',
  'could',
]);

function isBeForm(lower: string): boolean {
  if (BE_FORMS.has(lower)) return true;
  return /'re$|'m$/.test(lower); // they're, I'm
}

export function isPastParticiple(lower: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(lower)) return true;
  if (!lower.endsWith('ed') || lower.length < 4 || !/^[a-z]+$/.test(lower)) return false;
  if (NOT_PARTICIPLES.has(lower)) return false;
  if (lower.endsWith('eed') && !/(?:agreed|freed|decreed|guaranteed|refereed|disagreed)$/.test(lower))
    return false;
  if (lower.startsWith('un') && !lower.startsWith('under')) return false; // unaudited, unregulated
  return true;
}

function findAgent(sentence: string, tokens: readonly WordToken[], after: number): string | null {
  for (let k = after + 1; k <= after + AGENT_WINDOW && k < tokens.length; k++) {
    const token = tokens[k]!;
    // stop at a clause break between the participle and "by"
    if (CLAUSE_BREAK.test(sentence.slice(tokens[k - 1]!.end, token.start))) return null;
    if (token.lower !== 'by') continue;
    const head = tokens[k + 1];
    // "by 5%", "by investing": a measure or a means, not an agent
    if (
      !head ||
      head.isNumber ||
      /ing$/i.test(head.text) ||
      CLAUSE_BREAK.test(sentence.slice(token.end, head.start))
    ) {
      return null;
    }
    let last = k + 1;
    while (last + 1 < tokens.length && last - k < AGENT_MAX_WORDS) {
      const next = tokens[last + 1]!;
      if (CLAUSE_BREAK.test(sentence.slice(tokens[last]!.end, next.start)) || AGENT_STOP.has(next.lower))
        break;
      last++;
    }
    return sentence.slice(token.start, tokens[last]!.end);
  }
  return null;
}

/** Passive constructions in one sentence, given its word tokens. */
export function findPassiveVoice(sentence: string, tokens: readonly WordToken[]): PassiveMatch[] {
  const matches: PassiveMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const be = tokens[i]!;
    if (!isBeForm(be.lower)) continue;
    for (let j = i + 1; j < tokens.length && j <= i + 1 + MAX_INTERVENING; j++) {
      const token = tokens[j]!;
      // a clause break between the two words means they are not one verb phrase
      if (CLAUSE_BREAK.test(sentence.slice(tokens[j - 1]!.end, token.start))) break;
      const lower = token.lower;
      if (isPastParticiple(lower)) {
        matches.push({
          phrase: sentence.slice(be.start, token.end),
          participle: token.text,
          agent: findAgent(sentence, tokens, j),
          start: be.start,
          end: token.end,
        });
        i = j;
        break;
      }
      const isAdverb = INTERVENING_WORDS.has(lower) || (lower.endsWith('ly') && lower.length > 4);
      if (!isAdverb) break;
    }
  }
  return matches;
}

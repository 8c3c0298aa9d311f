/**
 * Splits a sentence over 25 words where it already joins two clauses: at a semicolon, or at ", and",
 * ", but", ", so" or ", because" when a new subject follows. A sentence with no such joint is left alone:
 * guessing a split elsewhere would break its meaning. Every part a split leaves must pass the sentence
 * check (sentence-check.ts), or that joint is not used.
 */
import { capitalise, wordCount, type Passage } from '../passages.ts';
import { isSentence } from '../sentence-check.ts';
import type { Edit } from '../types.ts';
import {
  LONG_SENTENCE_WORDS,
  PRIN_LONG_SENTENCES,
  type GenerationContext,
  type Generated,
} from './context.ts';

const SUBJECT_START = new Set([
  'we',
  'you',
  'it',
  'they',
  'the',
  'this',
  'these',

  'those',
  'our',
  'your',
  'there',
  'its',
  'their',
  'he',
  'she',
  'i',
  'a',
  'an',
  'some',
  'all',
  'any',
  'each',
  'no',
  'if',
  'in',
  'for',
]);

const SUBORDINATE_START =
  /^(?:if|when|whenever|although|though|while|whilst|whereas|unless|because|since|until|once|whether|where)\b/i;

interface Joint {
  start: number;
  end: number;
  /** What replaces the joint; the next word is capitalised after it. */
  text: string;
}

const WHICH_SINGULAR = /^(?:is|was|has|may|can|will|could|would|might|means|makes|gives|helps|allows)$/i;
const WHICH_PLURAL = /^(?:are|were|have)$/i;

const CONDITION_OR_RELATIVE = /\b(?:if|providing|provided|unless|when|where|whether|that|which|who|whose)\b/i;

const MODAL = /\b(?:may|might|can|could|will|would|shall|should|must)\b/i;

/**
 * The pronoun that repeats the sentence's subject for a second clause: the sentence's own personal pronoun
 * ("He holds … and is a member" → "He is"), else "It" or "They" by the verb; null when they disagree.
 */
function subjectPronoun(before: string, verb: string): string | null {
  const singular = /^(?:is|was|has)$/.test(verb);
  const own = /^\s*(I|We|You|He|She|It|They)\b/.exec(before)?.[1];
  if (!own) return singular ? 'It' : 'They';
  const ownSingular = /^(?:He|She|It)$/.test(own);
  if (own === 'I') return verb === 'has' || verb === 'are' || verb === 'were' ? null : own;
  return ownSingular === singular ? own : null;
}

function joints(sentence: string): Joint[] {
  const out: Joint[] = [];
  for (const m of sentence.matchAll(/;\s+(?:(?:and|but)\s+)?(?!(?:and|or|and\/or)\b)(?=\S)/gi))
    out.push({ start: m.index, end: m.index + m[0].length, text: '. ' });
  for (const m of sentence.matchAll(/,\s+(and|but|so|because)\s+(?=(\p{L}+))/gu)) {
    const next = m[2]!;
    const word = m[1]!.toLowerCase();
    // a new clause starts with a subject: a pronoun, a determiner or a name ("and MSCI bears…")
    const subject = SUBJECT_START.has(next.toLowerCase()) || /^\p{Lu}/u.test(next);
    if (word !== 'because' && !subject) continue;
    const text = word === 'and' ? '. ' : word === 'because' ? '. This is because ' : `. ${capitalise(word)} `;
    out.push({ start: m.index, end: m.index + m[0].length, text });
  }
  // ", which may be…" → ". This may be…": the relative clause becomes its own sentence
  for (const m of sentence.matchAll(/,\s+which\s+(?=(\p{L}+))/gu)) {
    const verb = m[1]!;
    const pronoun = WHICH_SINGULAR.test(verb) ? 'This ' : WHICH_PLURAL.test(verb) ? 'These ' : null;
    if (pronoun) out.push({ start: m.index, end: m.index + m[0].length, text: `. ${pronoun}` });
  }
  // ", if you have questions, please…" → ". If you have questions, please…"
  for (const m of sentence.matchAll(/,\s+(?=if\s)/gi))
    out.push({ start: m.index, end: m.index + m[0].length, text: '. ' });
  // "…was produced for you and is not advice" → "…was produced for you. It is not advice"
  for (const m of sentence.matchAll(/,?\s+and\s+(is|was|has|are|were|have)\s+(?=\p{L})/giu)) {
    const verb = m[1]!.toLowerCase();
    const before = sentence.slice(0, m.index);
    // "may find itself … and have to borrow": the verb continues the modal, it starts no clause
    if (MODAL.test(before) && verb === 'have') continue;
    // "providing a GIA exists and has cash": the second verb is still inside the condition or relative clause
    if (CONDITION_OR_RELATIVE.test(before.split(/[,;]/).at(-1) ?? '')) continue;
    const pronoun = subjectPronoun(before, verb);
    if (pronoun) out.push({ start: m.index, end: m.index + m[0].length, text: `. ${pronoun} ${verb} ` });
  }
  // "…may not compare, as they can be measured…" → "…may not compare. This is because they can be measured…"
  for (const m of sentence.matchAll(/,?\s+as\s+(?=(?:they|it|we|you|there)\s)/gi)) {
    // "twice as high in the US as it was in Europe" compares; it gives no reason
    const clause = sentence.slice(0, m.index).split(/[,;]/).at(-1) ?? '';
    // "such action as it considers appropriate" qualifies; it gives no reason either
    if (/\b(?:as|such)\s/i.test(clause)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, text: '. This is because ' });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The text of one part as it will read: the joint's lead-in ("This is because "), or a capital. */
function partText(sentence: string, from: number, to: number, lead: string): string {
  const text = sentence.slice(from, to);
  // the first part reads as written: a passage that starts in lowercase is no sentence to split
  return lead ? lead + text : from === 0 ? text : capitalise(text);
}

/** What a joint puts before the words after it ("This is because ", or '' for a plain full stop). */
const leadOf = (j: Joint) => j.text.slice(2);

/**
 * The best joint: both sides at least six words and each a sentence on its own (sentence-check.ts), as
 * close to the middle as possible. A sentence that opens with a subordinate clause ("If …, …") is never
 * split: its main clause comes late, and a cut before it leaves a fragment.
 */
function bestJoint(sentence: string, from: number, to: number, lead: string): Joint | null {
  let best: Joint | null = null;
  let bestDistance = Infinity;
  if (SUBORDINATE_START.test(partText(sentence, from, to, lead))) return null;
  for (const j of joints(sentence.slice(from, to))) {
    const left = wordCount(sentence.slice(from, from + j.start));
    const right = wordCount(sentence.slice(from + j.end, to));
    if (left < 6 || right < 6) continue;
    const leftText = `${partText(sentence, from, from + j.start, lead)}.`;
    const rightText = partText(sentence, from + j.end, to, leadOf(j));
    if (!isSentence(leftText) || !isSentence(rightText)) continue;
    const distance = Math.abs(left - right);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = { start: from + j.start, end: from + j.end, text: j.text };
    }
  }
  return best;
}

/** The split points of a sentence: the best joint, then again in each half still over the limit. */
export function splitPoints(sentence: string): Joint[] {
  const out: Joint[] = [];
  const visit = (from: number, to: number, depth: number, lead: string) => {
    if (depth > 2 || wordCount(sentence.slice(from, to)) <= LONG_SENTENCE_WORDS) return;
    const j = bestJoint(sentence, from, to, lead);
    if (!j) return;
    visit(from, j.start, depth + 1, lead);
    out.push(j);
    visit(j.end, to, depth + 1, leadOf(j));
  };
  visit(0, sentence.length, 0, '');
  return out;
}

/** The sentence with each joint replaced and the word after it capitalised. */
export function splitSentence(sentence: string): { text: string; joints: Joint[]; parts: string[] } | null {
  const points = splitPoints(sentence);
  if (points.length === 0) return null;
  // each joint's edit swallows the next letter so the capital is part of the same replacement
  const widened = points.map((j) => {
    const next = sentence[j.end]!;
    // after ". " the next word starts a sentence; after ". This is because " it stays as written
    return { ...j, end: j.end + 1, text: j.text + (j.text.endsWith('. ') ? next.toUpperCase() : next) };
  });
  let text = '';
  let at = 0;
  const parts: string[] = [];
  let partStart = 0;
  for (const j of widened) {
    text += sentence.slice(at, j.start);
    parts.push(`${text.slice(partStart)}.`);
    text += j.text;
    // the next part starts after the ". " the joint puts in
    partStart = text.length - j.text.length + 2;
    at = j.end;
  }
  text += sentence.slice(at);
  parts.push(text.slice(partStart));
  return { text, joints: widened, parts };
}

export function splitSentenceSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  for (const p of ctx.text.passages) {
    const words = wordCount(p.text);
    if (words <= LONG_SENTENCE_WORDS) continue;
    const split = splitSentence(p.text);
    if (!split) continue;
    out.push(toSuggestion(p, words, split));
  }
  return out;
}

function toSuggestion(p: Passage, words: number, split: { text: string; joints: Joint[] }): Generated {
  const edits: Edit[] = split.joints.map((j) => ({
    op: 'replace',
    page: p.page,
    block: p.block,
    start: p.start + j.start,
    end: p.start + j.end,
    text: j.text,
  }));
  const parts = split.joints.length + 1;
  return {
    id: `split-sentence-p${p.page}-b${p.block}-${p.start}`,
    type: 'split-sentence',
    page: p.page,
    passage: p.text,
    original: p.text,
    proposed: split.text,
    reason: `This sentence has ${words} words; split into ${parts}, each carries one idea and is easier to follow.`,
    addresses: PRIN_LONG_SENTENCES,
    categories: ['accessibility', 'purpose'],
    recommended: true,
    edits,
    target: { page: p.page, block: p.block, start: p.start, end: p.end },
  };
}

// The persona's voice: the answer said as this persona would say it (confidence, jargon, sentence length),
// and the feedback for the user naming the causes and quoting what was read. Phrasings vary between personas
// by a hash of the persona and question, never between runs.
import type { SpeechStyle } from '#common/api/personas.ts';
import { knowledgeLevelOf, type KnowledgeLevel } from '#common/personas.ts';
import { tokenizeWords } from '../readability/index.ts';
import { knowsTerm } from './knowledge.ts';
import { listPeriods, periodLabel } from './periods.ts';
import { personalStake } from './personal-stake.ts';
import { listed, lowerFirst, quotedEnd, sentence, stripEnd } from './phrasing.ts';
import { jargon } from './profile.ts';
import type { Judgement, SimPersona } from './simulate.ts';

/** FNV-1a: a stable pick among phrasings, so the voice varies between personas yet never between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(items: readonly T[], key: string): T => items[hash(key) % items.length]!;

const OPENERS: Record<SpeechStyle['confidence'], readonly string[]> = {
  low: ["I'm not sure I've got this right, but I think", 'If I understood it properly,', 'I think'],
  medium: ['From what I read,', 'As far as I can tell,', 'It looks like'],
  high: ['The document says', 'It states plainly that', 'According to the document,'],
};

/** The document does not answer: said in the persona's own way. Low and medium confidence say they looked. */
const NOT_ANSWERED: Record<SpeechStyle['confidence'], readonly string[]> = {
  low: [
    "I couldn't find anything about that in here.",
    "I looked, but I couldn't see anything about that.",
    "I don't think it says. I couldn't find it anywhere.",
  ],
  medium: [
    "I couldn't find anything about that in here.",
    "I read through it and couldn't see anything on that.",
    "As far as I can tell it doesn't say: I couldn't find it.",
  ],
  high: [
    "The document doesn't cover that. That is a gap.",
    'Nothing in here answers that.',
    "It doesn't say. I found nothing on that point.",
  ],
};

/** A table row said as a reader would: "fund management charge is 0.85%". */
function spoken(quote: string, isRow: boolean): string {
  if (!isRow) return quote;
  const pair = /^([^:|]+): ([^:|]+)$/.exec(quote);
  if (pair) return `${pair[1]} is ${pair[2]}`;
  // one cell read with its row and column: "Fund | 2023: -3.9" → "Fund (2023) is -3.9"
  const cell = /^([^:|]+) \| ([^:|]+): ([^:|]+)$/.exec(quote);
  if (cell) return `${cell[1]} (${cell[2]}) is ${cell[3]}`;
  return quote.replace(/ \| /g, ', ');
}

function inPlainWords(text: string, persona: SimPersona, level: KnowledgeLevel): string {
  if (persona.speechStyle.technicalTerms !== 'avoids') return text;
  // A persona who avoids jargon restates the terms they do know in everyday words.
  let out = text;
  for (const m of jargon.find(text, tokenizeWords(text)).reverse()) {
    if (!knowsTerm(level, m.entry.id)) continue;
    const before = out.slice(0, m.start);
    // "the ACD" → "the company that runs the fund", not "the the company…"
    const plain = /\b(?:the|a|an)\s+$/i.test(before)
      ? m.entry.plainEnglish.replace(/^(?:the|a|an)\s+/i, '')
      : m.entry.plainEnglish;
    out = `${before}${plain}${out.slice(m.end)}`;
  }
  // a term and its acronym both restated: "yearly running costs (yearly running costs)"
  return out.replace(/\b([\w’' -]+?) \(\1\)/gi, '$1');
}

function notAnswered(j: Judgement, confidence: SpeechStyle['confidence'], key: string): string[] {
  const gap = j.gap;
  if (gap?.kind === 'period') {
    const asked = periodLabel(gap.asked);
    const found = listPeriods(gap.found);
    return [
      confidence === 'high'
        ? `It only gives figures for ${found}, not for ${asked}.`
        : confidence === 'medium'
          ? `I could only find figures for ${found}, not for ${asked}.`
          : `I couldn't find anything for ${asked}. I think it only covers ${found}.`,
    ];
  }
  const parts = [pick(NOT_ANSWERED[confidence], key)];
  if (confidence !== 'high') parts.push("I'd have to ring someone and ask.");
  return parts;
}

function answerOf(j: Judgement, persona: SimPersona): string {
  const level = knowledgeLevelOf(persona.financialKnowledge);
  const key = `${persona.name}|${j.question.id ?? j.question.text}`;
  const { confidence, sentenceLength } = persona.speechStyle;
  const parts: string[] = [];
  if (j.facts === 'missing') {
    parts.push(...notAnswered(j, confidence, key));
  } else if (j.facts !== 'not-applicable') {
    const said = inPlainWords(spoken(j.factQuote ?? '', j.factIsRow), persona, level);
    parts.push(`${pick(OPENERS[confidence], key)} ${lowerFirst(stripEnd(said))}.`);
    if (j.gap?.kind === 'period-unstated')
      parts.push(
        confidence === 'high'
          ? `It doesn't say whether that is for ${periodLabel(j.gap.asked)}.`
          : `I couldn't tell if that was for ${periodLabel(j.gap.asked)}.`,
      );
    else if (j.facts === 'hard-to-find')
      parts.push(
        confidence === 'low' ? 'It took me ages to find that bit.' : "It wasn't where I expected to find it.",
      );
    if (j.unknownTerms.length > 0) {
      const terms = j.unknownTerms.slice(0, 2).map((t) => `“${t.term}”`);
      const names = terms.join(' or ');
      parts.push(
        confidence === 'high'
          ? `It uses ${listed(terms)} without explaining ${terms.length > 1 ? 'them' : 'it'}.`
          : `I don't know what ${names} ${terms.length > 1 ? 'mean' : 'means'}, so I can't tell what this says about me.`,
      );
    }
    if (j.causes.includes('reading-level'))
      parts.push(
        sentenceLength === 'short'
          ? "It's hard to read."
          : 'The sentences are long and I lost track halfway through.',
      );
  } else {
    if (j.score >= 4)
      parts.push(
        confidence === 'low'
          ? 'I could follow it, I think.'
          : 'It is laid out clearly enough for me to follow.',
      );
    else
      parts.push(
        confidence === 'high' ? 'The presentation gets in the way.' : "I struggled with how it's set out.",
      );
    for (const reason of j.reasons.slice(0, 2)) parts.push(sentence(reason));
  }
  // a worry or goal only where it is about what was asked; an off-topic question concerns nobody
  const stake = j.gap?.kind === 'off-topic' ? null : personalStake(persona, j.question, pick, key);
  if (sentenceLength === 'long' && stake) parts.push(stake);
  const keep = sentenceLength === 'short' ? 2 : sentenceLength === 'medium' ? 3 : parts.length;
  return parts.slice(0, keep).join(' ');
}

/**
 * Feedback for the user, built from the judgement's facts: one sentence per reason the answer lost points
 * (or one saying what was clear), then where the persona read, quoting it.
 */
function feedbackOf(j: Judgement): string {
  const findings =
    j.reasons.length > 0
      ? j.reasons.map(sentence)
      : [
          j.need
            ? sentence(`where a reader looks first, the document gives ${j.need.label}`)
            : 'The layout and the language are clear enough for this persona.',
        ];
  const where = j.evidence[0]
    ? `The persona read this on page ${j.evidence[0].page}: ${quotedEnd(j.evidence[0].quote)}`
    : 'Nothing relevant was found to read.';
  return [...findings, where].join(' ');
}

export { answerOf, feedbackOf };

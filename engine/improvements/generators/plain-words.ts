/**
 * Financial jargon from the readability glossary, at its first use in the running text: replaced by the
 * glossary's plain words where they read in its place, otherwise explained in brackets. Left alone: a term
 * inside quotation marks (a quoted name or legal wording), a term already explained where it stands, part
 * of a capitalised name ("Barclays Equity Gilt Study"), part of a compound ("liquidity funds"), and
 * acronyms, which the acronym suggestions spell out instead.
 */
import { GLOSSARY, tokenizeWords, type GlossaryEntry } from '../../readability/index.ts';
import { createJargonMatcher } from '../../readability/jargon.ts';
import { isQuoted, type Passage } from '../passages.ts';
import type { GenerationContext, Generated } from './context.ts';

const matcher = createJargonMatcher(GLOSSARY);

const JARGON_METRIC = {
  kind: 'metric',
  id: 'jargonPer1000',
  label: 'Financial jargon',
  citation: 'PRIN 2A.5.3R',
} as const;

const DETERMINER = /(?:^|\s)(?:the|a|an|this|that|these|those|your|our|its|their|each|any|no)\s+$/i;

/** What may follow a term explained in brackets; a noun after it means the term is half of a compound. */
const FOLLOWS_TERM =
  /^(?:\s*[.,;:!?)]|\s*$|\s+(?:is|are|was|were|of|in|on|for|to|and|or|that|which|may|can|will|could|would|has|have|with|by|as|at|from|the|a|an|if|when|every|each|over|after|before|since|until|because|but|so|than|against|between)\b)/i;

const isPluralWord = (text: string) => /[^s]s$/i.test(text.trim().split(/\s+/).at(-1) ?? '');

/**
 * Plain words that can stand where the term stood: a short phrase that is not itself an explanation, after
 * a determiner ("the ongoing charge" → "the yearly running cost"), agreeing in number, not one half of a
 * pair ("entry and exit charges") and not a capitalised title.
 */
function replaceable(entry: GlossaryEntry, sentence: string, start: number, end: number): boolean {
  const matched = sentence.slice(start, end);
  const plain = entry.plainEnglish;
  if (/[()]/.test(plain) || plain.split(/\s+/).length > 4) return false;
  if (/^(?:how|what|when|the date|a type|holding)\b/i.test(plain)) return false;
  if (!/\s/.test(matched.trim()) || /(?:ed|ing|ile|ly)$/i.test(matched)) return false;
  if (/^\p{Lu}\S*\s+\p{Lu}/u.test(matched)) return false;
  if (isPluralWord(matched) !== isPluralWord(plain)) return false;
  const before = sentence.slice(0, start);
  if (!DETERMINER.test(before) || /\b(?:and|or)\s+$/i.test(before)) return false;
  return !/^\s+(?:and|or)\b/i.test(sentence.slice(end));
}

/** A capitalised word next to other capitalised words (not at the start of the sentence) is part of a name. */
function isPartOfName(sentence: string, start: number, end: number): boolean {
  const matched = sentence.slice(start, end);
  if (!/^\p{Lu}/u.test(matched)) return false;
  const before = /\p{Lu}[\p{L}&]*\s+$/u.test(sentence.slice(0, start));
  const after = /^\s+\p{Lu}[\p{L}&]*/u.test(sentence.slice(end));
  const sentenceStart = sentence.slice(0, start).trim().length === 0;
  return (before && !sentenceStart) || after || /\s\p{Lu}/u.test(matched);
}

function keepCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) && !/^\p{Lu}{2}/u.test(original)
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

const normalise = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[\s\-‐‑/]+/g, ' ')
    .replace(/[’']s$/, '')
    .trim();

/** The entry's headword without its acronym: "ongoing charges figure (OCF)" → "ongoing charges figure". */
const headword = (entry: GlossaryEntry) => normalise(entry.term.replace(/\s*\([^)]*\)\s*$/, ''));

/**
 * Whether the words matched are the glossary's headword (or its plural), the sense its plain words and
 * definition are written for. Other phrases that count as the same jargon ("counterparty" for "counterparty
 * risk", "credit rating" for "investment grade", "volatile" for "volatility") mean something else or are
 * another part of speech, so the entry's gloss would not fit them: they get no gloss.
 */
export function isHeadwordSense(entry: GlossaryEntry, matched: string): boolean {
  const word = normalise(matched);
  const head = headword(entry);
  return word === head || [`${head}s`, `${head}es`, `${head.replace(/y$/, '')}ies`].includes(word);
}

export function plainWordsSuggestions(ctx: GenerationContext): Generated[] {
  const out: Generated[] = [];
  const seen = new Set<string>();
  for (const p of ctx.text.passages) {
    for (const m of matcher.find(p.text, tokenizeWords(p.text))) {
      const { entry } = m;
      if (seen.has(entry.id)) continue;
      if (/\p{Lu}{2}/u.test(m.text)) continue;
      if (!isHeadwordSense(entry, m.text)) continue;
      seen.add(entry.id);
      if (isQuoted(p.text, m.start, m.end) || isPartOfName(p.text, m.start, m.end)) continue;
      const after = p.text.slice(m.end);
      if (/^\s*[(,–—-]\s*(?:the\s+|i\.e\.|meaning|which\s+(?:is|means))/i.test(after) || /^\s*\(/.test(after))
        continue;
      if (p.text.toLowerCase().includes(entry.plainEnglish.toLowerCase())) continue;
      const suggestion = toSuggestion(p, m, entry);
      if (suggestion) out.push(suggestion);
    }
  }
  return out;
}

function toSuggestion(
  p: Passage,
  m: { start: number; end: number; text: string },
  entry: GlossaryEntry,
): Generated | null {
  const replace = replaceable(entry, p.text, m.start, m.end);
  // an explanation with its own brackets would nest; one inside a compound would split it
  if (!replace && (/[()]/.test(entry.plainEnglish) || !FOLLOWS_TERM.test(p.text.slice(m.end)))) return null;
  const replacement = replace ? keepCase(m.text, entry.plainEnglish) : `${m.text} (${entry.plainEnglish})`;
  const proposed = p.text.slice(0, m.start) + replacement + p.text.slice(m.end);
  const type = replace ? 'plain-words' : 'define-term';
  return {
    id: `${type}-p${p.page}-b${p.block}-${p.start + m.start}`,
    type,
    page: p.page,
    passage: p.text,
    original: p.text,
    proposed,
    reason: replace
      ? `"${m.text}" is financial jargon a retail reader may not know; "${entry.plainEnglish}" says the same in everyday words.`
      : `"${m.text}" is financial jargon; explain it where it first appears so every reader can follow.`,
    addresses: JARGON_METRIC,
    categories: ['accessibility', 'purpose'],
    recommended: true,
    edits: [
      {
        op: 'replace',
        page: p.page,
        block: p.block,
        start: p.start + m.start,
        end: p.start + m.end,
        text: replacement,
      },
    ],
    target: { page: p.page, block: p.block, start: p.start, end: p.end },
  };
}

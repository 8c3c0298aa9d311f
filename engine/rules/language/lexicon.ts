// Lemma patterns: a compact way to write a concept's wording as data. A pattern is a sequence of elements
// separated by spaces, matched against a sentence's lemmas (analysis.ts):
//
//   word         a lemma ("guarantee" also finds "guaranteed", "guarantees")
//   a|b|c        any of these lemmas; an underscore joins words within one ("go_down|fall")
//   @set         any word of a named set (WORD_SETS in concept-lexicons.ts); a set named wn_… is generated from
//                WordNet (wordnet-sets.generated.ts): its words are matched as the lemmatiser leaves them and
//                are not added to its vocabulary (patternWords), so they change no other rule's lemmas
//   word?        an optional element
//   *  / **      one / up to three words, not across a comma, bracket or other break
//   ~~           up to six words, across breaks
//   NUM YEAR CUR %   a number, a year (1900-2099), a currency sign, a percent sign
//   ^            (first only) the start of a sentence or of what follows a colon: an imperative such as
//                "Earn 9% a year" is a promise, while "earned 9%" elsewhere may be a past figure
//
// A pattern may not end with an optional element or a gap.

export type WordSets = Readonly<Record<string, readonly string[]>>;

const BREAKS = String.raw`[,;:()\[\]!?.\-]`;
const START = '^';
// Gaps skip neither breaks nor negators: "the value is not guaranteed" must not read as "value … guaranteed".
// The same words analysis.ts reads as negators ("you are unlikely to be protected" is no protection claim).
const NEGATORS = '(?:not|no|never|none|nothing|nobody|without|neither|nor|unlikely|hardly|barely) ';
const WORD = String.raw`(?!${BREAKS} |${NEGATORS})\S+ `;
const GAPS: Record<string, string> = {
  '*': `(?:${WORD})?`,
  '**': `(?:${WORD}){0,3}`,
  '~~': String.raw`(?:\S+ ){0,6}`,
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function alternatives(element: string, sets: WordSets, source: string): string[] {
  return element.split('|').flatMap((alt) => {
    if (!alt.startsWith('@')) return [alt.replaceAll('_', ' ')];
    const set = sets[alt.slice(1)];
    if (!set) throw new Error(`Unknown word set ${alt} in lemma pattern "${source}"`);
    return set.map((word) => word.replaceAll('_', ' '));
  });
}

export interface LemmaPattern {
  source: string;
  /** Global regex over " lemma lemma … " text; a match starts at the space before its first word. */
  regex: RegExp;
  /** The same, sticky: tried only where one of the anchors stands. */
  sticky: RegExp;
  /** Lemmas one of which begins every match (null when the first element is optional). */
  anchors: string[] | null;
  /**
   * What every match must contain: per element that is neither optional nor a gap, its alternatives, each as
   * the lemmas it is written with. A document lacking all alternatives of one element cannot match, so the
   * pattern is not run there (most of a concept's wording is absent from any one document).
   */
  required: string[][][];
}

/** Compiles a lemma pattern, with the words that can start it so a document index can find candidates. */
export function compilePattern(source: string, sets: WordSets): LemmaPattern {
  const regex = compileLemmaPattern(source, sets);
  const first =
    source
      .trim()
      .split(/\s+/)
      .find((element) => element !== START) ?? '';
  const anchors =
    GAPS[first] || first.endsWith('?')
      ? null
      : alternatives(first, sets, source).map((alt) => alt.split(' ')[0] ?? alt);
  const required = source
    .trim()
    .split(/\s+/)
    .filter(
      (element) => element !== START && !GAPS[element] && !(element.endsWith('?') && element.length > 1),
    )
    .map((element) => alternatives(element, sets, source).map((alt) => alt.split(' ')));
  return { source, regex, sticky: new RegExp(regex.source, 'y'), anchors, required };
}

/** Compiles a lemma pattern into a global regex over " lemma lemma … " text; see spansIn for offsets. */
export function compileLemmaPattern(source: string, sets: WordSets): RegExp {
  const all = source.trim().split(/\s+/);
  const atStart = all[0] === START;
  const elements = atStart ? all.slice(1) : all;
  if (elements.includes(START)) throw new Error(`Lemma pattern "${source}" has ^ after its start`);
  let body = '';
  elements.forEach((element, i) => {
    const last = i === elements.length - 1;
    const gap = GAPS[element];
    const optional = element.endsWith('?') && element.length > 1;
    if (last && (gap || optional)) throw new Error(`Lemma pattern "${source}" ends with a gap or option`);
    if (gap) {
      body += gap;
      return;
    }
    const words = alternatives(optional ? element.slice(0, -1) : element, sets, source);
    const alt = `(?:${words.map((w) => w.split(/\s+/).map(escape).join(' ')).join('|')})`;
    body += optional ? `(?:${alt} )?` : last ? alt : `${alt} `;
  });
  // The leading space is consumed, not looked behind for: a literal start lets the regex engine skip ahead
  // (ten times faster on a long document). Matches therefore start one character before the first word.
  // Sentences are joined by newlines (concepts.ts), so a sentence starts after one or at the very start.
  return new RegExp(`${atStart ? '(?<![^\\n:])' : ''} ${body}(?= )`, 'g');
}

/** Every literal word a set of patterns uses, for the lemmatiser's vocabulary. */
export function patternWords(sources: readonly string[], sets: WordSets): string[] {
  const words: string[] = [];
  for (const source of sources) {
    for (const element of source.trim().split(/\s+/)) {
      if (GAPS[element] || element === START) continue;
      const bare = element.endsWith('?') ? element.slice(0, -1) : element;
      const own = bare
        .split('|')
        .filter((alt) => !alt.startsWith('@wn_'))
        .join('|');
      if (!own) continue;
      for (const alt of alternatives(own, sets, source)) words.push(...alt.split(/\s+/));
    }
  }
  return words.filter((w) => /^[a-z]/.test(w));
}

// Finds a concept's statements in a sentence: its lemma patterns, minus matches that an exception
// overlaps, that are negated in their clause, hedged where hedges undo the concept, in a question where
// questions are not statements, reported ("some say"), or generic words written as part of a name.
import {
  analyseSentence,
  isSpanHedged,
  isSpanHedgedWithin,
  functionLemmas,
  isSpanNegated,
  tokenAtOffset,
  type SentenceAnalysis,
  type TokenSpan,
} from './analysis.ts';
import { CONCEPT_SPECS, WORD_SETS, type ConceptName, type ConceptSpec } from './concept-lexicons.ts';
import { compilePattern, patternWords, type LemmaPattern } from './lexicon.ts';
import { setVocabulary } from './tokens.ts';

interface CompiledConcept {
  spec: ConceptSpec;
  phrases: LemmaPattern[];
  /** The words each phrase names itself (a hedge among them is part of the claim, one in a gap is not). */
  phraseWords: ReadonlySet<string>[];
  except: LemmaPattern[];
  sentenceExcept: LemmaPattern[];
  /** Phrases counted only within `within` sentences of a `near` match. */
  beside: LemmaPattern[];
  near: LemmaPattern[];
  within: number;
  lowercase: ReadonlySet<string>;
}

/** Words that open a request to the reader after an opening infinitive ("To secure your place, please …"). */
const READER_REQUESTS = new Set('please simply just call apply return complete sign act'.split(' '));
const AIMS = new Set(['aim', 'seek', 'target', 'intend', 'objective', 'designed', 'aspire', 'try']);
const NO_WORDS: readonly string[] = [];

function compileAll(): Map<ConceptName, CompiledConcept> {
  const specs = CONCEPT_SPECS as Record<ConceptName, ConceptSpec>;
  const words = new Set<string>();
  const compiled = new Map<ConceptName, CompiledConcept>();
  for (const [name, spec] of Object.entries(specs) as [ConceptName, ConceptSpec][]) {
    const compile = (list: readonly string[] | undefined) =>
      (list ?? NO_WORDS).map((p) => compilePattern(p, WORD_SETS));
    const lists = [spec.phrases, spec.except, spec.sentenceExcept, spec.beside?.phrases, spec.beside?.near];
    for (const list of lists) {
      for (const w of patternWords(list ?? NO_WORDS, WORD_SETS)) words.add(w);
    }
    compiled.set(name, {
      spec,
      phrases: compile(spec.phrases),
      phraseWords: spec.phrases.map((p) => new Set(patternWords([p], WORD_SETS))),
      except: compile(spec.except),
      sentenceExcept: compile(spec.sentenceExcept),
      beside: compile(spec.beside?.phrases),
      near: compile(spec.beside?.near),
      within: spec.beside?.within ?? 0,
      lowercase: new Set(spec.lowercase ?? NO_WORDS),
    });
  }
  for (const w of functionLemmas()) words.add(w);
  setVocabulary(words);
  return compiled;
}

let concepts: Map<ConceptName, CompiledConcept> | undefined;

function compiledConcepts(): Map<ConceptName, CompiledConcept> {
  concepts ??= compileAll();
  return concepts;
}

/** Drops the compiled lexicons so the next call compiles CONCEPT_SPECS afresh. For bench/lexicon-ablation.ts, which
 * takes one entry out of a lexicon at a time; nothing at check time calls it. */
export function recompileConcepts(): void {
  concepts = undefined;
}

/** Reads a sentence for the concept detectors (the lexicons must be compiled first: they set the lemmas). */
export function analyse(text: string): SentenceAnalysis {
  compiledConcepts();
  return analyseSentence(text);
}

function overlaps(a: TokenSpan, b: TokenSpan): boolean {
  return a.from < b.to && b.from < a.to;
}

// At module level, not a closure in the loop over spans: the build keeps function names (esbuild keepNames),
// which costs a property definition for every closure created.
function clashes(list: readonly TokenSpan[] | undefined, span: TokenSpan): boolean {
  return list !== undefined && list.some((other) => overlaps(other, span));
}

function writtenAsName(a: SentenceAnalysis, span: TokenSpan, lowercase: ReadonlySet<string>): boolean {
  if (lowercase.size === 0) return false;
  for (let i = span.from; i < span.to; i++) {
    const token = a.tokens[i]!;
    if (lowercase.has(token.lemma) && /^\p{Lu}/u.test(token.text) && !capitalisedByPosition(a, i))
      return true;
  }
  return false;
}

/** The first word of a sentence is capitalised by grammar ("Greener than most funds."): it is written as a name
 * only when the word after it is capitalised too ("Green Horizon Fund"). */
function capitalisedByPosition(a: SentenceAnalysis, i: number): boolean {
  if (i !== a.tokens.findIndex((t) => t.kind !== 'break')) return false;
  const next = a.tokens[i + 1];
  return next !== undefined && next.kind !== 'break' && !/^\p{Lu}/u.test(next.text);
}

/** "To secure your place, please return the form": an opening infinitive followed by a request is the reader's
 * purpose, not the product's aim. */
function askedOfReader(a: SentenceAnalysis): boolean {
  const comma = a.tokens.findIndex((t) => t.lemma === ',');
  return comma > 0 && READER_REQUESTS.has(a.tokens[comma + 1]?.lemma ?? '');
}

function aimed(a: SentenceAnalysis, span: TokenSpan): boolean {
  const clause = a.clauseOf[span.from];
  // A sentence that opens with an infinitive of purpose states an aim ("Its aims: To provide an opportunity
  // for capital growth;"), as "aims to" does; "To date" opens a record, not an aim.
  if (
    clause === 0 &&
    a.tokens[0]?.lemma === 'to' &&
    a.tokens[1]?.kind === 'word' &&
    a.tokens[1].lemma !== 'date' &&
    !askedOfReader(a)
  )
    return true;
  // An aim word inside the match is part of what is claimed ("10-15% target returns"), not an aim hedging it.
  return a.tokens.some(
    (t, i) => a.clauseOf[i] === clause && (i < span.from || i >= span.to) && AIMS.has(t.lemma),
  );
}

/** True when the span stands in a conditional clause that does not begin with it: a pattern that opens with
 * "if" reads the condition itself ("if you'd parked it in a cash ISA, you'd have half"), a counterfactual. */
function conditioned(a: SentenceAnalysis, span: TokenSpan): boolean {
  const clause = a.clauseOf[span.from] ?? 0;
  if (!a.clauses[clause]?.conditional) return false;
  const opener = a.clauseOf.indexOf(clause);
  return opener !== span.from;
}

/** Lemma text of many sentences joined, so each pattern runs once per document, not once per sentence. */
export interface LemmaText {
  analyses: readonly SentenceAnalysis[];
  text: string;
  /** Offset of each sentence's lemmas in `text`. */
  offsets: number[];
  /** Lemma → offsets in `text` of the space before each of its occurrences (built on first use). */
  positions?: Map<string, number[]>;
}

function positionsOf(joined: LemmaText): Map<string, number[]> {
  if (joined.positions) return joined.positions;
  const positions = new Map<string, number[]>();
  joined.analyses.forEach((a, s) => {
    const base = joined.offsets[s]!;
    a.tokens.forEach((token, i) => {
      const at = base + a.lemmaStarts[i]! - 1;
      const list = positions.get(token.lemma);
      if (list) list.push(at);
      else positions.set(token.lemma, [at]);
    });
  });
  joined.positions = positions;
  return positions;
}

/** Where a pattern can start: every occurrence of its anchors, or everywhere (null). */
function candidates(joined: LemmaText, pattern: LemmaPattern): number[] | null {
  if (!pattern.anchors) return null;
  const positions = positionsOf(joined);
  const out: number[] = [];
  for (const anchor of pattern.anchors) {
    const list = positions.get(anchor);
    if (list) out.push(...list);
  }
  // Order does not matter: statements are sorted once at the end.
  return out;
}

export function joinLemmas(analyses: readonly SentenceAnalysis[]): LemmaText {
  const offsets: number[] = [];
  let offset = 0;
  const parts = analyses.map((a) => {
    offsets.push(offset);
    offset += a.lemmas.length + 1;
    return a.lemmas;
  });
  // A newline is not a space: no pattern (they join words with spaces) runs across two sentences.
  return { analyses, text: parts.join('\n'), offsets };
}

function sentenceAt(joined: LemmaText, offset: number): number {
  let lo = 0;
  let hi = joined.offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((joined.offsets[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

interface SentenceSpan extends TokenSpan {
  sentence: number;
}

function bySentence(spans: readonly SentenceSpan[]): Map<number, SentenceSpan[]> {
  const map = new Map<number, SentenceSpan[]>();
  for (const span of spans) map.set(span.sentence, [...(map.get(span.sentence) ?? []), span]);
  return map;
}

/** False when the document lacks every alternative of one of the pattern's required elements: no match is
 * possible, and the regex need not run (each lemma of the pattern must stand as a whole token's lemma). */
export function mayMatch(joined: LemmaText, pattern: LemmaPattern): boolean {
  const positions = positionsOf(joined);
  return pattern.required.every((element) =>
    element.some((words) => words.every((word) => positions.has(word))),
  );
}

function matchesOf(joined: LemmaText, pattern: LemmaPattern): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  if (!mayMatch(joined, pattern)) return out;
  const starts = candidates(joined, pattern);
  if (starts) {
    const sticky = pattern.sticky;
    for (const at of starts) {
      sticky.lastIndex = at;
      const m = sticky.exec(joined.text);
      if (m) out.push(m);
    }
    return out;
  }
  const regex = pattern.regex;
  regex.lastIndex = 0;
  for (let m = regex.exec(joined.text); m !== null; m = regex.exec(joined.text)) {
    out.push(m);
    regex.lastIndex = m.index + 1;
  }
  return out;
}

function spansIn(joined: LemmaText, pattern: LemmaPattern): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (const m of matchesOf(joined, pattern)) {
    const sentence = sentenceAt(joined, m.index + 1);
    const a = joined.analyses[sentence]!;
    // The match starts with the space before its first word (lexicon.ts).
    const local = m.index + 1 - joined.offsets[sentence]!;
    const from = tokenAtOffset(a, local);
    const to = tokenAtOffset(a, local + m[0].length - 2) + 1;
    if (from >= 0 && to > from) spans.push({ sentence, from, to });
  }
  return spans;
}

export interface ConceptStatement {
  /** Index into the analyses. */
  sentence: number;
  /** Character offsets in that sentence. */
  start: number;
  end: number;
}

/** Statements of the concept in every sentence of the joined text, in reading order. */
export function findConceptIn(joined: LemmaText, name: ConceptName): ConceptStatement[] {
  const concept = compiledConcepts().get(name);
  if (!concept) throw new Error(`Unknown concept ${name}`);
  const { spec } = concept;
  const excludedSentences = new Set(
    concept.sentenceExcept.flatMap((r) => spansIn(joined, r).map((s) => s.sentence)),
  );
  const exceptions = bySentence(concept.except.flatMap((r) => spansIn(joined, r)));
  const taken = new Map<number, SentenceSpan[]>();
  const found: ConceptStatement[] = [];
  // Phrases that count only beside another statement: the sentences within reach of one.
  let besideOk: (sentence: number) => boolean = () => true;
  if (concept.beside.length > 0) {
    const near = new Set(concept.near.flatMap((r) => spansIn(joined, r).map((s) => s.sentence)));
    besideOk = (sentence) => {
      for (let d = -concept.within; d <= concept.within; d++) if (near.has(sentence + d)) return true;
      return false;
    };
  }
  const patterns = [
    ...concept.phrases.map((regex, i) => ({ regex, beside: false, words: concept.phraseWords[i] })),
    ...concept.beside.map((regex) => ({ regex, beside: true, words: undefined })),
  ];
  for (const { regex, beside, words } of patterns) {
    for (const span of spansIn(joined, regex)) {
      const a = joined.analyses[span.sentence]!;
      if (excludedSentences.has(span.sentence)) continue;
      if (beside && !besideOk(span.sentence)) continue;
      if (spec.skipQuestions && a.isQuestion) continue;
      if (clashes(taken.get(span.sentence), span) || clashes(exceptions.get(span.sentence), span)) continue;
      if ((spec.negation ?? 'undoes') === 'undoes' && isSpanNegated(a, span)) continue;
      if (spec.hedges === 'undo' && isSpanHedged(a, span)) continue;
      if (spec.hedges === 'undo' && words && isSpanHedgedWithin(a, span, words)) continue;
      if (spec.hedges === 'aims-undo' && aimed(a, span)) continue;
      if (spec.conditionalUndoes && conditioned(a, span)) continue;
      if (a.reported && spec.reported !== 'keep') continue;
      if (writtenAsName(a, span, concept.lowercase)) continue;
      taken.set(span.sentence, [...(taken.get(span.sentence) ?? []), span]);
      found.push({
        sentence: span.sentence,
        start: a.tokens[span.from]!.start,
        end: a.tokens[span.to - 1]!.end,
      });
    }
  }
  return found.sort((x, y) => x.sentence - y.sentence || x.start - y.start);
}

/** Character spans [start, end) of the concept's statements in one analysed sentence. */
export function findConcept(a: SentenceAnalysis, name: ConceptName): { start: number; end: number }[] {
  return findConceptIn(joinLemmas([a]), name).map(({ start, end }) => ({ start, end }));
}

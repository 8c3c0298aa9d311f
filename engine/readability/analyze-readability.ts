import { createAcronymTracker, type AcronymFinding, type TextLocation } from './acronyms.ts';
import { GLOSSARY, type GlossaryEntry } from './data/glossary.ts';
import {
  daleChallGradeBand,
  scoresFromCounts,
  ukReadingAge,
  type ReadabilityCounts,
  type ReadabilityScores,
} from './formulas.ts';
import { createJargonMatcher, type JargonMatcher } from './jargon.ts';
import { findPassiveVoice } from './passive-voice.ts';
import { isBoilerplateSentence } from './boilerplate.ts';
import { addCounts, classifyWords, countWords, emptyCounts } from './text-counts.ts';
import { splitParagraphs, splitSentences, tokenizeWords } from './tokenize.ts';

/** Bumped whenever a change could alter a result for the same input (DESIGN.md: reproducible results). */
export const READABILITY_ENGINE_VERSION = '1.0.0';

/** GOV.UK content design: write for a reading age of 9. */
export const GOV_UK_TARGET_READING_AGE = 9;

export interface ReadabilitySectionInput {
  heading?: string;
  paragraphs: readonly string[];
  /**
   * Text of the section that is not measured but may spell out acronyms: a table's "Investment management
   * charge (IMC)" defines IMC for the prose after it (tableDefinitionTexts gives a table's rows and columns).
   */
  definitions?: readonly string[];
}

export type ReadabilityInput = string | { sections?: readonly ReadabilitySectionInput[] };

export interface ReadabilityOptions {
  /** Reading age to compare against; default 9 (GOV.UK). */
  targetReadingAge?: number;
  /** Sentences with more words than this are long; default 25. */
  longSentenceWords?: number;
  /** How many of the longest sentences to return; default 5. */
  longestSentenceCount?: number;
  /** Acronyms that need no definition, added to the built-in UK, VAT, … */
  knownAcronyms?: Iterable<string>;
  /** Jargon glossary; default the built-in one (data/glossary.ts). */
  glossary?: readonly GlossaryEntry[];
  /** Most occurrences kept per jargon term (the count is always complete); default 20. */
  maxOccurrencesPerTerm?: number;
  /**
   * The firm's boilerplate, as normal forms of sentences (boilerplateSentenceSet): a sentence whose normal form
   * is in the set is left out of every measure (reading age, lengths, passive voice, jargon, acronym uses) and
   * listed in `excludedSentences` instead. It may still define an acronym for the text around it.
   */
  excludeSentences?: ReadonlySet<string>;
}

export interface TextMetrics {
  counts: ReadabilityCounts;
  scores: ReadabilityScores;
  /** Flesch-Kincaid grade + 5; 0 for no text. */
  ukReadingAge: number;
  wordsPerSentence: number;
  syllablesPerWord: number;
  percentDifficultWords: number;
  daleChallGrade: string;
}

export interface ParagraphReadability {
  sectionIndex: number;
  paragraphIndex: number;
  /** The first words of the paragraph, to show where it is. */
  excerpt: string;
  metrics: TextMetrics;
  meetsTarget: boolean;
}

export interface SectionReadability {
  index: number;
  heading: string | null;
  /** Over the section's paragraphs; zeros for a heading without content. */
  metrics: TextMetrics;
  paragraphs: ParagraphReadability[];
}

export interface SentenceLocation extends TextLocation {
  paragraphIndex: number;
}

export interface SentenceInfo extends SentenceLocation {
  text: string;
  words: number;
}

export interface SentenceLengthBucket {
  label: string;
  minWords: number;
  /** null: no upper bound */
  maxWords: number | null;
  count: number;
}

export interface SentenceLengthDistribution {
  buckets: SentenceLengthBucket[];
  sentences: number;
  mean: number;
  median: number;
  p90: number;
  max: number;
  longSentenceWords: number;
  longSentences: number;
}

export interface PassiveVoiceFinding extends SentenceLocation {
  sentence: string;
  phrase: string;
  participle: string;
  agent: string | null;
}

export interface JargonOccurrence extends SentenceLocation {
  text: string;
}

export interface JargonFinding {
  id: string;
  term: string;
  plainEnglish: string;
  definition: string;
  count: number;
  occurrences: JargonOccurrence[];
}

export interface ReadingAgeTarget {
  targetReadingAge: number;
  ukReadingAge: number;
  meetsTarget: boolean;
  /** Years above the target; 0 when it is met. */
  yearsOverTarget: number;
  paragraphs: number;
  paragraphsOverTarget: number;
}

export interface ReadabilityResult {
  engineVersion: string;
  document: TextMetrics;
  sections: SectionReadability[];
  target: ReadingAgeTarget;
  sentenceLengths: SentenceLengthDistribution;
  longestSentences: SentenceInfo[];
  passiveVoice: PassiveVoiceFinding[];
  /** Acronyms used before they are defined, or never defined. */
  undefinedAcronyms: AcronymFinding[];
  jargon: JargonFinding[];
  /** Sentences left out of the measures as the firm's boilerplate, in reading order. */
  excludedSentences: SentenceInfo[];
}

const BUCKETS: readonly [string, number, number | null][] = [
  ['1-10', 1, 10],
  ['11-15', 11, 15],
  ['16-20', 16, 20],
  ['21-25', 21, 25],
  ['26-30', 26, 30],
  ['31-40', 31, 40],
  ['41+', 41, null],
];

const EXCERPT_LENGTH = 80;
/** A match written as an acronym: capitals (and digits), with a plural or possessive. */
const ACRONYM_TEXT = /^[A-Z][A-Z0-9&]*[A-Z0-9](?:['’]?s)?$/;

/**
 * A table's text (rows by line, cells by tab) as texts an acronym may be spelt out in: each row, and each column
 * read downwards, so a label with its short form in the cell below ("Investment management charge" over
 * "(IMC)") reads "Investment management charge (IMC)".
 */
export function tableDefinitionTexts(table: string): string[] {
  const rows = table.split('\n').map((row) => row.split('\t').map((cell) => cell.trim()));
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const texts = rows.map((row) => row.filter(Boolean).join(' '));
  for (let j = 0; j < columns; j++)
    texts.push(
      rows
        .map((row) => row[j] ?? '')
        .filter(Boolean)
        .join(' '),
    );
  return texts.filter((text) => /\([^()]*[A-Z]{2}/.test(text));
}

function metricsFor(counts: ReadabilityCounts): TextMetrics {
  const scores = scoresFromCounts(counts);
  return {
    counts: { ...counts },
    scores,
    ukReadingAge: ukReadingAge(counts),
    wordsPerSentence: counts.sentences > 0 ? counts.words / counts.sentences : 0,
    syllablesPerWord: counts.words > 0 ? counts.syllables / counts.words : 0,
    percentDifficultWords: counts.words > 0 ? (100 * counts.difficultWords) / counts.words : 0,
    daleChallGrade: daleChallGradeBand(scores.daleChallScore),
  };
}

function excerptOf(text: string): string {
  const flat = text
    .slice(0, EXCERPT_LENGTH * 3)
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= EXCERPT_LENGTH && text.length <= EXCERPT_LENGTH * 3) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function normaliseInput(input: ReadabilityInput): ReadabilitySectionInput[] {
  if (typeof input === 'string') return [{ paragraphs: splitParagraphs(input) }];
  return [...(input.sections ?? [])];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

function distribution(lengths: number[], longSentenceWords: number): SentenceLengthDistribution {
  const sorted = [...lengths].sort((a, b) => a - b);
  const total = sorted.reduce((sum, n) => sum + n, 0);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2 === 1
        ? (sorted[mid] ?? 0)
        : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    buckets: BUCKETS.map(([label, minWords, maxWords]) => ({
      label,
      minWords,
      maxWords,
      count: lengths.filter((n) => n >= minWords && (maxWords === null || n <= maxWords)).length,
    })),
    sentences: lengths.length,
    mean: lengths.length > 0 ? total / lengths.length : 0,
    median,
    p90: percentile(sorted, 90),
    max: sorted.at(-1) ?? 0,
    longSentenceWords,
    longSentences: lengths.filter((n) => n > longSentenceWords).length,
  };
}

const matcherCache = new WeakMap<readonly GlossaryEntry[], JargonMatcher>();

function matcherFor(glossary: readonly GlossaryEntry[]): JargonMatcher {
  let matcher = matcherCache.get(glossary);
  if (!matcher) {
    matcher = createJargonMatcher(glossary);
    matcherCache.set(glossary, matcher);
  }
  return matcher;
}

/**
 * Readability of a document, of each section and of each paragraph, with sentence lengths, passive voice,
 * acronyms used before they are defined and financial jargon. Headings are not scored (they are labels,
 * not sentences) and are not searched for passive voice or jargon, but may define acronyms; blank
 * paragraphs are skipped. Pure and deterministic.
 */
export function analyzeReadability(
  input: ReadabilityInput,
  options: ReadabilityOptions = {},
): ReadabilityResult {
  const targetReadingAge = options.targetReadingAge ?? GOV_UK_TARGET_READING_AGE;
  const longSentenceWords = options.longSentenceWords ?? 25;
  const longestSentenceCount = options.longestSentenceCount ?? 5;
  const maxOccurrences = options.maxOccurrencesPerTerm ?? 20;
  const jargonMatcher = matcherFor(options.glossary ?? GLOSSARY);
  const acronyms = createAcronymTracker(options.knownAcronyms);

  const documentCounts = emptyCounts();
  const sections: SectionReadability[] = [];
  const sentenceLengths: number[] = [];
  let longest: SentenceInfo[] = [];
  const passiveVoice: PassiveVoiceFinding[] = [];
  const jargon = new Map<string, JargonFinding>();
  const excludedSentences: SentenceInfo[] = [];
  let order = 0;
  let paragraphsOverTarget = 0;
  let paragraphCount = 0;

  normaliseInput(input).forEach((section, sectionIndex) => {
    const heading = section.heading?.trim() ? section.heading.trim() : null;
    if (heading) acronyms.scanDefinitions(heading, order++, sectionIndex, null);
    for (const text of section.definitions ?? []) acronyms.scanDefinitions(text, order++, sectionIndex, null);
    const sectionCounts = emptyCounts();
    const paragraphs: ParagraphReadability[] = [];

    (section.paragraphs ?? []).forEach((paragraph, paragraphIndex) => {
      if (typeof paragraph !== 'string' || !/[\p{L}\p{N}]/u.test(paragraph)) return;
      const paragraphOrder = order++;
      const definitionSpans = acronyms.scanDefinitions(
        paragraph,
        paragraphOrder,
        sectionIndex,
        paragraphIndex,
      );
      const counts = emptyCounts();

      for (const sentence of splitSentences(paragraph)) {
        const tokens = tokenizeWords(sentence.text);
        if (tokens.length === 0) continue;
        const location = { sectionIndex, paragraphIndex, start: sentence.start, end: sentence.end };
        if (isBoilerplateSentence(sentence.text, options.excludeSentences)) {
          excludedSentences.push({ ...location, text: sentence.text, words: tokens.length });
          continue;
        }
        const words = classifyWords(tokens);
        counts.sentences++;
        countWords(words, counts);

        sentenceLengths.push(tokens.length);
        if (longestSentenceCount > 0) {
          const last = longest.at(-1);
          if (longest.length < longestSentenceCount || (last && tokens.length > last.words)) {
            longest.push({ ...location, text: sentence.text, words: tokens.length });
            // stable: equal lengths keep document order
            longest = longest.sort((a, b) => b.words - a.words).slice(0, longestSentenceCount);
          }
        }

        for (const match of findPassiveVoice(sentence.text, tokens)) {
          passiveVoice.push({
            sectionIndex,
            paragraphIndex,
            start: sentence.start + match.start,
            end: sentence.start + match.end,
            sentence: sentence.text,
            phrase: match.phrase,
            participle: match.participle,
            agent: match.agent,
          });
        }

        for (const match of jargonMatcher.find(sentence.text, tokens)) {
          // An acronym the document spells out ("summary risk indicator (SRI)", "OCF (ongoing charges figure)")
          // is explained from there on: its long form counts as the term, the acronym does not count again.
          if (
            ACRONYM_TEXT.test(match.text) &&
            acronyms.isDefinedAt(match.text, paragraphOrder, sentence.start + match.start)
          )
            continue;
          let finding = jargon.get(match.entry.id);
          if (!finding) {
            finding = {
              id: match.entry.id,
              term: match.entry.term,
              plainEnglish: match.entry.plainEnglish,
              definition: match.entry.definition,
              count: 0,
              occurrences: [],
            };
            jargon.set(match.entry.id, finding);
          }
          finding.count++;
          if (finding.occurrences.length < maxOccurrences) {
            finding.occurrences.push({
              sectionIndex,
              paragraphIndex,
              start: sentence.start + match.start,
              end: sentence.start + match.end,
              text: match.text,
            });
          }
        }

        for (const word of words) {
          if (!word.isAcronym) continue;
          const start = sentence.start + word.token.start;
          if (definitionSpans.some(([from, to]) => start >= from && start < to)) continue;
          acronyms.addUse(
            word.token.text,
            sentence.text,
            paragraphOrder,
            { sectionIndex, paragraphIndex, start, end: sentence.start + word.token.end },
            word.token.start,
          );
        }
      }

      if (counts.words === 0) return;
      addCounts(sectionCounts, counts);
      const metrics = metricsFor(counts);
      const meetsTarget = metrics.ukReadingAge <= targetReadingAge;
      paragraphCount++;
      if (!meetsTarget) paragraphsOverTarget++;
      paragraphs.push({ sectionIndex, paragraphIndex, excerpt: excerptOf(paragraph), metrics, meetsTarget });
    });

    addCounts(documentCounts, sectionCounts);
    sections.push({ index: sectionIndex, heading, metrics: metricsFor(sectionCounts), paragraphs });
  });

  const document = metricsFor(documentCounts);
  return {
    engineVersion: READABILITY_ENGINE_VERSION,
    document,
    sections,
    target: {
      targetReadingAge,
      ukReadingAge: document.ukReadingAge,
      meetsTarget: document.ukReadingAge <= targetReadingAge,
      yearsOverTarget: Math.max(0, document.ukReadingAge - targetReadingAge),
      paragraphs: paragraphCount,
      paragraphsOverTarget,
    },
    sentenceLengths: distribution(sentenceLengths, longSentenceWords),
    longestSentences: longest,
    passiveVoice,
    undefinedAcronyms: acronyms.findings(),
    jargon: [...jargon.values()].sort((a, b) => b.count - a.count || a.term.localeCompare(b.term)),
    excludedSentences,
  };
}

// What a persona simulator knows about a document whatever the question: its passages and their index, body
// font size, headings, average sentence length, reading age, the jargon in each passage and which terms the
// document explains. Computed once per interview and shared across personas.
import type { ExtractedDocument } from '../document-model.ts';
import { boilerplateOption, documentReadingAge } from '../measures/document-measures.ts';
import { documentReadability } from '../measures/document-readability.ts';
import { countText, GLOSSARY, tokenizeWords, type GlossaryEntry } from '../readability/index.ts';
import { createJargonMatcher } from '../readability/jargon.ts';
import { PassageIndex, type Passage } from './passages.ts';
import { conceptsOf } from './relevance.ts';

export const jargon = createJargonMatcher(GLOSSARY);
const GLOSSARY_SECTION = /\b(glossary|jargon buster|key terms|definitions|what (?:these|the) terms mean)\b/i;
// Right after the term: "OCF means …", "OCF (the yearly cost of …)", "OCF, which is …", "OCF: the …".
const DEFINITION =
  /^\s*(?:\([a-z]{2,6}\))?\s*(?:means\b|refers to\b|is the\b|is a\b|is an\b|, which (?:is|means)\b|\((?:the|a|an|this|what|how)\b|[:—–-]\s*(?:the|a|an|this|what|how)\b|this charge|this is)/;

export interface DocumentProfileOptions {
  /** The firm's boilerplate sentences (normal forms, boilerplateSentenceSet): left out of the reading measures. */
  excludeSentences?: ReadonlySet<string>;
}

/** Everything about the document that does not depend on the question, computed once per interview. */
export class DocumentProfile {
  readonly index: PassageIndex;
  readonly lowerText: string;
  readonly bodyFontSize: number | null;
  readonly headingCount: number;
  readonly avgPassageWords: number;
  readonly avgSentenceWords: number;
  readonly readingAge: number | null;
  /** Boilerplate sentences left out of the reading measures, and how many of the measured sample were. */
  readonly excludeSentences: ReadonlySet<string> | undefined;
  readonly excludedSentenceCount: number;
  private readonly jargonCache = new Map<number, GlossaryEntry[]>();
  private readonly conceptCache = new Map<number, Set<string>>();
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly document: ExtractedDocument,
    options: DocumentProfileOptions = {},
  ) {
    this.excludeSentences = options.excludeSentences;
    this.index = new PassageIndex(document);
    const passages = this.index.passages;
    this.lowerText = passages.map((p) => p.text.toLowerCase()).join('\n');
    const bySize = new Map<number, number>();
    for (const p of passages) {
      if (p.fontSize > 0 && (p.kind === 'paragraph' || p.kind === 'list'))
        bySize.set(p.fontSize, (bySize.get(p.fontSize) ?? 0) + p.text.length);
    }
    let best: number | null = null;
    let bestChars = 0;
    for (const [size, chars] of [...bySize.entries()].sort((a, b) => a[0] - b[0])) {
      if (chars > bestChars) [best, bestChars] = [size, chars];
    }
    this.bodyFontSize = best;
    this.headingCount = document.pages.reduce(
      (n, page) => n + page.blocks.filter((b) => b.kind === 'heading').length,
      0,
    );
    const prose = passages.filter((p) => p.kind !== 'table');
    const words = prose.map((p) => p.text.split(' ').length);
    this.avgPassageWords = words.length ? words.reduce((a, b) => a + b, 0) / words.length : 0;
    // The first 3,000 words are plenty for an average sentence length and keep long reports fast.
    let budget = 3000;
    const sample: string[] = [];
    for (const p of prose) {
      if (budget <= 0) break;
      sample.push(p.text);
      budget -= p.text.split(' ').length;
    }
    const counts = countText(sample.join('\n\n'), { excludeSentences: this.excludeSentences });
    this.avgSentenceWords = counts.sentences > 0 ? counts.words / counts.sentences : 0;
    // the document's reading age as the check, the analysis and Compare show it (engine/measures), with the
    // firm's boilerplate left out as they leave it out
    const measured = documentReadability(document, boilerplateOption(this.excludeSentences)).result;
    this.excludedSentenceCount = measured.excludedSentences.length;
    this.readingAge = documentReadingAge(document, { excludeSentences: this.excludeSentences }).readingAge;
  }

  /** Question-level work that does not depend on the persona (where the answer is), done once per panel. */
  remember<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** Is a word printed in lower case somewhere in the document (so it is no proper name)? */
  usesInLowerCase(lowerWord: string): boolean {
    return this.remember('lower-case-words', () => {
      const words = new Set<string>();
      for (const p of this.index.passages)
        for (const m of `${p.heading} ${p.text}`.matchAll(/(?<![\p{L}])\p{Ll}+/gu)) words.add(m[0]);
      return words;
    }).has(lowerWord);
  }

  /** The concepts a passage (with its heading) speaks of, for the relevance gate. */
  conceptsIn(passage: Passage): Set<string> {
    let concepts = this.conceptCache.get(passage.index);
    if (!concepts) {
      concepts = conceptsOf(passage.terms);
      this.conceptCache.set(passage.index, concepts);
    }
    return concepts;
  }

  jargonIn(passage: Passage): GlossaryEntry[] {
    const cached = this.jargonCache.get(passage.index);
    if (cached) return cached;
    const seen = new Map<string, GlossaryEntry>();
    for (const m of jargon.find(passage.text, tokenizeWords(passage.text))) seen.set(m.entry.id, m.entry);
    const found = [...seen.values()];
    this.jargonCache.set(passage.index, found);
    return found;
  }

  /** A term counts as explained when the document also gives its plain-English meaning somewhere. */
  private explained: Set<string> | null = null;

  /**
   * A term counts as explained when the document gives its plain-English meaning, defines it where it is used
   * ("OCF means …", "OCF (the yearly cost …)"), or lists it in a glossary section.
   */
  isExplained(entry: GlossaryEntry): boolean {
    if (!this.explained) {
      this.explained = new Set();
      for (const p of this.index.passages) {
        const inGlossary = GLOSSARY_SECTION.test(p.heading) || GLOSSARY_SECTION.test(p.text.slice(0, 40));
        for (const m of jargon.find(p.text, tokenizeWords(p.text))) {
          const after = p.text.slice(m.end, m.end + 40).toLowerCase();
          if (inGlossary || DEFINITION.test(after)) this.explained.add(m.entry.id);
        }
      }
    }
    return this.explained.has(entry.id) || this.lowerText.includes(entry.plainEnglish.toLowerCase());
  }
}

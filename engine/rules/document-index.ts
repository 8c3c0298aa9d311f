// The document as the rule checks see it: sentences in reading order, each with its page, block kind and
// font size, and one joined text that every pattern is run over once (a regex per pattern over the whole
// document is much faster than one per sentence). Matches never cross a sentence.
import type { Block, BlockKind, ExtractedDocument } from '../document-model.ts';
import { textModel } from '../text/index.ts';
import { meets } from './pattern-requirements.ts';
import { normaliseForMatching, type CompiledPattern } from './patterns.ts';

export interface Sentence {
  /** Position in reading order. */
  index: number;
  /** 1-based page number. */
  page: number;
  blockIndex: number;
  kind: BlockKind;
  /** The sentence as printed (white space collapsed; list bullets left out; table cells joined by " | "). */
  text: string;
  /** `text` normalised for matching: same length, same offsets. */
  norm: string;
  /** Offset of `norm` in the joined text. */
  offset: number;
  /** The block's font size in points; 0 when the source has no geometry. */
  fontSize: number;
  isQuestion: boolean;
}

export interface Match {
  sentence: number;
  /** Offsets in the sentence text. */
  start: number;
  end: number;
}

const sizeOf = (block: Block) => (Number.isFinite(block.fontSize) && block.fontSize > 0 ? block.fontSize : 0);

// Sentences are joined with a character no pattern's \s or \w matches, so phrases cannot run across.
const SEPARATOR = '\n\u0000\n';

export class DocumentIndex {
  readonly sentences: Sentence[] = [];
  readonly text: string;
  readonly pageNumbers: number[];
  /** Predominant font size of body text (paragraphs and lists, weighted by characters); null without font data. */
  readonly bodyFontSize: number | null;
  /** Largest font size on each page. */
  readonly pageMaxFontSize = new Map<number, number>();
  readonly wordCount: number;
  private readonly offsets: number[] = [];
  private readonly cache = new Map<string, Match[]>();
  /** The text's distinct words, lower case and sorted (built on first use); null when none may be skipped. */
  private words: string[] | null | undefined;

  constructor(readonly document: ExtractedDocument) {
    const parts: string[] = [];
    let offset = 0;
    let words = 0;
    const charsBySize = new Map<number, number>();
    for (const page of document.pages) {
      let pageMax = 0;
      for (const block of page.blocks) {
        const fontSize = sizeOf(block);
        if (fontSize > pageMax) pageMax = fontSize;
        if (fontSize > 0 && (block.kind === 'paragraph' || block.kind === 'list')) {
          const key = Math.round(fontSize * 10) / 10;
          charsBySize.set(key, (charsBySize.get(key) ?? 0) + block.text.length);
        }
      }
      this.pageMaxFontSize.set(page.number, pageMax);
    }
    // Every sentence of the text model, headings and running headers and footers included: a warning
    // printed in a footer is printed on every page, and a heading is where a prominent claim often sits.
    const { flow, flowSentences } = textModel(document);
    for (const s of flowSentences) {
      const { text } = s;
      const norm = normaliseForMatching(text);
      this.sentences.push({
        index: this.sentences.length,
        page: s.page,
        blockIndex: s.indexOnPage,
        kind: s.kind,
        text,
        norm,
        offset,
        fontSize: sizeOf(flow[s.blockOrder]!.block),
        isQuestion: /\?["')\]]*$/.test(norm),
      });
      this.offsets.push(offset);
      parts.push(norm);
      offset += norm.length + SEPARATOR.length;
      words += text.split(' ').length;
    }
    this.text = parts.join(SEPARATOR);
    this.wordCount = words;
    this.pageNumbers = document.pages.map((page) => page.number);
    let best: number | null = null;
    let bestChars = 0;
    // Ties go to the smaller size: the body is rarely the larger of two equally used sizes.
    for (const [size, chars] of [...charsBySize.entries()].sort((a, b) => a[0] - b[0])) {
      if (chars > bestChars) {
        best = size;
        bestChars = chars;
      }
    }
    this.bodyFontSize = bestChars >= 80 ? best : null;
  }

  /** The sentence containing a joined-text offset. */
  private sentenceAt(offset: number): Sentence | undefined {
    let lo = 0;
    let hi = this.offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.offsets[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return this.sentences[lo];
  }

  /**
   * Words as a regex's \b and \w see them: runs of [A-Za-z0-9_]. A text holding the long s or the Kelvin sign,
   * which a /iu regex reads as "s" and "k", is always searched in full (null): its words are not these runs.
   */
  private distinctWords(): string[] | null {
    if (this.words === undefined) {
      this.words = /[\u017f\u212a]/.test(this.text)
        ? null
        : [...new Set([...new Set(this.text.match(/\w+/g))].map((word) => word.toLowerCase()))].sort();
    }
    return this.words;
  }

  /** Does some word of the text (lower case) start with `prefix`: the first word not below it, by binary search. */
  private hasWordStartingWith = (prefix: string): boolean => {
    const words = this.distinctWords();
    if (!words) return true;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]?.startsWith(prefix) ?? false;
  };

  /** False when the text lacks a word the pattern requires: most patterns name wording a document does not
   * have, and then no match is possible and the regex need not run. */
  mayMatch(pattern: CompiledPattern): boolean {
    return meets(pattern.required, this.hasWordStartingWith);
  }

  /** Every match of a pattern, in reading order; cached, since rules share patterns. */
  find(pattern: CompiledPattern): Match[] {
    const cached = this.cache.get(pattern.source);
    if (cached) return cached;
    const out: Match[] = [];
    if (!this.mayMatch(pattern)) {
      this.cache.set(pattern.source, out);
      return out;
    }
    const regex = pattern.regex;
    regex.lastIndex = 0;
    for (let m = regex.exec(this.text); m !== null; m = regex.exec(this.text)) {
      if (m[0].length === 0) {
        regex.lastIndex++;
        continue;
      }
      const sentence = this.sentenceAt(m.index);
      if (!sentence) break;
      const end = m.index + m[0].length;
      if (end <= sentence.offset + sentence.norm.length) {
        out.push({ sentence: sentence.index, start: m.index - sentence.offset, end: end - sentence.offset });
        continue;
      }
      // The match ran past the sentence (a greedy gap such as [^.]{0,60}); look again inside it.
      const local = new RegExp(regex.source, regex.flags);
      local.lastIndex = m.index - sentence.offset;
      for (let lm = local.exec(sentence.norm); lm !== null; lm = local.exec(sentence.norm)) {
        if (lm[0].length === 0) {
          local.lastIndex++;
          continue;
        }
        out.push({ sentence: sentence.index, start: lm.index, end: lm.index + lm[0].length });
      }
      regex.lastIndex = sentence.offset + sentence.norm.length + SEPARATOR.length;
    }
    this.cache.set(pattern.source, out);
    return out;
  }

  findAll(patterns: readonly CompiledPattern[]): Match[] {
    if (patterns.length === 1) return this.find(patterns[0]!);
    const all = patterns.flatMap((p) => this.find(p));
    return all.sort((a, b) => a.sentence - b.sentence || a.start - b.start || a.end - b.end);
  }

  /** Joined-text offset of a match (for distances in characters). */
  absolute(match: Match, at: 'start' | 'end'): number {
    const sentence = this.sentences[match.sentence];
    return (sentence?.offset ?? 0) + (at === 'start' ? match.start : match.end);
  }
}

// One function per check type. Each takes the indexed document and a validated check and returns an
// outcome: passed, not applicable (with the reason) or a finding with evidence (page + quoted sentence).
import { boilerplateOption } from '../measures/document-measures.ts';
import { documentReadability } from '../measures/document-readability.ts';
import {
  isFamiliarWord,
  splitSentences,
  type AcronymFinding,
  type ReadabilityResult,
} from '../readability/index.ts';
import {
  claims,
  evidenceOf,
  finding,
  passedWith,
  sentenceOf,
  uniqueEvidence,
  type Evidence,
  type Outcome,
} from './check-support.ts';
import { conceptCheck, conceptMatches } from './concept-check.ts';
import { documentAgeCheck } from './document-age-check.ts';
import type { DocumentIndex, Match } from './document-index.ts';
import { isNegated } from './negation.ts';
import { compilePattern, type CompiledPattern } from './patterns.ts';
import { quoteOf } from './quote.ts';
import { yearSeriesCheck } from './year-series-check.ts';
import type {
  Check,
  MetricThresholdCheck,
  OccurrenceCheck,
  ProhibitedPhraseCheck,
  ProminenceCheck,
  ProximityCheck,
  RequiredPresenceCheck,
} from './schema.ts';

const compiledPatterns = new Map<string, CompiledPattern>();

function compiled(patterns: readonly string[]): CompiledPattern[] {
  return patterns.map((source) => {
    let pattern = compiledPatterns.get(source);
    if (!pattern) {
      pattern = compilePattern(source);
      compiledPatterns.set(source, pattern);
    }
    return pattern;
  });
}

interface ReadabilityView {
  result: ReadabilityResult;
  /** The page of a section's paragraph (or of its heading when paragraphIndex is null). */
  pageOf: (sectionIndex: number, paragraphIndex: number | null) => number;
  paragraphs: string[][];
  words: number;
}

export type { Evidence, Outcome } from './check-support.ts';

export interface CheckDates {
  /** YYYY-MM-DD: the day the document is checked on (the engine has no clock). */
  checkDate?: string;
  /** YYYY-MM-DD: the document's "as at" date as stored on its version; read from the content when absent. */
  documentDate?: string;
}

export class CheckContext {
  private readabilityView: ReadabilityView | undefined;
  /** Per-document results shared by rules (concept statements, sentence analyses). */
  readonly memo = new Map<string, unknown>();

  constructor(
    readonly index: DocumentIndex,
    readonly maxEvidence: number,
    /** The day of the check and the document's stored "as at" date, for dated rules (document-age). */
    readonly dates: CheckDates = {},
    /** The firm's boilerplate sentences (normal forms), left out of the reading measures. */
    readonly excludeSentences?: ReadonlySet<string>,
  ) {}

  matches(patterns: readonly string[] | undefined): Match[] {
    if (!patterns || patterns.length === 0) return [];
    return this.index.findAll(compiled(patterns));
  }

  /**
   * The body prose every reading measure is taken on (engine/measures): the same text, and so the same
   * figures, as the analysis, the personas and Enhancements.
   */
  readability(): ReadabilityView {
    if (!this.readabilityView) {
      const { result, layout } = documentReadability(
        this.index.document,
        boilerplateOption(this.excludeSentences),
      );
      this.readabilityView = {
        result,
        pageOf: (s, p) =>
          (p === null ? undefined : layout.paragraphPages[s]?.[p]) ?? layout.headingPages[s] ?? 1,
        paragraphs: layout.sections.map((section) => [...section.paragraphs]),
        words: result.document.counts.words,
      };
    }
    return this.readabilityView;
  }

  /** Boilerplate sentences the reading measures left out, with their pages; none when nothing was measured. */
  excludedBoilerplate(): Evidence[] {
    const view = this.readabilityView;
    if (!view) return [];
    return uniqueEvidence(
      view.result.excludedSentences.map((s) => ({
        page: view.pageOf(s.sectionIndex, s.paragraphIndex),
        quote: quoteOf(s.text),
      })),
    );
  }
}

function requiredPresence(ctx: CheckContext, check: RequiredPresenceCheck): Outcome {
  if (check.minWords > 0 && ctx.index.wordCount < check.minWords) {
    return { status: 'not-applicable', note: `Too short to need this (${ctx.index.wordCount} words).` };
  }
  let triggers: Match[] = [];
  if (check.onlyIf) {
    triggers = claims(ctx, ctx.matches(check.onlyIf), {
      negationAware: check.negationAware,
      skipQuestions: false,
      skipQuotedNames: false,
    });
    if (triggers.length === 0)
      return { status: 'passed', note: 'Its condition does not arise in this document.' };
  }
  const counts = (m: Match): boolean => {
    const sentence = sentenceOf(ctx, m);
    if (check.scope === 'headings' && sentence.kind !== 'heading') return false;
    return !(check.negationAware && isNegated(sentence.norm, m.start, m.end));
  };
  const groups = [
    ...(check.anyOf ? [{ label: 'the required statement', anyOf: check.anyOf }] : []),
    ...(check.allOf ?? []),
  ];
  if (check.ordered) return inOrder(ctx, groups, counts);
  // Each group's first counted match is what satisfied it: the evidence of a pass.
  const firsts = groups.map((group) => ctx.matches(group.anyOf).find(counts));
  const missing = groups.filter((_, i) => firsts[i] === undefined);
  if (missing.length === 0)
    return passedWith(
      ctx,
      firsts.filter((m) => m !== undefined),
    );
  const detail = `missing: ${missing.map((g) => g.label).join('; ')}`;
  return finding(ctx, triggers, { detail }, Math.min(ctx.maxEvidence, 3));
}

/**
 * Prescribed sections in their prescribed order. Each group takes its first counted match after the
 * previous group's; a group found only earlier is out of order (its heading is the evidence), a group not
 * found at all is missing. Headings repeated later (running headers) do not make a section out of order.
 */
function inOrder(
  ctx: CheckContext,
  groups: readonly { label: string; anyOf: readonly string[] }[],
  counts: (m: Match) => boolean,
): Outcome {
  const missing: string[] = [];
  const misplaced: { label: string; after: string; match: Match }[] = [];
  const chosen: Match[] = [];
  let position = -1;
  let previous = '';
  for (const group of groups) {
    const found = ctx
      .matches(group.anyOf)
      .filter(counts)
      .sort((a, b) => a.sentence - b.sentence);
    if (found.length === 0) {
      missing.push(group.label);
      continue;
    }
    const next = found.find((m) => m.sentence > position);
    if (next) {
      chosen.push(next);
      position = next.sentence;
      previous = group.label;
    } else if (found[0]) {
      misplaced.push({ label: group.label, after: previous, match: found[0] });
    }
  }
  if (missing.length === 0 && misplaced.length === 0) return passedWith(ctx, chosen);
  const details = [
    ...(missing.length > 0 ? [`missing: ${missing.join('; ')}`] : []),
    ...(misplaced.length > 0
      ? [`out of order: ${misplaced.map((m) => `${m.label} should come after ${m.after}`).join('; ')}`]
      : []),
  ];
  return finding(
    ctx,
    misplaced.map((m) => m.match),
    { detail: details.join('; ') },
    Math.min(ctx.maxEvidence, 3),
  );
}

function prohibitedPhrase(ctx: CheckContext, check: ProhibitedPhraseCheck): Outcome {
  const found = claims(ctx, ctx.matches(check.patterns), {
    exceptions: check.exceptions,
    negationAware: check.negationAware,
    skipQuestions: check.skipQuestions,
    skipQuotedNames: true,
  });
  return found.length === 0 ? { status: 'passed' } : finding(ctx, found);
}

function proximity(ctx: CheckContext, check: ProximityCheck): Outcome {
  const triggers = claims(ctx, ctx.matches(check.trigger), {
    exceptions: check.triggerExceptions,
    negationAware: check.negationAware,
    skipQuestions: check.skipQuestions,
    skipQuotedNames: true,
  });
  if (triggers.length === 0) return { status: 'passed', note: 'Nothing in the document calls for it.' };
  const required = ctx.matches(check.required).filter((m) => {
    const sentence = sentenceOf(ctx, m);
    return !(check.negationAware && isNegated(sentence.norm, m.start, m.end));
  });
  const sentences = ctx.index.sentences;
  const requiredSentences = new Set(required.map((m) => m.sentence));
  const requiredStarts = required.map((m) => ({
    match: m,
    start: ctx.index.absolute(m, 'start'),
    end: ctx.index.absolute(m, 'end'),
    page: sentenceOf(ctx, m).page,
  }));

  /** The required text that satisfies the trigger, or null. */
  const satisfier = (t: Match): Match | null => {
    const page = sentenceOf(ctx, t).page;
    if (check.withinSentences !== undefined) {
      const n = check.withinSentences;
      for (let i = Math.max(0, t.sentence - n); i <= Math.min(sentences.length - 1, t.sentence + n); i++) {
        if (!requiredSentences.has(i)) continue;
        if (!check.samePage || sentences[i]?.page === page)
          return required.find((m) => m.sentence === i) ?? null;
      }
    }
    if (check.withinChars !== undefined) {
      const from = ctx.index.absolute(t, 'start');
      const to = ctx.index.absolute(t, 'end');
      for (const r of requiredStarts) {
        const gap = r.start >= to ? r.start - to : from >= r.end ? from - r.end : 0;
        if (gap <= check.withinChars && (!check.samePage || r.page === page)) return r.match;
      }
    }
    return null;
  };
  const near = triggers.map(satisfier);
  const unsatisfied = triggers.filter((_, i) => near[i] === null);
  return unsatisfied.length === 0
    ? passedWith(
        ctx,
        near.filter((m) => m !== null),
      )
    : finding(ctx, unsatisfied);
}

function formatPt(size: number): string {
  return String(Math.round(size * 10) / 10);
}

function prominence(ctx: CheckContext, check: ProminenceCheck): Outcome {
  const body = ctx.index.bodyFontSize;
  if (body === null) {
    return {
      status: 'not-applicable',
      note: 'The extraction has no font sizes for this document (OCR, Word, Excel or CSV), so prominence cannot be measured.',
    };
  }
  const found = [
    ...claims(ctx, ctx.matches(check.patterns), {
      exceptions: check.exceptions,
      negationAware: false,
      skipQuestions: false,
      skipQuotedNames: false,
    }),
    ...(check.concept ? conceptMatches(ctx, check.concept) : []),
  ];
  const tolerance = check.tolerancePt;
  const flagged: Match[] = [];
  let extreme: number | null = null;
  for (const m of found) {
    const sentence = sentenceOf(ctx, m);
    const size = sentence.fontSize;
    if (size <= 0) continue;
    const tooSmall =
      check.minRatioToBodyFont !== undefined && size < body * check.minRatioToBodyFont - tolerance;
    const pageMax = ctx.index.pageMaxFontSize.get(sentence.page) ?? 0;
    const mostProminent =
      check.forbidMostProminent && size >= pageMax - tolerance && size > body * 1.2 + tolerance;
    if (tooSmall || mostProminent) {
      flagged.push(m);
      if (extreme === null || (tooSmall ? size < extreme : size > extreme)) extreme = size;
    }
  }
  if (flagged.length === 0) {
    if (found.length === 0) return { status: 'passed' };
    return {
      ...passedWith(ctx, found),
      basis: `Measured ${found.length} ${found.length === 1 ? 'passage' : 'passages'} against the ${formatPt(body)}pt body text.`,
    };
  }
  return finding(ctx, flagged, { fontSize: formatPt(extreme ?? 0), bodyFontSize: formatPt(body) });
}

/** A length limit in pages (a KID's three, a KII's two): measured on any document, however short. */
function pageCount(ctx: CheckContext, check: MetricThresholdCheck): Outcome {
  const value = ctx.index.document.pages.length;
  const max = typeof check.max === 'number' ? check.max : undefined;
  const over = max !== undefined && value > max;
  const under = check.min !== undefined && value < check.min;
  if (!over && !under) return { status: 'passed', basis: `${value} pages (${limitText(check)}).` };
  const page = over && max !== undefined ? max + 1 : 1;
  const first = ctx.index.sentences.find((s) => s.page === page);
  return {
    status: 'finding',
    evidence: first ? [{ page, quote: quoteOf(first.text) }] : [],
    occurrences: 1,
    values: {
      value,
      ...(max !== undefined ? { max } : {}),
      ...(check.min !== undefined ? { min: check.min } : {}),
      detail: `${value} pages`,
    },
  };
}

/** A measured value in words: "a reading age of 10", "4% long sentences". */
const MEASURED: Record<MetricThresholdCheck['metric'], (value: number) => string> = {
  ukReadingAge: (v) => `a reading age of ${v}`,
  jargonPer1000: (v) => `${v} jargon terms per 1,000 words`,
  longSentencePercent: (v) => `${v}% long sentences`,
  passiveVoicePercent: (v) => `${v}% passive sentences`,
  undefinedAcronyms: (v) => `${v} undefined ${v === 1 ? 'acronym' : 'acronyms'}`,
  pageCount: (v) => `${v} pages`,
};

/** "at most 12", "at least 5, at most 10". */
function limitText(check: { min?: number; max?: number | 'target' }): string {
  return [
    ...(check.min !== undefined ? [`at least ${check.min}`] : []),
    ...(typeof check.max === 'number'
      ? [`at most ${check.max}`]
      : check.max === 'target'
        ? ['at most the document type’s target']
        : []),
  ].join(', ');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Capitalised headings extracted as text ("ANNUAL PERFORMANCE", "FUND AIM", "GLOSSARY") are words in
 * capitals, not acronyms: drop ordinary English words and long all-capital words.
 */
function isLikelyAcronym(finding: AcronymFinding): boolean {
  const letters = finding.acronym.replace(/[^A-Za-z]/g, '');
  return letters.length < 6 && !isFamiliarWord(finding.acronym.toLowerCase());
}

function metricThreshold(ctx: CheckContext, check: MetricThresholdCheck): Outcome {
  if (check.metric === 'pageCount') return pageCount(ctx, check);
  const view = ctx.readability();
  if (view.words < check.minWords) {
    return { status: 'not-applicable', note: `Too little body text to measure (${view.words} words).` };
  }
  const { result } = view;
  const sentences = result.sentenceLengths.sentences;
  const pageOf = (at: { sectionIndex: number; paragraphIndex: number | null }) =>
    view.pageOf(at.sectionIndex, at.paragraphIndex);
  let value: number;
  let evidence: Evidence[] = [];
  let detail = '';
  switch (check.metric) {
    case 'ukReadingAge':
      // one decimal, the figure every screen shows (engine/measures documentReadingAge)
      value = round1(result.document.ukReadingAge);
      evidence = result.longestSentences.map((s) => ({
        page: pageOf(s),
        quote: quoteOf(s.text),
      }));
      break;
    case 'longSentencePercent':
      value = round1(sentences > 0 ? (100 * result.sentenceLengths.longSentences) / sentences : 0);
      evidence = result.longestSentences
        .filter((s) => s.words > result.sentenceLengths.longSentenceWords)
        .map((s) => ({ page: pageOf(s), quote: quoteOf(s.text) }));
      break;
    case 'passiveVoicePercent':
      value = round1(sentences > 0 ? (100 * result.passiveVoice.length) / sentences : 0);
      evidence = result.passiveVoice.map((p) => ({
        page: pageOf(p),
        quote: quoteOf(p.sentence),
      }));
      break;
    case 'undefinedAcronyms': {
      const acronyms = result.undefinedAcronyms.filter(isLikelyAcronym);
      value = acronyms.length;
      evidence = acronyms.map((a) => ({
        page: pageOf(a.firstUse),
        quote: quoteOf(a.firstUse.sentence),
      }));
      detail = acronyms
        .slice(0, 8)
        .map((a) => a.acronym)
        .join(', ');
      break;
    }
    case 'jargonPer1000': {
      const total = result.jargon.reduce((sum, j) => sum + j.count, 0);
      value = round1(view.words > 0 ? (1000 * total) / view.words : 0);
      // one quote per sentence: a sentence with three terms is quoted once, around its first term
      const quoted = new Set<string>();
      evidence = result.jargon.flatMap((j) => {
        const occurrence = j.occurrences[0];
        if (!occurrence || occurrence.paragraphIndex === null) return [];
        const paragraph = view.paragraphs[occurrence.sectionIndex]?.[occurrence.paragraphIndex] ?? '';
        const span = splitSentences(paragraph).find(
          (s) => s.start <= occurrence.start && occurrence.end <= s.end,
        );
        const sentenceKey = `${occurrence.sectionIndex}:${occurrence.paragraphIndex}:${span?.start ?? -1}`;
        if (quoted.has(sentenceKey)) return [];
        quoted.add(sentenceKey);
        const text = (span?.text ?? paragraph).replace(/\s+/g, ' ').trim();
        const offset = span ? occurrence.start - span.start : occurrence.start;
        return [
          {
            page: pageOf(occurrence),
            quote: quoteOf(text, offset, offset + occurrence.end - occurrence.start),
          },
        ];
      });
      detail = result.jargon
        .slice(0, 5)
        .map((j) => `${j.term} ×${j.count} (say “${j.plainEnglish}”)`)
        .join('; ');
      break;
    }
  }
  // check-document resolves "target" to the document type's figure before the check runs
  const max = typeof check.max === 'number' ? check.max : undefined;
  const over = max !== undefined && value > max;
  const under = check.min !== undefined && value < check.min;
  if (!over && !under)
    return {
      status: 'passed',
      basis: `Measured ${MEASURED[check.metric](value)} (${limitText(check)}) over ${view.words} words.`,
    };
  // Several jargon terms or passive phrases in one sentence (or a sentence printed twice on a page) are one
  // passage to quote, not several.
  evidence = uniqueEvidence(evidence);
  return {
    status: 'finding',
    evidence: evidence.slice(0, Math.min(ctx.maxEvidence, 5)),
    occurrences: evidence.length,
    values: {
      value,
      ...(max !== undefined ? { max } : {}),
      ...(check.min !== undefined ? { min: check.min } : {}),
      detail,
    },
  };
}

function occurrence(ctx: CheckContext, check: OccurrenceCheck): Outcome {
  if (check.onlyIf && ctx.matches(check.onlyIf).length === 0) {
    return { status: 'passed', note: 'Its condition does not arise in this document.' };
  }
  const found = claims(ctx, ctx.matches(check.patterns), {
    exceptions: check.exceptions,
    negationAware: check.negationAware,
    skipQuestions: false,
    skipQuotedNames: true,
  });
  const count = found.length;
  const values = {
    count,
    ...(check.max !== undefined ? { max: check.max } : {}),
    ...(check.min !== undefined ? { min: check.min } : {}),
  };
  if (check.max !== undefined && count > check.max) {
    const { evidence } = evidenceOf(ctx, found);
    return { status: 'finding', evidence, occurrences: count, values };
  }
  if (check.min !== undefined && count < check.min) {
    const { evidence } = evidenceOf(ctx, found);
    return { status: 'finding', evidence, occurrences: count, values };
  }
  return {
    ...passedWith(ctx, found),
    basis: `Found ${count} ${count === 1 ? 'time' : 'times'} (${limitText(check)}).`,
  };
}

export function runCheck(ctx: CheckContext, check: Check): Outcome {
  switch (check.type) {
    case 'required-presence':
      return requiredPresence(ctx, check);
    case 'prohibited-phrase':
      return prohibitedPhrase(ctx, check);
    case 'proximity':
      return proximity(ctx, check);
    case 'prominence':
      return prominence(ctx, check);
    case 'metric-threshold':
      return metricThreshold(ctx, check);
    case 'occurrence':
      return occurrence(ctx, check);
    case 'concept':
      return conceptCheck(ctx, check);
    case 'year-series':
      return yearSeriesCheck(ctx, check);
    case 'document-age':
      return documentAgeCheck(ctx, check);
  }
}

// The built-in persona simulator (DESIGN.md §7). For each question: retrieve the passages a reader would
// land on (BM25), judge what this persona could take from them (are the facts there and findable; reading
// age against the persona's; glossary terms the persona would not know and the document does not explain;
// vulnerability and accessibility needs), then answer in the persona's voice with a 1-5 score and feedback
// that names the cause and quotes what was read. No clock, no randomness: the same inputs give the same
// transcript, so a score change always means the document (or the persona) changed.
import type { AnswerCause, Evidence, SpeechStyle, TranscriptItem } from '#common/api/personas.ts';
import {
  knowledgeLevelOf,
  VULNERABILITY_DRIVER_LABELS,
  type AccessibilityNeed,
  type InterviewCategory,
  type KnowledgeLevel,
  type VulnerabilityDriver,
} from '#common/personas.ts';
import type { ExtractedDocument } from '../document-model.ts';
import {
  countText,
  GLOSSARY,
  tokenizeWords,
  ukReadingAge,
  type GlossaryEntry,
} from '../readability/index.ts';
import { createJargonMatcher } from '../readability/jargon.ts';
import { knowsTerm, LOW_VISION_MIN_FONT, readingTolerance, SMALL_PRINT_FONT } from './knowledge.ts';
import { LAYOUT_EXPANSION, needOf, type Need } from './needs.ts';
import { PassageIndex, terms, type Passage } from './passages.ts';

/** Font sizes as a reader would say them: to the half point (PDFs give 8.04 for 8 pt text). */
const pt = (size: number): number => Math.round(size * 2) / 2;

export const PERSONA_ENGINE_VERSION = 'persona-sim-2';
export const BUILTIN_MODEL = 'clarion-persona-simulator';

export interface SimPersona {
  name: string;
  age: number;
  financialKnowledge: string;
  vulnerability: boolean;
  vulnerabilityDrivers: readonly VulnerabilityDriver[];
  accessibilityNeeds: readonly AccessibilityNeed[];
  speechStyle: SpeechStyle;
  concerns: readonly string[];
  motivations: readonly string[];
}

export interface SimQuestion {
  id: string | null;
  category: InterviewCategory;
  text: string;
}

/** What the simulator found for one question: also handed to an LLM as the evidence it must use. */
export interface Judgement {
  question: SimQuestion;
  need: Need | null;
  /** Passages read, best first (at most three). */
  read: Passage[];
  /** found: in the passages read; hard-to-find: elsewhere in the document; missing: nowhere. */
  facts: 'found' | 'hard-to-find' | 'missing' | 'not-applicable';
  /** The sentence carrying the fact, when found. */
  factQuote: string | null;
  readingAge: number | null;
  tolerance: number;
  unknownTerms: GlossaryEntry[];
  causes: AnswerCause[];
  /** Why, one phrase per cause, for the feedback. */
  reasons: string[];
  score: number;
  evidence: Evidence[];
}

const jargon = createJargonMatcher(GLOSSARY);
const GLOSSARY_SECTION = /\b(glossary|jargon buster|key terms|definitions|what (?:these|the) terms mean)\b/i;
// Right after the term: "OCF means …", "OCF (the yearly cost of …)", "OCF, which is …", "OCF: the …".
const DEFINITION =
  /^\s*(?:\([a-z]{2,6}\))?\s*(?:means\b|refers to\b|is the\b|is a\b|is an\b|, which (?:is|means)\b|\((?:the|a|an|this|what|how)\b|[:—–-]\s*(?:the|a|an|this|what|how)\b|this charge|this is)/;
const QUOTE_CHARS = 220;

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

function shorten(text: string, max = QUOTE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9£“"(])/).filter((s) => s.trim().length > 0);
}

/** Words with letters in them: "20 10 0 -10" (a chart axis) has none. */
function readableWords(text: string): number {
  return text.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length;
}

/** A label | value row said as a reader would: "fund management charge is 0.85%". */
function spoken(quote: string): string {
  const cells = quote.split(' | ');
  if (cells.length === 2) return `${cells[0]} is ${cells[1]}`;
  return cells.join(', ');
}

function readingAgeOf(text: string): number | null {
  const counts = countText(text);
  // Too little text gives meaningless formula values (a table row, a caption).
  if (counts.words < 12) return null;
  return Math.round(ukReadingAge(counts) * 10) / 10;
}

function readingPenalty(age: number | null, tolerance: number): number {
  if (age === null || age <= tolerance) return 0;
  return age - tolerance <= 3 ? 1 : 2;
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
  private readonly jargonCache = new Map<number, GlossaryEntry[]>();

  constructor(readonly document: ExtractedDocument) {
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
    // The first 3,000 words are plenty for a reading age and keep long reports fast.
    let budget = 3000;
    const sample: string[] = [];
    for (const p of prose) {
      if (budget <= 0) break;
      sample.push(p.text);
      budget -= p.text.split(' ').length;
    }
    const counts = countText(sample.join('\n\n'));
    this.avgSentenceWords = counts.sentences > 0 ? counts.words / counts.sentences : 0;
    this.readingAge = counts.words >= 12 ? Math.round(ukReadingAge(counts) * 10) / 10 : null;
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

interface PersonaView {
  persona: SimPersona;
  level: KnowledgeLevel;
  tolerance: number;
}

function unknownTermsIn(profile: DocumentProfile, view: PersonaView, passages: Passage[]): GlossaryEntry[] {
  const out = new Map<string, GlossaryEntry>();
  for (const p of passages)
    for (const entry of profile.jargonIn(p))
      if (!knowsTerm(view.level, entry.id) && !profile.isExplained(entry)) out.set(entry.id, entry);
  return [...out.values()];
}

function jargonPenalty(count: number): number {
  return count === 0 ? 0 : count <= 2 ? 1 : 2;
}

const evidenceOf = (passages: Passage[], quote?: string | null): Evidence[] =>
  passages.map((p, i) => ({ page: p.page, quote: shorten(i === 0 && quote ? quote : p.text) }));

function vulnerabilityReason(persona: SimPersona): string {
  const drivers = persona.vulnerabilityDrivers.map((d) => VULNERABILITY_DRIVER_LABELS[d].toLowerCase());
  return `a vulnerable investor${drivers.length ? ` (${drivers.join(', ')})` : ''} is likely to give up or misread when the text is this hard`;
}

function judgeFacts(
  profile: DocumentProfile,
  view: PersonaView,
  question: SimQuestion,
  need: Need,
): Judgement {
  const retrieved = profile.index
    .search(terms(`${question.text} ${need.expansion}`), 3)
    .map((r) => r.passage);
  // A value under a heading ("Charges" … "0.85%") carries the heading's meaning for the reader.
  const states = (p: Passage) =>
    need.fact.test(p.text.toLowerCase()) ||
    (p.heading !== '' && need.fact.test(`${p.heading}: ${p.text}`.toLowerCase()));
  const hit = retrieved.find(states);
  const elsewhere = hit ? undefined : profile.index.passages.find(states);
  const facts = hit ? 'found' : elsewhere ? 'hard-to-find' : 'missing';
  const main = hit ?? elsewhere ?? retrieved[0];
  const read = main ? [main, ...retrieved.filter((p) => p !== main)].slice(0, 2) : [];
  const factQuote =
    main && facts !== 'missing'
      ? (sentencesOf(main.text).find((s) => need.fact.test(s.toLowerCase())) ?? main.text)
      : null;

  const causes: AnswerCause[] = [];
  const reasons: string[] = [];
  let penalty = 0;
  if (facts === 'missing') {
    causes.push('facts-missing');
    reasons.push(`the document does not give ${need.label}`);
  } else if (facts === 'hard-to-find') {
    causes.push('facts-hard-to-find');
    reasons.push(
      `${need.label} is there (page ${main!.page}) but not where a reader looking for it lands first`,
    );
    penalty += 1;
  }
  const readingAge = main ? readingAgeOf(main.text) : null;
  const reading = facts === 'missing' ? 0 : readingPenalty(readingAge, view.tolerance);
  if (reading > 0) {
    causes.push('reading-level');
    reasons.push(`reading age ${readingAge} against about ${view.tolerance} for this persona`);
    penalty += reading;
  }
  const unknown = main ? unknownTermsIn(profile, view, [main]) : [];
  const jargonCost = facts === 'missing' ? 0 : jargonPenalty(unknown.length);
  if (jargonCost > 0) {
    causes.push('jargon');
    reasons.push(
      `unexplained terms this ${view.level.toLowerCase()} would not know: ${unknown.map((t) => t.term).join(', ')}`,
    );
    penalty += jargonCost;
  }
  if (
    view.persona.accessibilityNeeds.includes('low-vision') &&
    main &&
    main.fontSize > 0 &&
    main.fontSize < LOW_VISION_MIN_FONT
  ) {
    causes.push('accessibility');
    reasons.push(`printed in ${pt(main.fontSize)}pt, too small for a reader with low vision`);
    penalty += 1;
  }
  if (view.persona.vulnerability && penalty > 0 && facts !== 'missing') {
    causes.push('vulnerability');
    reasons.push(vulnerabilityReason(view.persona));
    penalty += 1;
  }
  // Facts that are there, however hard to read, are worth more than facts that are not.
  const score = facts === 'missing' ? 1 : Math.max(2, 5 - penalty);
  return {
    question,
    need,
    read,
    facts,
    factQuote,
    readingAge,
    tolerance: view.tolerance,
    unknownTerms: unknown,
    causes,
    reasons,
    score,
    evidence: evidenceOf(read, factQuote),
  };
}

function judgeLayout(profile: DocumentProfile, view: PersonaView, question: SimQuestion): Judgement {
  const category = question.category as 'visuals' | 'accessibility';
  const retrieved = profile.index
    .search(terms(`${question.text} ${LAYOUT_EXPANSION[category]}`), 6)
    .map((r) => r.passage)
    // Chart axis labels and page numbers match layout words but show a reader nothing.
    .filter((p) => readableWords(p.text) >= 4)
    .slice(0, 2);
  const { persona } = view;
  const causes: AnswerCause[] = [];
  const reasons: string[] = [];
  let penalty = 0;
  let focus: Passage | undefined;
  const body = profile.bodyFontSize;
  const pages = Math.max(1, profile.document.pageCount || profile.document.pages.length);
  const lowVision = persona.accessibilityNeeds.includes('low-vision');
  const smallest = profile.index.passages
    .filter((p) => p.fontSize > 0 && p.kind !== 'table' && readableWords(p.text) >= 4)
    .reduce<Passage | undefined>((min, p) => (!min || p.fontSize < min.fontSize ? p : min), undefined);

  if (category === 'visuals') {
    if (profile.headingCount === 0) {
      causes.push('facts-hard-to-find');
      reasons.push('there are no headings to find one’s way by');
      penalty += 2;
    } else if (profile.headingCount < pages) {
      causes.push('facts-hard-to-find');
      reasons.push(
        `only ${profile.headingCount} heading${profile.headingCount === 1 ? '' : 's'} over ${pages} pages`,
      );
      penalty += 1;
    }
    if (profile.avgPassageWords > 60) {
      causes.push('reading-level');
      reasons.push(`dense blocks of text (about ${Math.round(profile.avgPassageWords)} words each)`);
      penalty += 1;
      focus = profile.index.passages.reduce<Passage | undefined>(
        (max, p) => (!max || p.text.length > max.text.length ? p : max),
        undefined,
      );
    }
    const figuresInProse = (profile.lowerText.match(/\d+(?:\.\d+)?\s?%/g) ?? []).length;
    if (
      figuresInProse >= 6 &&
      profile.document.tableCount === 0 &&
      !profile.index.passages.some((p) => p.kind === 'table')
    ) {
      causes.push('facts-hard-to-find');
      reasons.push(`${figuresInProse} percentages are given in sentences, with no table to compare them`);
      penalty += 1;
    }
  } else {
    const reading = readingPenalty(profile.readingAge, view.tolerance);
    if (reading > 0) {
      causes.push('reading-level');
      reasons.push(
        `overall reading age ${profile.readingAge} against about ${view.tolerance} for this persona`,
      );
      penalty += reading;
    }
    const unknown = unknownTermsIn(profile, view, profile.index.passages);
    if (unknown.length >= 3) {
      causes.push('jargon');
      reasons.push(
        `${unknown.length} unexplained terms this persona would not know, e.g. ${unknown
          .slice(0, 3)
          .map((t) => t.term)
          .join(', ')}`,
      );
      penalty += unknown.length >= 6 ? 2 : 1;
    }
    if (
      persona.accessibilityNeeds.includes('screen-reader') &&
      profile.document.metadata.isTagged === false
    ) {
      causes.push('accessibility');
      reasons.push('the PDF is not tagged, so a screen reader cannot follow its structure');
      penalty += 1;
    }
    if (
      (persona.accessibilityNeeds.includes('dyslexia') || persona.accessibilityNeeds.includes('cognitive')) &&
      profile.avgSentenceWords > 20
    ) {
      causes.push('accessibility');
      reasons.push(`sentences average ${Math.round(profile.avgSentenceWords)} words`);
      penalty += 1;
    }
    focus = profile.index.passages
      .filter((p) => p.kind !== 'table' && p.text.split(' ').length >= 12)
      .map((p) => ({ p, age: readingAgeOf(p.text) ?? 0 }))
      .reduce<{ p: Passage; age: number } | undefined>(
        (max, x) => (!max || x.age > max.age ? x : max),
        undefined,
      )?.p;
  }
  if (body !== null && body < SMALL_PRINT_FONT) {
    causes.push('accessibility');
    reasons.push(`body text is ${pt(body)}pt, small print for anyone`);
    penalty += 1;
    focus = smallest ?? focus;
  } else if (lowVision && body !== null && body < LOW_VISION_MIN_FONT) {
    causes.push('accessibility');
    reasons.push(
      `body text is ${pt(body)}pt; a reader with low vision needs at least ${LOW_VISION_MIN_FONT}pt`,
    );
    penalty += 1;
    focus = smallest ?? focus;
  }
  if (persona.vulnerability && penalty > 0) {
    causes.push('vulnerability');
    reasons.push(vulnerabilityReason(persona));
    penalty += 1;
  }
  // With nothing matching the question, the reader has still seen the opening of the document.
  const opening = profile.index.passages[0];
  const read = [
    ...new Set(
      [focus, ...retrieved, retrieved.length === 0 ? opening : undefined].filter(
        (p): p is Passage => p !== undefined,
      ),
    ),
  ].slice(0, 2);
  return {
    question,
    need: null,
    read,
    facts: 'not-applicable',
    factQuote: null,
    readingAge: category === 'accessibility' ? profile.readingAge : null,
    tolerance: view.tolerance,
    unknownTerms: [],
    causes: [...new Set(causes)],
    reasons,
    score: Math.max(1, 5 - penalty),
    evidence: evidenceOf(read),
  };
}

export function judgeQuestion(
  profile: DocumentProfile,
  persona: SimPersona,
  question: SimQuestion,
): Judgement {
  const level = knowledgeLevelOf(persona.financialKnowledge);
  const view: PersonaView = {
    persona,
    level,
    tolerance: readingTolerance(level, persona.vulnerabilityDrivers, persona.accessibilityNeeds),
  };
  const need = needOf(question.category, question.text);
  return need ? judgeFacts(profile, view, question, need) : judgeLayout(profile, view, question);
}

// ----------------------------------------------------------------------------------------------- voice

const OPENERS: Record<SpeechStyle['confidence'], readonly string[]> = {
  low: ["I'm not sure I've got this right, but I think", 'If I understood it properly,', 'I think'],
  medium: ['From what I read,', 'As far as I can tell,', 'It looks like'],
  high: ['The document says', 'It states plainly that', 'According to the document,'],
};

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const stripEnd = (s: string) => s.replace(/[\s.;:,…]+$/, '');

function inPlainWords(text: string, persona: SimPersona, level: KnowledgeLevel): string {
  if (persona.speechStyle.technicalTerms !== 'avoids') return text;
  // A persona who avoids jargon restates the terms they do know in everyday words.
  let out = text;
  for (const m of jargon.find(text, tokenizeWords(text)).reverse()) {
    if (knowsTerm(level, m.entry.id))
      out = `${out.slice(0, m.start)}${m.entry.plainEnglish}${out.slice(m.end)}`;
  }
  return out;
}

function answerOf(j: Judgement, persona: SimPersona): string {
  const level = knowledgeLevelOf(persona.financialKnowledge);
  const key = `${persona.name}|${j.question.id ?? j.question.text}`;
  const { confidence, sentenceLength } = persona.speechStyle;
  const parts: string[] = [];
  if (j.facts === 'missing') {
    parts.push(
      confidence === 'high'
        ? `The document doesn't give ${j.need!.label}. That is a gap.`
        : pick(
            [
              `I couldn't find anything about ${j.need!.label}.`,
              `I looked, but I couldn't see ${j.need!.label} anywhere.`,
            ],
            key,
          ),
    );
    if (confidence !== 'high') parts.push("I'd have to ring someone and ask.");
  } else if (j.facts !== 'not-applicable') {
    const said = shorten(inPlainWords(spoken(j.factQuote ?? ''), persona, level), 180);
    parts.push(
      `${pick(OPENERS[confidence], key)} ${lowerFirst(said.endsWith('…') ? said : `${stripEnd(said)}.`)}`,
    );
    if (j.facts === 'hard-to-find')
      parts.push(
        confidence === 'low' ? 'It took me ages to find that bit.' : "It wasn't where I expected to find it.",
      );
    if (j.unknownTerms.length > 0) {
      const names = j.unknownTerms
        .slice(0, 2)
        .map((t) => `“${t.term}”`)
        .join(' or ');
      parts.push(
        confidence === 'high'
          ? `It uses ${names} without explaining ${j.unknownTerms.length > 1 ? 'them' : 'it'}.`
          : `I don't know what ${names} means, so I'm not sure what it means for me.`,
      );
    }
    if (j.causes.includes('reading-level'))
      parts.push(
        sentenceLength === 'short'
          ? 'Hard to read.'
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
    for (const reason of j.reasons.slice(0, 2)) parts.push(`${reason[0]!.toUpperCase()}${reason.slice(1)}.`);
  }
  const concern = persona.concerns.length > 0 ? pick(persona.concerns, `${key}|concern`) : null;
  if (sentenceLength === 'long' && concern)
    parts.push(`That matters to me because I worry about ${lowerFirst(stripEnd(concern))}.`);
  const keep = sentenceLength === 'short' ? 2 : sentenceLength === 'medium' ? 3 : parts.length;
  return parts.slice(0, keep).join(' ');
}

function feedbackOf(j: Judgement): string {
  const where = j.evidence[0]
    ? ` Read on page ${j.evidence[0].page}: “${j.evidence[0].quote}”`
    : ' Nothing relevant was found to read.';
  if (j.reasons.length === 0) {
    const what = j.need
      ? `${j.need.label} is stated plainly where a reader looks for it`
      : 'clear layout and plain language for this persona';
    return `Clear: ${what}.${where}`;
  }
  const text = j.reasons.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.${where}`;
}

export function transcriptItemOf(j: Judgement, persona: SimPersona): TranscriptItem {
  return {
    questionId: j.question.id,
    question: j.question.text,
    answer: answerOf(j, persona),
    qa_score: j.score,
    category: j.question.category,
    feedback: feedbackOf(j),
    evidence: j.evidence,
    causes: j.causes,
    unknownTerms: j.unknownTerms.map((t) => t.term),
  };
}

export interface SimulatedInterview {
  engineVersion: string;
  transcript: TranscriptItem[];
}

/** One persona's interview about one document. Pass a profile to share the document's index across personas. */
export function simulateInterview(
  document: ExtractedDocument | DocumentProfile,
  persona: SimPersona,
  questions: readonly SimQuestion[],
): SimulatedInterview {
  const profile = document instanceof DocumentProfile ? document : new DocumentProfile(document);
  return {
    engineVersion: PERSONA_ENGINE_VERSION,
    transcript: questions.map((q) => transcriptItemOf(judgeQuestion(profile, persona, q), persona)),
  };
}

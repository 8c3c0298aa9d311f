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
import { countText, ukReadingAge, type GlossaryEntry } from '../readability/index.ts';
import { knowsTerm, LOW_VISION_MIN_FONT, readingTolerance, SMALL_PRINT_FONT } from './knowledge.ts';
import { CATEGORY_NEEDS, LAYOUT_EXPANSION, needOf, type Need } from './needs.ts';
import {
  askedNeed,
  locate,
  locateAnswer,
  missingReason,
  YES_NO_QUESTION,
  type AnswerGap,
  type Located,
} from './answer-location.ts';
import { listed } from './phrasing.ts';
import { terms, type Passage } from './passages.ts';
import { periodLabel } from './periods.ts';
import { DocumentProfile, type DocumentProfileOptions } from './profile.ts';
import { locateExtreme } from './extremes.ts';
import { answerTypeOf } from './answer-types.ts';
import { questionKindOf } from './question-kind.ts';
import { quoteFrom } from './quotes.ts';
import { NEED_GROUPS, topicOf } from './relevance.ts';
import { answerOf, feedbackOf } from './voice.ts';

export { DocumentProfile };
export type { AnswerGap };

/** Font sizes as a reader would say them: to the half point (PDFs give 8.04 for 8 pt text). */
const pt = (size: number): number => Math.round(size * 2) / 2;

export const PERSONA_ENGINE_VERSION = 'persona-sim-5';
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
  /** The whole sentence, or the table row with its header, carrying the fact when found. */
  factQuote: string | null;
  factIsRow: boolean;
  gap: AnswerGap | null;
  readingAge: number | null;
  tolerance: number;
  unknownTerms: GlossaryEntry[];
  causes: AnswerCause[];
  /** Why, one phrase per cause, for the feedback. */
  reasons: string[];
  score: number;
  evidence: Evidence[];
}

/** Words with letters in them: "20 10 0 -10" (a chart axis) has none. */
function readableWords(text: string): number {
  return text.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length;
}

function readingAgeOf(text: string, excludeSentences?: ReadonlySet<string>): number | null {
  const counts = countText(text, { excludeSentences });
  // Too little text gives meaningless formula values (a table row, a caption).
  if (counts.words < 12) return null;
  return Math.round(ukReadingAge(counts) * 10) / 10;
}

/** " (leaving out 3 sentences of the firm's boilerplate)", or nothing when none was left out. */
function boilerplateNote(profile: DocumentProfile): string {
  const n = profile.excludedSentenceCount;
  return n > 0 ? ` (leaving out ${n} sentence${n === 1 ? '' : 's'} of the firm's boilerplate)` : '';
}

function readingPenalty(age: number | null, tolerance: number): number {
  if (age === null || age <= tolerance) return 0;
  return age - tolerance <= 3 ? 1 : 2;
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

const evidenceOf = (
  passages: Passage[],
  quoteOf: (p: Passage) => string,
  first?: string | null,
): Evidence[] => passages.map((p, i) => ({ page: p.page, quote: i === 0 && first ? first : quoteOf(p) }));

function vulnerabilityReason(persona: SimPersona): string {
  const drivers = persona.vulnerabilityDrivers.map((d) => VULNERABILITY_DRIVER_LABELS[d].toLowerCase());
  return `a vulnerable investor${drivers.length ? ` (${drivers.join(', ')})` : ''} is likely to give up or misread when the text is this hard`;
}

/**
 * Where the answer is: looked for as the category's need first; when that finds nothing (and not figures of
 * another period), as whatever the question asks (locateAnswer), because the category is a hint, never a veto
 * on an answer the document holds. Persona-independent, so done once per panel.
 */
/** A return is a percentage, or a figure in a table row (its unit in the header). */
function showsReturn(quote: Located['quote']): boolean {
  if (!quote) return false;
  return /[-+−]?\d+(?:\.\d+)?\s?%/.test(quote.text) || (quote.isRow && /\d+\.\d+/.test(quote.text));
}

function locateFor(profile: DocumentProfile, question: SimQuestion, need: Need | null): Located {
  return profile.remember(`locate|${need?.id ?? 'asked'}|${question.text}`, () => {
    const topic = topicOf(question.text);
    // "Its worst year", "its biggest holding": the extreme of a table, whatever the category.
    const extreme = locateExtreme(profile, question, topic);
    if (extreme) return extreme;
    if (!need) return locateAnswer(profile, question, topic);
    const byNeed = locate(profile, question, need, topic);
    if (byNeed.facts !== 'missing' || byNeed.gap?.kind === 'period') return byNeed;
    // A question about the category's own subject ("Is there a performance fee?" about costs) was looked for
    // as that subject: not finding it is the answer. Except a return: what the need's patterns missed, the
    // question's own words may find ("How did it do last year?" in a table of calendar years), and a return
    // is unmistakable (a figure for a period, not "£1.1 billion"), so the need is a hint there, not a veto.
    const aboutNeed = (NEED_GROUPS[need.id] ?? []).some((g) => topic.groups.includes(g));
    // Except too a question that asks for no figure and no yes or no ("What happens if the interest earned
    // doesn't cover the charges?"): the need looks for the charges as figures, the question for what follows.
    const asksForFact = answerTypeOf(question.text) !== null || YES_NO_QUESTION.test(question.text);
    if (aboutNeed && need.id !== 'returns' && asksForFact) return byNeed;
    const asked = locateAnswer(profile, question, topic);
    if (asked.facts === 'missing') return byNeed;
    return !aboutNeed || need.id !== 'returns' || showsReturn(asked.quote) ? asked : byNeed;
  });
}

function judgeFacts(
  profile: DocumentProfile,
  view: PersonaView,
  question: SimQuestion,
  categoryNeed: Need | null,
): Judgement {
  const topic = topicOf(question.text);
  const located = locateFor(profile, question, categoryNeed);
  const { main, read, facts, gap, quote, rank } = located;
  const need = located.need ?? categoryNeed ?? askedNeed(null);
  const causes: AnswerCause[] = [];
  const reasons: string[] = [];
  let penalty = 0;
  if (facts === 'missing') {
    causes.push('facts-missing');
    reasons.push(missingReason(need, topic, gap));
  } else if (facts === 'hard-to-find') {
    causes.push('facts-hard-to-find');
    reasons.push(
      `on page ${main!.page} the document gives ${need.label}, but not where a reader looking for it lands first`,
    );
    penalty += 1;
  }
  if (gap?.kind === 'period-unstated') {
    if (!causes.includes('facts-hard-to-find')) causes.push('facts-hard-to-find');
    reasons.push(`the figures found do not say whether they are for ${periodLabel(gap.asked)}`);
    penalty += 2;
  }
  const answered = facts !== 'missing';
  const readingAge = main && answered ? readingAgeOf(main.text, profile.excludeSentences) : null;
  const reading = answered ? readingPenalty(readingAge, view.tolerance) : 0;
  if (reading > 0) {
    causes.push('reading-level');
    reasons.push(
      `the passage has a reading age of ${readingAge}, against about ${view.tolerance} for this persona`,
    );
    penalty += reading;
  }
  const unknown = main && answered ? unknownTermsIn(profile, view, [main]) : [];
  const jargonCost = answered ? jargonPenalty(unknown.length) : 0;
  if (jargonCost > 0) {
    causes.push('jargon');
    reasons.push(
      `it uses terms this persona would not know without explaining them: ${listed(unknown.map((t) => t.term))}`,
    );
    penalty += jargonCost;
  }
  if (
    answered &&
    view.persona.accessibilityNeeds.includes('low-vision') &&
    main &&
    main.fontSize > 0 &&
    main.fontSize < LOW_VISION_MIN_FONT
  ) {
    causes.push('accessibility');
    reasons.push(`it is printed in ${pt(main.fontSize)}pt, too small for a reader with low vision`);
    penalty += 1;
  }
  if (view.persona.vulnerability && penalty > 0 && answered) {
    causes.push('vulnerability');
    reasons.push(vulnerabilityReason(view.persona));
    penalty += 1;
  }
  // Facts that are there, however hard to read, are worth more than facts that are not; figures for another
  // period than the one asked are a near miss, not an answer.
  const score = gap?.kind === 'period' ? 2 : !answered ? 1 : Math.max(2, 5 - penalty);
  return {
    question,
    need,
    read,
    facts,
    factQuote: quote?.text ?? null,
    factIsRow: quote?.isRow ?? false,
    gap,
    readingAge,
    tolerance: view.tolerance,
    unknownTerms: unknown,
    causes,
    reasons,
    score,
    evidence: evidenceOf(read, (p) => quoteFrom(p, rank).text, quote?.text),
  };
}

function judgeLayout(
  profile: DocumentProfile,
  view: PersonaView,
  question: SimQuestion,
  category: 'visuals' | 'accessibility',
): Judgement {
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
        `there ${profile.headingCount === 1 ? 'is' : 'are'} only ${profile.headingCount} heading${profile.headingCount === 1 ? '' : 's'} over ${pages} pages`,
      );
      penalty += 1;
    }
    if (profile.avgPassageWords > 60) {
      causes.push('reading-level');
      reasons.push(
        `the text comes in dense blocks of about ${Math.round(profile.avgPassageWords)} words each`,
      );
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
        `the document's reading age is ${profile.readingAge?.toFixed(1)}${boilerplateNote(profile)}, against about ${view.tolerance} for this persona`,
      );
      penalty += reading;
    }
    const unknown = unknownTermsIn(profile, view, profile.index.passages);
    if (unknown.length >= 3) {
      causes.push('jargon');
      reasons.push(
        `it uses ${unknown.length} terms this persona would not know without explaining them, such as ${listed(
          unknown.slice(0, 3).map((t) => t.term),
        )}`,
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
    // The hardest passage to read is the same for every persona and question: found once per document.
    focus = profile.remember('hardest-passage', () =>
      profile.index.passages
        .filter((p) => p.kind !== 'table' && p.text.split(' ').length >= 12)
        .map((p) => ({ p, age: readingAgeOf(p.text, profile.excludeSentences) ?? 0 }))
        .reduce<{ p: Passage; age: number } | undefined>(
          (max, x) => (!max || x.age > max.age ? x : max),
          undefined,
        ),
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
    factIsRow: false,
    gap: null,
    readingAge: category === 'accessibility' ? profile.readingAge : null,
    tolerance: view.tolerance,
    unknownTerms: [],
    causes: [...new Set(causes)],
    reasons,
    score: Math.max(1, 5 - penalty),
    // The reader's eye falls on the first sentences that say something.
    evidence: evidenceOf(read, (p) => quoteFrom(p, () => 0).text),
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
  const need = needFor(question);
  const kind = questionKindOf(question.text);
  if (kind === 'experience') {
    // "What would you do next?" may be answered by what the document tells the reader; otherwise, and for
    // every question about the reading itself, the persona reports its own reading: never "not found".
    if (need) {
      const judged = judgeFacts(profile, view, question, need);
      if (judged.facts !== 'missing') return judged;
    }
    return judgeLayout(profile, view, question, readingAspectOf(question));
  }
  // A fact or an action asked under a layout category is still looked up: an off-topic one is "not found".
  return judgeFacts(profile, view, question, need);
}

/** The subjects a category need is about, for a question whose category does not fit its words. */
const SUBJECT_CATEGORIES: ReadonlyArray<[string, InterviewCategory]> = [
  ['charge', 'cost'],
  ['performance', 'performance'],
  ['objective', 'purpose'],
  ['contact', 'action'],
  ['complaint', 'action'],
];

/**
 * The need a question is looked for as: its category's when the question is about the category's subject (or
 * names a topic with a need of its own: risk, a benchmark, value for money), else the need of the subject it
 * names (a charge asked under "purpose"), else none: the question is looked up as itself (locateAnswer).
 */
function needFor(question: SimQuestion): Need | null {
  const topic = topicOf(question.text);
  const byCategory = needOf(question.category, question.text);
  const subjectOf = (n: Need) => NEED_GROUPS[n.id] ?? [];
  if (byCategory) {
    const isTopicNeed = byCategory.id !== CATEGORY_NEEDS[question.category]?.id;
    if (
      isTopicNeed ||
      topic.groups.length === 0 ||
      subjectOf(byCategory).some((g) => topic.groups.includes(g))
    )
      return byCategory;
  }
  for (const [group, category] of SUBJECT_CATEGORIES)
    if (topic.groups.includes(group)) return needOf(category, question.text);
  return null;
}

const LAYOUT_ASPECT =
  /\b(?:find your way|layout|laid out|set out|headings?|sections?|charts?|graphs?|tables?|pictures?|images?|diagrams?|colou?rs?|spot|glance|visible|print|font|text (?:large|small|size)|large enough|big enough|small|navigate|design)\b/i;

/** Which reading an experience question asks about: the layout (visuals) or the language (accessibility). */
function readingAspectOf(question: SimQuestion): 'visuals' | 'accessibility' {
  if (question.category === 'visuals' || question.category === 'accessibility') return question.category;
  return LAYOUT_ASPECT.test(question.text) ? 'visuals' : 'accessibility';
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
  options: DocumentProfileOptions = {},
): SimulatedInterview {
  const profile = document instanceof DocumentProfile ? document : new DocumentProfile(document, options);
  return {
    engineVersion: PERSONA_ENGINE_VERSION,
    transcript: questions.map((q) => transcriptItemOf(judgeQuestion(profile, persona, q), persona)),
  };
}

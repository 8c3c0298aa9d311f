/**
 * The improvements engine (DESIGN.md §7): concrete rewrites drawn from the document's readability results,
 * compliance findings and structure, ranked (weak persona categories first), each checked by re-running the
 * engine on the document with it applied. A suggestion that would add a rule finding is dropped, so only
 * changes the engine itself judges safe are shown. Pure and deterministic.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { PreparedDocument } from '../analysis/document-text.ts';
import { DOCUMENT_TYPES } from '#common/api/documents.ts';
import type { DocumentType } from '../rules/index.ts';
import { analyzeStructure } from '../structure/analyze-structure.ts';
import { applySuggestions, editsFor, recommendedDecisions } from './apply-suggestions.ts';
import { measure, measureFully, impactOf, revisedContext } from './measure.ts';
import { documentPassages } from './passages.ts';
import { activeVoiceSuggestions } from './generators/active-voice.ts';
import { addWarningSuggestions } from './generators/add-warning.ts';
import type { GenerationContext, Generated } from './generators/context.ts';
import { defineAcronymSuggestions } from './generators/define-acronym.ts';
import { plainWordsSuggestions } from './generators/plain-words.ts';
import { splitSentenceSuggestions } from './generators/split-sentence.ts';
import { addHeadingSuggestions, moveKeyFactSuggestions } from './generators/structure.ts';
import { updateDateSuggestions } from './generators/update-date.ts';
import { linkToOpenFindings, unfixedFindings } from './open-findings.ts';
import { passageWorse } from './passage-measures.ts';
import { PRESCRIBED_TYPES, touchesPrescribed } from './prescribed-wording.ts';
import type {
  Decision,
  EngineContext,
  Impact,
  ImproveOptions,
  ImprovementResult,
  Measures,
  Suggestion,
  SuggestionType,
} from './types.ts';

/** Bumped whenever a change could alter the suggestions for the same input. */
export const IMPROVEMENTS_ENGINE_VERSION = '1.1.0';

/** Most suggestions of each type, so one kind cannot crowd out the others in a long document. */
const TYPE_CAPS: Record<SuggestionType, number> = {
  'add-warning': 4,
  'add-heading': 2,
  'define-acronym': 8,
  'split-sentence': 15,
  'plain-words': 8,
  'define-term': 4,
  'active-voice': 6,
  'move-key-fact': 2,
  'update-date': 1,
};

/** Generators in order of priority: where two rewrite the same words, the earlier one is kept. */
const GENERATORS: ((ctx: GenerationContext) => Generated[])[] = [
  addWarningSuggestions,
  addHeadingSuggestions,
  defineAcronymSuggestions,
  splitSentenceSuggestions,
  plainWordsSuggestions,
  activeVoiceSuggestions,
  moveKeyFactSuggestions,
];

const TYPE_RANK: Record<SuggestionType, number> = {
  'add-warning': 0,
  'add-heading': 1,
  'move-key-fact': 2,
  'split-sentence': 3,
  'define-acronym': 4,
  'plain-words': 5,
  'define-term': 6,
  'active-voice': 7,
  'update-date': 0,
};

export function engineContext(
  options: Pick<ImproveOptions, 'documentType' | 'rulePacks' | 'personaScorer' | 'checkDates'>,
): EngineContext {
  const documentType = (
    options.documentType && (DOCUMENT_TYPES as readonly string[]).includes(options.documentType)
      ? options.documentType
      : 'other'
  ) as DocumentType;
  return {
    documentType,
    rulePacks: options.rulePacks,
    ...(options.personaScorer ? { personaScorer: options.personaScorer } : {}),
    ...(options.checkDates ? { checkDates: options.checkDates } : {}),
  };
}

function replaceRanges(s: Generated) {
  return s.edits.flatMap((e) =>
    e.op === 'replace' ? [{ key: `${e.page}:${e.block}`, start: e.start, end: e.end }] : [],
  );
}

/** Keeps the first suggestion touching any piece of text, and at most TYPE_CAPS of each type. */
function selectNonOverlapping(candidates: Generated[]): Generated[] {
  const taken = new Map<string, { start: number; end: number }[]>();
  const perType = new Map<SuggestionType, number>();
  const ids = new Set<string>();
  const out: Generated[] = [];
  for (const s of candidates) {
    if (ids.has(s.id) || (perType.get(s.type) ?? 0) >= TYPE_CAPS[s.type]) continue;
    // a whole-sentence rewrite also claims the sentence, so word-level changes inside it do not collide
    const ranges = replaceRanges(s);
    const claims =
      s.target && s.type !== 'move-key-fact'
        ? [...ranges, { key: `${s.target.page}:${s.target.block}`, start: s.target.start, end: s.target.end }]
        : ranges;
    const clash =
      ranges.some((r) => (taken.get(r.key) ?? []).some((t) => r.start < t.end && t.start < r.end)) ||
      (s.type === 'active-voice' &&
        claims.some((r) => (taken.get(r.key) ?? []).some((t) => r.start < t.end && t.start < r.end)));
    if (clash) continue;
    for (const r of s.type === 'active-voice' ? claims : ranges)
      taken.set(r.key, [...(taken.get(r.key) ?? []), r]);
    perType.set(s.type, (perType.get(s.type) ?? 0) + 1);
    ids.add(s.id);
    out.push(s);
  }
  return out;
}

function rank(suggestions: Generated[], weak: ReadonlySet<string>): Generated[] {
  return suggestions
    .map((s, i) => ({ s, i, weak: s.categories.some((c) => weak.has(c)) ? 0 : 1 }))
    .sort((a, b) => a.weak - b.weak || TYPE_RANK[a.s.type] - TYPE_RANK[b.s.type] || a.i - b.i)
    .map(({ s }) => s);
}

function generate(
  doc: ExtractedDocument,
  context: EngineContext,
  options: Pick<ImproveOptions, 'openFindings'>,
): { candidates: Generated[]; baseline: ReturnType<typeof measureFully> } {
  const baseline = measureFully(doc, context);
  const prepared = new PreparedDocument(doc);
  // the check's open findings decide what is fixed: a finding a reviewer dismissed or resolved is not
  const open = options.openFindings ? new Set(options.openFindings.map((f) => f.ruleId)) : null;
  const compliance = open
    ? { ...baseline.compliance, findings: baseline.compliance.findings.filter((f) => open.has(f.ruleId)) }
    : baseline.compliance;
  const ctx: GenerationContext = {
    doc,
    text: documentPassages(doc),
    readability: baseline.readability,
    compliance,
    structure: analyzeStructure(prepared),
    rulePacks: context.rulePacks,
  };
  const generated = [
    ...updateDateSuggestions(ctx, context.checkDates?.checkDate),
    ...GENERATORS.flatMap((g) => g(ctx)),
  ];
  const candidates = withoutPrescribedChanges(doc, generated, baseline.compliance.documentType);
  return { candidates, baseline };
}

/**
 * A KII or KID keeps the wording, sections and order its regulation prescribes: no change touches a
 * prescribed title, label or statement, and nothing is moved or headed anew (the sections are fixed).
 */
function withoutPrescribedChanges(
  doc: ExtractedDocument,
  candidates: Generated[],
  type: DocumentType,
): Generated[] {
  if (!PRESCRIBED_TYPES.includes(type)) return candidates;
  return candidates.filter((s) => {
    if (s.type === 'move-key-fact' || s.type === 'add-heading') return false;
    return s.edits.every((e) => {
      if (e.op !== 'replace') return true;
      const text = doc.pages.find((p) => p.number === e.page)?.blocks[e.block]?.text ?? '';
      return !touchesPrescribed(text, e.start, e.end, type);
    });
  });
}

/** The candidates of a run, selected and ranked, with the measures of the document as it is. */
export interface ImprovementPlan {
  context: EngineContext;
  baseline: Measures;
  candidates: Generated[];
  /** Open findings of the check that none of the candidates fixes. */
  unfixed: { ruleId: string; title: string }[];
}

export function planImprovements(doc: ExtractedDocument, options: ImproveOptions): ImprovementPlan {
  const context = engineContext(options);
  const { candidates, baseline } = generate(doc, context, options);
  // fixes for the check's open findings first: they are what stands between the document and sign-off
  const linked = linkToOpenFindings(candidates, options.openFindings ?? [], context.rulePacks);
  const chosen = selectNonOverlapping([
    ...linked.filter((s) => s.addresses.finding),
    ...linked.filter((s) => !s.addresses.finding),
  ]);
  const weak = new Set(options.weakCategories ?? []);
  const selected = [
    ...rank(
      chosen.filter((s) => s.addresses.finding),
      weak,
    ),
    ...rank(
      chosen.filter((s) => !s.addresses.finding),
      weak,
    ),
  ].slice(0, options.maxSuggestions ?? 40);
  return {
    context,
    baseline: baseline.measures,
    candidates: selected,
    unfixed: unfixedFindings(options.openFindings ?? [], selected),
  };
}

/**
 * Measures one candidate on the document with it applied. The same check an LLM rewrite gets: a change
 * that makes a rule fail is not shown (null).
 */
export function checkCandidate(
  doc: ExtractedDocument,
  candidate: Generated,
  plan: ImprovementPlan,
): Suggestion | null {
  const revised = applySuggestions(
    doc,
    [{ ...candidate, impact: null }],
    [{ id: candidate.id, status: 'accepted' }],
  );
  const impact = impactOf(
    plan.baseline,
    measure(revised.document, revisedContext(plan.context, doc, revised.document)),
  );
  if (impact.newRules.length > 0) return null;
  // a change that reads worse where it is made (a longer or harder passage), or adds a long sentence to the
  // document, is not proposed; only wording a rule requires (a warning, the review date) may, when it fixes it
  const required = REQUIRED_WORDING.has(candidate.type) && impact.fixedRules.length > 0;
  if (!required && (passageWorse(candidate) || worseOverall(impact))) return null;
  return { ...candidate, impact, recommended: candidate.recommended && measuredGain(impact) };
}

/** Text a rule requires in its own words: it may add words and long sentences, the rule outweighs them. */
const REQUIRED_WORDING: ReadonlySet<SuggestionType> = new Set(['add-warning', 'update-date']);

/** The document has more long sentences: whatever else a change does, it is not proposed without a rule fixed. */
function worseOverall(impact: Impact): boolean {
  return impact.after.longSentences > impact.before.longSentences;
}

export function finishImprovements(
  doc: ExtractedDocument,
  suggestions: Suggestion[],
  plan: ImprovementPlan,
): ImprovementResult {
  return {
    engineVersion: IMPROVEMENTS_ENGINE_VERSION,
    suggestions,
    // every suggestion starts proposed: until a person accepts one, the document is as it was
    impact: impactOf(plan.baseline, plan.baseline),
    impactRecommended: impactOfSet(
      doc,
      suggestions,
      recommendedDecisions(suggestions),
      plan.context,
      plan.baseline,
    ),
    impactAll: impactOfSet(
      doc,
      suggestions,
      suggestions.map((s) => ({ id: s.id, status: 'accepted' })),
      plan.context,
      plan.baseline,
    ),
    unfixedFindings: plan.unfixed.filter((f) => !suggestions.some((s) => s.addresses.id === f.ruleId)),
  };
}

/**
 * Suggestions for a document, each measured on its own, and the impact of those the engine recommends. A
 * long document takes a few seconds (one re-measure per suggestion); callers on a shared event loop can run
 * planImprovements, checkCandidate and finishImprovements step by step instead.
 */
export function suggestImprovements(doc: ExtractedDocument, options: ImproveOptions): ImprovementResult {
  const plan = planImprovements(doc, options);
  const suggestions = options.skipSuggestionImpact
    ? plan.candidates.map((c) => ({ ...c, impact: null }))
    : plan.candidates.flatMap((c) => checkCandidate(doc, c, plan) ?? []);
  return finishImprovements(doc, suggestions, plan);
}

/**
 * Whether the engine measures a gain and no loss: a suggestion is recommended only then, so the set it
 * recommends never reads worse by the engine's own measures. Explaining a term adds words, so in a short
 * document it may not be recommended although it helps a reader. A recommendation is a hint for the
 * reviewer: every suggestion starts proposed, and only a person accepts (issue #17).
 */
export function measuredGain(impact: Impact): boolean {
  const { before: b, after: a } = impact;
  // a rule fixed outweighs a slightly higher reading age (a warning adds words); nothing outweighs a new finding
  const fixes = impact.fixedRules.length > 0 && a.ruleFindings < b.ruleFindings;
  const worse =
    a.ruleFindings > b.ruleFindings ||
    (!fixes && (a.ukReadingAge > b.ukReadingAge || a.longSentences > b.longSentences));
  const better =
    impact.fixedRules.length > 0 ||
    a.ukReadingAge < b.ukReadingAge ||
    a.longSentences < b.longSentences ||
    a.jargonTerms < b.jargonTerms ||
    a.undefinedAcronyms < b.undefinedAcronyms ||
    a.passiveVoice < b.passiveVoice;
  return better && !worse;
}

/** Impact of applying the accepted suggestions (with the reviewer's edits) to the document. */
export function impactOfSet(
  doc: ExtractedDocument,
  suggestions: readonly Suggestion[],
  decisions: readonly Decision[],
  context: EngineContext,
  before = measure(doc, context),
): Impact {
  const revised = applySuggestions(doc, suggestions, decisions);
  return impactOf(before, measure(revised.document, revisedContext(context, doc, revised.document)));
}

export interface RewriteCheck {
  ok: boolean;
  impact: Impact;
  /** Why a rewrite is refused. */
  problems: string[];
}

/**
 * Checks a rewrite of a suggestion (a reviewer's edit, or a model's rewrite) with the same engine: applied
 * alone to the document, it must not make any rule fail that passed before, and must not be empty where
 * text is replaced by something.
 */
export function checkRewrite(
  doc: ExtractedDocument,
  suggestion: Suggestion,
  text: string,
  context: EngineContext,
  before = measure(doc, context),
): RewriteCheck {
  const problems: string[] = [];
  if (
    text.trim().length === 0 &&
    suggestion.type !== 'move-key-fact' &&
    suggestion.proposed.trim().length > 0
  )
    problems.push('The proposed text is empty.');
  const edits = editsFor(suggestion, text);
  const revised = applySuggestions(
    doc,
    [{ ...suggestion, edits }],
    [{ id: suggestion.id, status: 'accepted' }],
  );
  const impact = impactOf(before, measure(revised.document, revisedContext(context, doc, revised.document)));
  if (impact.newRules.length > 0)
    problems.push(`The rewrite makes these rules fail: ${impact.newRules.join(', ')}.`);
  return { ok: problems.length === 0, impact, problems };
}

/**
 * Shapes of the improvements engine (DESIGN.md §7 "Improvements"): suggestions with their location, the
 * original and proposed text, the reason and the rule or metric they address, the edits that apply them,
 * and their predicted impact measured by re-running the engine on the revised document.
 */
import type { Block, ExtractedDocument } from '../document-model.ts';
import type { DocumentType, RulePack } from '../rules/index.ts';
import type { InterviewCategory } from '#common/personas.ts';

export const SUGGESTION_TYPES = [
  'split-sentence',
  'plain-words',
  'define-term',
  'define-acronym',
  'active-voice',
  'add-warning',
  'move-key-fact',
  'add-heading',
  'update-date',
] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** The persona-interview categories (spec §5); weak ones steer which suggestions rank first. */
export type PersonaCategory = InterviewCategory;

/**
 * A change to the document model. Replacements use offsets into the ORIGINAL block text, so any set of
 * suggestions applies in one pass and never depends on the order they were accepted in.
 */
export type Edit =
  | { op: 'replace'; page: number; block: number; start: number; end: number; text: string }
  | {
      op: 'insert';
      page: number;
      before: number;
      kind: 'heading' | 'paragraph';
      text: string;
      level?: number;
    };

export interface Addresses {
  kind: 'rule' | 'metric';
  /** A rule id (COBS4.6.2R-past-performance-warning) or a metric (longSentencePercent). */
  id: string;
  label: string;
  citation?: string;
  /** The open finding of the document's latest check this fixes: its check and the sentence it quotes. */
  finding?: { checkId?: string; quote?: string; page?: number };
}

/**
 * An open finding of the document's latest Compliance check (not dismissed or resolved): the suggestions
 * that fix these come first, each linked to the finding's rule and quote.
 */
export interface OpenFinding {
  ruleId: string;
  title: string;
  citation: string;
  severity: 'high' | 'medium' | 'low';
  /** The sentences the check quoted (none for something missing outright). */
  evidence: { page?: number; quote?: string }[];
  checkId?: string;
}

/** What the engine measures on a document, before and after a change. */
export interface Measures {
  ukReadingAge: number;
  longSentences: number;
  jargonTerms: number;
  undefinedAcronyms: number;
  passiveVoice: number;
  /** Findings of the analysis (analyzeDocument), the count the analysis page shows; absent in old runs. */
  analysisFindings?: number;
  /** Rule findings of the compliance packs (checkDocument as the Compliance check runs it). */
  ruleFindings: number;
  ruleIds: string[];
  /** Persona category scores (1-5) as Report Effectiveness averages them, when there are interviews. */
  personaScores?: Partial<Record<PersonaCategory, number>>;
}

export interface Impact {
  before: Measures;
  after: Measures;
  /** Rules that fail before and pass after. */
  fixedRules: string[];
  /** Rules that pass before and fail after: a change that causes one is not proposed. */
  newRules: string[];
}

export interface Suggestion {
  /** Stable for the same document and engine version. */
  id: string;
  type: SuggestionType;
  /** 1-based page of the passage. */
  page: number;
  /** The passage (sentence, or the anchor block for an insertion) as it reads now. */
  passage: string;
  /** The text to change, as it reads now ('' when something is added). */
  original: string;
  /** The text proposed in its place (the whole passage, rewritten). */
  proposed: string;
  reason: string;
  addresses: Addresses;
  categories: PersonaCategory[];
  /**
   * Whether the engine recommends it (it measured a gain and no loss; structural moves never). Every
   * suggestion still starts proposed: only a person accepts.
   */
  recommended: boolean;
  edits: Edit[];
  /** Where `original` sits, so an edited proposal can replace it: null for insertions. */
  target: { page: number; block: number; start: number; end: number } | null;
  impact: Impact | null;
}

/** The reviewer's choice for a suggestion, used to apply a set. */
export interface Decision {
  id: string;
  status: 'accepted' | 'rejected' | 'proposed';
  /** The reviewer's own wording of the proposed text. */
  editedText?: string | null;
}

/** Scores a revised document per persona category (1-5): the persona simulator, injected by the caller. */
export type PersonaScorer = (document: ExtractedDocument) => Partial<Record<PersonaCategory, number>>;

/**
 * Hook for an LLM-backed rewriter (AI_PROVIDER=openai): the caller asks the model for a rewrite of a
 * suggestion's passage and passes the text to `checkRewrite`, which applies it and re-runs the same engine;
 * a rewrite that adds a rule finding is refused. The built-in engine's rewrites are deterministic.
 */
export interface RewriteRequest {
  type: SuggestionType;
  passage: string;
  proposed: string;
  reason: string;
}
export type SuggestionRewriter = (request: RewriteRequest) => Promise<string | null>;

export interface ImproveOptions {
  documentType?: string;
  rulePacks: readonly RulePack[];
  /** The check's day and the version's "as at" date, as the Compliance check gets them (its staleness rules). */
  checkDates?: { checkDate?: string; documentDate?: string };
  weakCategories?: readonly PersonaCategory[];
  /**
   * The open findings of the document's latest check. Given, fixes for them rank first and findings the check
   * shows as dismissed or resolved are not addressed; absent (no check yet), the engine's own findings are.
   */
  openFindings?: readonly OpenFinding[];
  personaScorer?: PersonaScorer;
  /** Most suggestions returned; default 40. */
  maxSuggestions?: number;
  /** Skip the per-suggestion impact (the whole-set impact is always computed). */
  skipSuggestionImpact?: boolean;
}

export interface ImprovementResult {
  engineVersion: string;
  suggestions: Suggestion[];
  /** Impact of the set a review starts from: nothing accepted yet, so the document as it is. */
  impact: Impact;
  /** Impact of applying every suggestion the engine recommends. */
  impactRecommended: Impact;
  /** Impact of applying every suggestion shown. */
  impactAll: Impact;
  /** Open findings of the check that no text change here fixes (a layout or a figure to update by hand). */
  unfixedFindings?: { ruleId: string; title: string }[];
}

/** An inserted or edited block, for the side-by-side view. */
export interface Segment {
  text: string;
  /** Set when this text was changed by a suggestion. */
  suggestionId?: string;
}

export interface ComparedBlock {
  kind: Block['kind'];
  level?: number;
  /** null for a block the revision adds. */
  original: Segment[] | null;
  /** null for a block the revision removes. */
  revised: Segment[] | null;
  changed: boolean;
}

export interface ComparedPage {
  number: number;
  blocks: ComparedBlock[];
}

export interface AppliedRevision {
  document: ExtractedDocument;
  pages: ComparedPage[];
  applied: string[];
  /** Suggestions not applied because an earlier accepted one changed the same text. */
  conflicts: string[];
}

export interface EngineContext {
  documentType: DocumentType;
  rulePacks: readonly RulePack[];
  checkDates?: { checkDate?: string; documentDate?: string };
  personaScorer?: PersonaScorer;
}

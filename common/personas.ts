/**
 * Persona interviews and Report Effectiveness: the spec's constants (§5, §9) and the small pure rules both
 * the server and the web apply (knowledge level, document context, category aliases, scoring, transcript
 * parsing). Kept here so the two sides cannot disagree; the score scale itself is in persona-scores.ts.
 */
import {
  DASHBOARD_RECENT_LIMIT,
  FEEDBACK_TRUNCATE_CHARS,
  MAX_PERSONAS_PER_SESSION,
  WIZARD_DOCUMENT_LIMIT,
} from './constants.ts';
import { meanScore, scoreBand, type ScoreBand } from './persona-scores.ts';

export * from './persona-scores.ts';

/** Report categories, fixed and in display order (spec §3). */
export const INTERVIEW_CATEGORIES = [
  'purpose',
  'cost',
  'performance',
  'action',
  'visuals',
  'accessibility',
] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<InterviewCategory, string> = {
  purpose: 'Purpose Understanding',
  cost: 'Cost Clarity',
  performance: 'Performance Metrics',
  action: 'Action Recognition',
  visuals: 'Visual Presentation',
  accessibility: 'Accessibility',
};

/** Old category names found in stored transcripts, mapped onto the six fixed ones (spec §5). */
export const CATEGORY_ALIASES: Record<string, InterviewCategory> = {
  understanding: 'purpose',
  sufficiency: 'purpose',
  criteria: 'purpose',
  costs: 'cost',
  fairness: 'cost',
  comparison: 'performance',
  impact: 'performance',
  actions: 'action',
  consideration: 'action',
  feedback: 'action',
  improvements: 'action',
  visual: 'visuals',
  presentation: 'visuals',
  usefulness: 'visuals',
  clarity: 'accessibility',
};

export const QUESTION_CONTEXTS = ['aov', 'compliance', 'both'] as const;
export type QuestionContext = (typeof QUESTION_CONTEXTS)[number];

export const KNOWLEDGE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export type KnowledgeLevel = (typeof KNOWLEDGE_LEVELS)[number];

/** FCA FG21/1's four drivers of vulnerability. */
export const VULNERABILITY_DRIVERS = ['health', 'life_events', 'resilience', 'capability'] as const;
export type VulnerabilityDriver = (typeof VULNERABILITY_DRIVERS)[number];
export const VULNERABILITY_DRIVER_LABELS: Record<VulnerabilityDriver, string> = {
  health: 'Health',
  life_events: 'Life events',
  resilience: 'Resilience',
  capability: 'Capability',
};

/** Needs the simulator takes into account when judging layout, print size and language. */
export const ACCESSIBILITY_NEEDS = [
  'low-vision',
  'screen-reader',
  'dyslexia',
  'cognitive',
  'english-second-language',
] as const;
export type AccessibilityNeed = (typeof ACCESSIBILITY_NEEDS)[number];

export const INTERVIEW_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Limits and timings of spec §9 (the general ones live in constants.ts and are re-exported here). */
export const MAX_PERSONAS_PER_INTERVIEW = MAX_PERSONAS_PER_SESSION;
export { WIZARD_DOCUMENT_LIMIT, FEEDBACK_TRUNCATE_CHARS };
export const DEFAULT_PERSONA_SELECTOR_MAX = 3;
export const RECENT_INTERVIEWS_LIMIT = DASHBOARD_RECENT_LIMIT;
export const RECOMMENDED_QUESTIONS_MIN = 5;
export const RECOMMENDED_QUESTIONS_MAX = 10;
export const MAX_QUESTIONS_PER_INTERVIEW = 50;
export const QUESTION_FETCH_RETRY_CAP = 3;
export const PROGRESS_POLL_MS = 3000;
export const RESULTS_POLL_MS = 5000;
export const MISSING_SCORE = 3;
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
export const WIZARD_PROGRESS = [33, 66, 100] as const;

/** Messages the spec fixes word for word (§5, §8). */
export const PERSONA_MESSAGES = {
  tooManyPersonas: `Maximum ${MAX_PERSONAS_PER_INTERVIEW} personas can be selected at once.`,
  noPersona: 'Select at least one persona.',
  noDocument: 'No document selected. Please select a document first.',
  createFailed: 'Failed to create interviews. Please try again.',
  noTranscript: 'No transcript available.',
  noFeedback: 'No feedback available',
  noData: 'No Data to Display',
  noDataHint: 'Please select a document and at least one persona to view the analysis.',
} as const;

/**
 * Knowledge level from the free-text financial_knowledge (spec §3): Expert words win, then Intermediate
 * words, else Beginner (also when empty). "intermediate to advanced" is Intermediate although it says advanced.
 */
export function knowledgeLevelOf(financialKnowledge: string | null | undefined): KnowledgeLevel {
  const text = (financialKnowledge ?? '').toLowerCase();
  if (/intermediate to advanced/.test(text)) return 'Intermediate';
  if (/\bexpert|\badvanced|extensive background|\bprofessional/.test(text)) return 'Expert';
  if (/\bintermediate|novice-plus|novice plus|lapsed beginner/.test(text)) return 'Intermediate';
  return 'Beginner';
}

/**
 * The question context a document calls for (spec §5); null means no filter. Matching questions have that
 * context or "both".
 */
export function documentContextOf(documentType: string, fileName: string): 'aov' | 'compliance' | null {
  const name = fileName.toLowerCase();
  if (documentType === 'assessment-of-value' || documentType === 'aov-report') return 'aov';
  if (/aov|assessment/.test(name)) return 'aov';
  if (documentType === 'investor-communications' || documentType === 'financial-promotion')
    return 'compliance';
  if (/factsheet|supplement|promotion/.test(name)) return 'compliance';
  return null;
}

/** Maps a stored category (or alias) onto the fixed six; unknown ones default to purpose (spec §5). */
export function normaliseCategory(raw: string | null | undefined): InterviewCategory {
  const key = (raw ?? '').trim().toLowerCase();
  if ((INTERVIEW_CATEGORIES as readonly string[]).includes(key)) return key as InterviewCategory;
  return CATEGORY_ALIASES[key] ?? 'purpose';
}

/** A category for an item stored without one, from keywords in the question (spec §5). */
export function inferCategory(question: string): InterviewCategory {
  const q = question.toLowerCase();
  if (/cost|charge|fee/.test(q)) return 'cost';
  if (/perform|return/.test(q)) return 'performance';
  if (/action|do next|should i/.test(q)) return 'action';
  if (/visual|chart|graph|table|layout|design/.test(q)) return 'visuals';
  if (/accessib|read|understand|font|language/.test(q)) return 'accessibility';
  return 'purpose';
}

/** A transcript item as the reader accepts it: the spec's fields, every one optional but the question. */
export interface LooseTranscriptItem {
  question?: unknown;
  answer?: unknown;
  qa_score?: unknown;
  qaScore?: unknown;
  category?: unknown;
  feedback?: unknown;
  [key: string]: unknown;
}

/**
 * Reads a stored transcript: a list, a JSON string of a list, or a doubly-encoded JSON string (spec §3).
 * Anything else reads as no transcript rather than throwing, so one bad row cannot break a report.
 */
export function parseTranscript(raw: unknown): LooseTranscriptItem[] {
  let value = raw;
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is LooseTranscriptItem => typeof v === 'object' && v !== null);
}

/**
 * An answer's qa_score as the whole number 1-5 the transcript shows, or the spec's 3 when missing or out of
 * range. Every mean is taken over these, so the figures on the transcript add up to the means beside them.
 */
export function scoreOf(item: LooseTranscriptItem): number {
  const raw = item.qa_score ?? item.qaScore;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < MIN_SCORE || n > MAX_SCORE) return MISSING_SCORE;
  return Math.round(n);
}

export function categoryOf(item: LooseTranscriptItem): InterviewCategory {
  if (typeof item.category === 'string' && item.category.trim() !== '')
    return normaliseCategory(item.category);
  return inferCategory(typeof item.question === 'string' ? item.question : '');
}

export interface CategoryScore {
  /** Mean of the category's qa_scores, one decimal; null when the interview asked nothing in it. */
  score: number | null;
  count: number;
  /** Feedback of the latest answer in the category (spec §5). */
  feedback: string;
  band: ScoreBand | null;
}

export interface InterviewScores {
  categories: Record<InterviewCategory, CategoryScore>;
  /** The persona's score for the interview (personaMean): every answer counts once. */
  overall: number | null;
  band: ScoreBand | null;
}

const bandOrNull = (score: number | null) => (score === null ? null : scoreBand(score));

/**
 * Scores of one transcript (spec §5: per category the running average with the latest feedback, a missing
 * score counts as 3), and the persona's overall mean, each rounded once and banded on the one scale.
 */
export function scoreInterview(items: readonly LooseTranscriptItem[]): InterviewScores {
  const acc = Object.fromEntries(
    INTERVIEW_CATEGORIES.map((c) => [c, { scores: [] as number[], feedback: '' }]),
  ) as Record<InterviewCategory, { scores: number[]; feedback: string }>;
  for (const item of items) {
    const slot = acc[categoryOf(item)];
    slot.scores.push(scoreOf(item));
    slot.feedback = typeof item.feedback === 'string' ? item.feedback.trim() : '';
  }
  const categories = Object.fromEntries(
    INTERVIEW_CATEGORIES.map((c) => {
      const { scores, feedback } = acc[c];
      const score = meanScore(scores);
      return [
        c,
        {
          score,
          count: scores.length,
          feedback: feedback || PERSONA_MESSAGES.noFeedback,
          band: bandOrNull(score),
        },
      ];
    }),
  ) as Record<InterviewCategory, CategoryScore>;
  const overall = meanScore(items.map(scoreOf));
  return { categories, overall, band: bandOrNull(overall) };
}

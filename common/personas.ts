/**
 * Persona interviews and Report Effectiveness: the spec's constants (§5, §9) and the small pure rules both
 * the server and the web apply (knowledge level, document context, category aliases, scoring, heat bands,
 * transcript parsing). Kept here so the two sides cannot disagree.
 */
import {
  DASHBOARD_RECENT_LIMIT,
  FEEDBACK_TRUNCATE_CHARS,
  MAX_PERSONAS_PER_SESSION,
  WIZARD_DOCUMENT_LIMIT,
} from './constants.ts';

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

/** Rounds to one decimal, as every score on screen is shown (spec §5). */
export function roundScore(value: number): number {
  return Math.round(value * 10) / 10;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export const HEAT_BANDS = ['excellent', 'good', 'average', 'poor', 'very-poor'] as const;
export type HeatBand = (typeof HEAT_BANDS)[number];

/** Lower bounds of the comparison view's colours (spec §9), highest first. */
export const HEAT_THRESHOLDS: ReadonlyArray<{ band: HeatBand; min: number }> = [
  { band: 'excellent', min: 4.5 },
  { band: 'good', min: 3.9 },
  { band: 'average', min: 2.9 },
  { band: 'poor', min: 1.9 },
  { band: 'very-poor', min: -Infinity },
];

export function heatBand(score: number): HeatBand {
  return HEAT_THRESHOLDS.find((t) => score >= t.min)?.band ?? 'very-poor';
}

/** The legends the spec prints beside the comparison view and the heatmap (§9). */
export const COMPARISON_LEGEND: ReadonlyArray<{ band: HeatBand; label: string; range: string }> = [
  { band: 'excellent', label: 'Excellent', range: '4.5-5' },
  { band: 'good', label: 'Good', range: '4-4.4' },
  { band: 'average', label: 'Average', range: '3-3.9' },
  { band: 'poor', label: 'Poor', range: '1.5-2.9' },
  { band: 'very-poor', label: 'Very Poor', range: '1-1.4' },
];
export const HEATMAP_LEGEND: ReadonlyArray<{ band: HeatBand; range: string }> = [
  { band: 'excellent', range: '4.5-5' },
  { band: 'good', range: '3.5-4.4' },
  { band: 'average', range: '2.5-3.4' },
  { band: 'poor', range: '1.5-2.4' },
  { band: 'very-poor', range: '1-1.4' },
];

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

/** A qa_score as a number 1-5, or the spec's 3 when missing or out of range. */
export function scoreOf(item: LooseTranscriptItem): number {
  const raw = item.qa_score ?? item.qaScore;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < MIN_SCORE || n > MAX_SCORE) return MISSING_SCORE;
  return n;
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
}

/** Per-category scores of one transcript (spec §5: running average, latest feedback, missing = 3). */
export function scoreTranscript(
  items: readonly LooseTranscriptItem[],
): Record<InterviewCategory, CategoryScore> {
  const acc = Object.fromEntries(
    INTERVIEW_CATEGORIES.map((c) => [c, { sum: 0, count: 0, feedback: '' }]),
  ) as Record<InterviewCategory, { sum: number; count: number; feedback: string }>;
  for (const item of items) {
    const slot = acc[categoryOf(item)];
    slot.sum += scoreOf(item);
    slot.count += 1;
    const feedback = typeof item.feedback === 'string' ? item.feedback.trim() : '';
    slot.feedback = feedback;
  }
  return Object.fromEntries(
    INTERVIEW_CATEGORIES.map((c) => {
      const { sum, count, feedback } = acc[c];
      return [
        c,
        {
          score: count === 0 ? null : roundScore(sum / count),
          count,
          feedback: feedback || PERSONA_MESSAGES.noFeedback,
        },
      ];
    }),
  ) as Record<InterviewCategory, CategoryScore>;
}

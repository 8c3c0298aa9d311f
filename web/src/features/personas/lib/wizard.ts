import {
  INTERVIEW_CATEGORIES,
  MAX_PERSONAS_PER_INTERVIEW,
  PERSONA_MESSAGES,
  QUESTION_FETCH_RETRY_CAP,
  WIZARD_PROGRESS,
  normaliseCategory,
  type InterviewStatus,
  type KnowledgeLevel,
} from '#common/api/personas.ts';

/** Spec §5 wizard rules and §9 limits, as pure functions the wizard screens call. */

/** The alert of spec §5, as the wizard shows it (the API's 400 message ends with a full stop). */
export const MAX_PERSONAS_ALERT = PERSONA_MESSAGES.tooManyPersonas;
export const QUESTIONS_RETRY_EXHAUSTED = 'Could not load questions properly after multiple attempts';

export const WIZARD_STEPS = ['setup', 'interviews', 'results'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  setup: 'Setup',
  interviews: 'Interviews',
  results: 'Results',
};
export const SETUP_SUBSTEPS = ['personas', 'document', 'questions'] as const;
export type SetupSubstep = (typeof SETUP_SUBSTEPS)[number];
export const SETUP_SUBSTEP_LABELS: Record<SetupSubstep, string> = {
  personas: 'Select Personas',
  document: 'Select Document',
  questions: 'Select Questions',
};

/** Spec §9 wizard progress: 33%, 66%, 100%. */
export function wizardProgress(step: WizardStep): number {
  return WIZARD_PROGRESS[WIZARD_STEPS.indexOf(step)]!;
}

// --- personas -------------------------------------------------------------------------------------------

export type KnowledgeFilter = 'all' | KnowledgeLevel;
export type VulnerabilityFilter = 'all' | 'vulnerable' | 'non-vulnerable';

export const KNOWLEDGE_FILTER_OPTIONS = [
  { value: 'all', label: 'All Levels' },
  { value: 'Beginner', label: 'Beginner' },
  { value: 'Intermediate', label: 'Intermediate' },
  { value: 'Expert', label: 'Expert' },
] as const;

export const VULNERABILITY_FILTER_OPTIONS = [
  { value: 'all', label: 'All Investors' },
  { value: 'vulnerable', label: 'Vulnerable Only' },
  { value: 'non-vulnerable', label: 'Non-Vulnerable Only' },
] as const;

export type PersonaFilters = { knowledge: KnowledgeFilter; vulnerability: VulnerabilityFilter };
export const NO_FILTERS: PersonaFilters = { knowledge: 'all', vulnerability: 'all' };

type FilterablePersona = { knowledgeLevel: KnowledgeLevel; vulnerability: boolean };

export function filterPersonas<T extends FilterablePersona>(
  personas: readonly T[],
  filters: PersonaFilters,
): T[] {
  return personas.filter(
    (persona) =>
      (filters.knowledge === 'all' || persona.knowledgeLevel === filters.knowledge) &&
      (filters.vulnerability === 'all' || persona.vulnerability === (filters.vulnerability === 'vulnerable')),
  );
}

export type ToggleResult = { selected: string[]; alert: string | null };

/** Selecting or unselecting a persona; a sixth pick is refused with the spec's alert. */
export function togglePersona(
  selected: readonly string[],
  personaId: string,
  max: number = MAX_PERSONAS_PER_INTERVIEW,
): ToggleResult {
  if (selected.includes(personaId))
    return { selected: selected.filter((id) => id !== personaId), alert: null };
  if (selected.length >= max) return { selected: [...selected], alert: MAX_PERSONAS_ALERT };
  return { selected: [...selected, personaId], alert: null };
}

// --- documents and questions ----------------------------------------------------------------------------

type ContextQuestion = { id: string; category: string; context: string };

/** Questions of the document's context or "both"; all of them when the document has no context. */
export function filterQuestionsByContext<T extends ContextQuestion>(
  questions: readonly T[],
  context: 'aov' | 'compliance' | null,
): T[] {
  if (!context) return [...questions];
  return questions.filter((question) => question.context === context || question.context === 'both');
}

/** Questions grouped by their stored category, in the order the categories first appear. */
export function groupByCategory<T extends { category: string }>(
  questions: readonly T[],
): Array<[T['category'], T[]]> {
  const groups = new Map<T['category'], T[]>();
  for (const question of questions) {
    const list = groups.get(question.category) ?? [];
    list.push(question);
    groups.set(question.category, list);
  }
  return [...groups.entries()];
}

/** Spec §5: with nothing picked by hand, the first question of each category is asked. */
export function autoSelectOnePerCategory<T extends { id: string; category: string }>(
  questions: readonly T[],
): string[] {
  return groupByCategory(questions).map(([, list]) => list[0]!.id);
}

/** Random Selection (spec §2.8): one random question per category; `random` is injectable for tests. */
export function randomSelection<T extends { id: string; category: string }>(
  questions: readonly T[],
  random: () => number = Math.random,
): string[] {
  return groupByCategory(questions).map(([, list]) => list[Math.floor(random() * list.length)]!.id);
}

/** The questions that start: the ones picked, or one per category when none was picked. */
export function questionsToAsk<T extends { id: string; category: string }>(
  questions: readonly T[],
  picked: readonly string[],
): string[] {
  const available = new Set(questions.map((question) => question.id));
  const chosen = picked.filter((id) => available.has(id));
  return chosen.length > 0 ? chosen : autoSelectOnePerCategory(questions);
}

/** Spec §5: loading questions gives up after more than 3 attempts. */
export function shouldRetryQuestions(failureCount: number): boolean {
  return failureCount < QUESTION_FETCH_RETRY_CAP;
}

export type StartCheck = { ok: true } | { ok: false; reason: string };

/** Spec §4: start needs a persona, a document and loaded questions. */
export function canStartInterviews(input: {
  personaIds: readonly string[];
  documentId: string | null;
  questionsLoaded: boolean;
}): StartCheck {
  if (input.personaIds.length === 0) return { ok: false, reason: PERSONA_MESSAGES.noPersona };
  if (!input.documentId) return { ok: false, reason: PERSONA_MESSAGES.noDocument };
  if (!input.questionsLoaded) return { ok: false, reason: 'Questions are still loading.' };
  return { ok: true };
}

/** A label for a question: its text, else Question {8 chars of id}..., else Untitled Question (spec §3). */
export function questionLabel(question: { id?: string | null; text?: string | null }): string {
  if (question.text && question.text.trim()) return question.text.trim();
  if (question.id) return `Question ${question.id.slice(0, 8)}...`;
  return 'Untitled Question';
}

/** The report categories a list of stored categories covers, in report order. */
export function coveredCategories(categories: readonly string[]) {
  const covered = new Set(categories.map(normaliseCategory));
  return INTERVIEW_CATEGORIES.filter((category) => covered.has(category));
}

// --- interview progress ---------------------------------------------------------------------------------

export type StatusCounts = Record<InterviewStatus, number>;

export function countStatuses(interviews: ReadonlyArray<{ status: string }>): StatusCounts {
  const counts: StatusCounts = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const interview of interviews) {
    if (interview.status in counts) counts[interview.status as InterviewStatus] += 1;
    else counts.pending += 1;
  }
  return counts;
}

export function isInterviewFinished(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/** Spec §4: the progress list stops polling, and the wizard moves on, when every interview has finished. */
export function allInterviewsFinished(interviews: ReadonlyArray<{ status: string }>): boolean {
  return interviews.length > 0 && interviews.every((interview) => isInterviewFinished(interview.status));
}

export const STATUS_BADGE_TONES = {
  completed: 'green',
  processing: 'blue',
  failed: 'red',
} as const;

/** Spec §4 badge colours: completed green, processing blue, failed red, anything else grey. */
export function statusTone(status: string): 'green' | 'blue' | 'red' | 'slate' {
  return (STATUS_BADGE_TONES as Record<string, 'green' | 'blue' | 'red'>)[status] ?? 'slate';
}

/**
 * How long the interviews took, from their own times (issue #17: "each interview takes 1-3 minutes" beside
 * 2-second runs). Before any has finished, a neutral note instead of a guess. Departs from the spec's fixed
 * "1-3 minutes", which is not true of the built-in engine.
 */
export function interviewTimeNote(
  interviews: readonly { status: InterviewStatus; createdAt: string; completedAt: string | null }[],
): string {
  const seconds = interviews
    .filter((i) => i.status === 'completed' && i.completedAt)
    .map((i) => (Date.parse(i.completedAt!) - Date.parse(i.createdAt)) / 1000)
    .filter((s) => Number.isFinite(s) && s >= 0);
  if (seconds.length === 0)
    return 'How long an interview takes depends on the document and the engine; this page updates by itself.';
  const mean = seconds.reduce((a, b) => a + b, 0) / seconds.length;
  const took =
    mean < 90
      ? `${Math.max(1, Math.round(mean))} ${Math.round(mean) <= 1 ? 'second' : 'seconds'}`
      : `${Math.round(mean / 60)} minutes`;
  return `${seconds.length === 1 ? 'The finished interview' : 'The finished interviews'} took about ${took}${seconds.length === 1 ? '' : ' each'}.`;
}

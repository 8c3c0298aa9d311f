/**
 * Persona interviews and Report Effectiveness: the API contract (DESIGN.md §6; spec §2.8-2.12, §3, §5).
 * Every route is behind the personas module guard (403 when switched off) and needs a signed-in user (401).
 * A client sees only its own interviews and documents (someone else's reads as 404); an admin sees all.
 *
 * | Method & path                                         | Query / body                 | 2xx response                     |
 * | ----------------------------------------------------- | ---------------------------- | -------------------------------- |
 * | GET    /api/personas                                  | personaListQuery             | 200 personaListResponse          |
 * | GET    /api/personas/:id                              |                              | 200 personaSchema                |
 * | POST   /api/personas                  (admin)         | createPersonaInput           | 201 personaSchema                |
 * | PATCH  /api/personas/:id              (admin)         | updatePersonaInput           | 200 personaSchema                |
 * | GET    /api/personas/portraits                        |                              | 200 portraitListResponse         |
 * | GET    /api/personas/portraits/:file  (image/svg+xml) | file = [a-z0-9-]+.svg        | 200 SVG bytes                    |
 * | GET    /api/interview-questions                       | questionListQuery            | 200 questionListResponse         |
 * | POST   /api/interview-questions       (admin)         | createQuestionInput          | 201 interviewQuestionSchema      |
 * | PATCH  /api/interview-questions/:id   (admin)         | updateQuestionInput          | 200 interviewQuestionSchema      |
 * | POST   /api/interviews                                | createInterviewsInput        | 202 createInterviewsResponse     |
 * | GET    /api/interviews                                | interviewListQuery           | 200 interviewListResponse        |
 * | GET    /api/interviews/:id                            |                              | 200 interviewSchema              |
 * | GET    /api/documents/:id/report-effectiveness        | reportEffectivenessQuery     | 200 reportEffectivenessResponse  |
 *
 * Errors are `{ code, message }` (common/errors.ts): 400 INVALID_INPUT (e.g. six personas →
 * "Maximum 5 personas can be selected at once."), 401, 403 (module off, or a client on an admin route),
 * 404 (unknown, or another client's document/interview).
 */
import { z } from 'zod';
import {
  ACCESSIBILITY_NEEDS,
  SCORE_BAND_KEYS,
  INTERVIEW_CATEGORIES,
  INTERVIEW_STATUSES,
  KNOWLEDGE_LEVELS,
  MAX_PERSONAS_PER_INTERVIEW,
  MAX_QUESTIONS_PER_INTERVIEW,
  PERSONA_MESSAGES,
  QUESTION_CONTEXTS,
  VULNERABILITY_DRIVERS,
  type InterviewCategory,
} from '../personas.ts';

export * from '../personas.ts';

const uuid = z.string().uuid();

/** Accepts `?ids=a,b` and `?ids=a&ids=b` alike. */
const idList = (max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(uuid).max(max),
  );

// ---------------------------------------------------------------------------------------------- personas

export const speechStyleSchema = z.object({
  /** How sure of themselves they sound. */
  confidence: z.enum(['low', 'medium', 'high']),
  /** Whether they use financial terms: avoid them, use a few everyday ones, or speak fluently. */
  technicalTerms: z.enum(['avoids', 'some', 'fluent']),
  sentenceLength: z.enum(['short', 'medium', 'long']),
});
export type SpeechStyle = z.infer<typeof speechStyleSchema>;

export const personaSchema = z.object({
  id: uuid,
  name: z.string(),
  age: z.number().int(),
  /** Stored value: a locally served portrait path, or null (then portraitUrl is the default portrait). */
  portrait: z.string().nullable(),
  /** Always usable in an <img src>. */
  portraitUrl: z.string(),
  financialSnapshot: z.string(),
  investmentStyle: z.string(),
  vulnerability: z.boolean(),
  /** FCA FG21/1 drivers behind the vulnerability; empty for non-vulnerable personas. */
  vulnerabilityDrivers: z.array(z.enum(VULNERABILITY_DRIVERS)),
  accessibilityNeeds: z.array(z.enum(ACCESSIBILITY_NEEDS)),
  financialKnowledge: z.string(),
  /** Derived from financialKnowledge by the spec's rule (common/personas.ts knowledgeLevelOf). */
  knowledgeLevel: z.enum(KNOWLEDGE_LEVELS),
  investmentTime: z.string(),
  personalityTraits: z.array(z.string()),
  speechStyle: speechStyleSchema,
  motivations: z.array(z.string()),
  concerns: z.array(z.string()),
  createdAt: z.string(),
});
export type Persona = z.infer<typeof personaSchema>;

export const personaListQuery = z.object({
  knowledgeLevel: z.enum(KNOWLEDGE_LEVELS).optional(),
  vulnerability: z.enum(['true', 'false']).optional(),
});
export type PersonaListQuery = z.infer<typeof personaListQuery>;

/** Ordered by name (spec §7.5). */
export const personaListResponse = z.object({ items: z.array(personaSchema) });
export type PersonaListResponse = z.infer<typeof personaListResponse>;

export const portraitListResponse = z.object({ items: z.array(z.object({ url: z.string() })) });
export type PortraitListResponse = z.infer<typeof portraitListResponse>;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}.`).max(max, `Use at most ${max} characters for the ${label}.`);
const textList = (label: string) => z.array(text(label, 300)).min(1, `Give at least one ${label}.`).max(20);

export const createPersonaInput = z.object({
  name: text('name', 120),
  age: z.number().int().min(16, 'The service is not directed at people under 16.').max(110),
  /** One of GET /api/personas/portraits, or null for the default portrait. */
  portrait: z
    .string()
    .regex(/^\/api\/personas\/portraits\/[a-z0-9-]+\.svg$/, 'Choose one of the portraits offered.')
    .nullable()
    .default(null),
  financialSnapshot: text('financial snapshot', 2000),
  investmentStyle: text('investment style', 500),
  vulnerability: z.boolean(),
  vulnerabilityDrivers: z.array(z.enum(VULNERABILITY_DRIVERS)).max(4).default([]),
  accessibilityNeeds: z.array(z.enum(ACCESSIBILITY_NEEDS)).max(5).default([]),
  financialKnowledge: text('financial knowledge', 1000),
  investmentTime: text('investment time', 200),
  personalityTraits: textList('personality trait'),
  speechStyle: speechStyleSchema,
  motivations: textList('motivation'),
  concerns: textList('concern'),
});
export type CreatePersonaInput = z.infer<typeof createPersonaInput>;

export const updatePersonaInput = createPersonaInput
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field.' });
export type UpdatePersonaInput = z.infer<typeof updatePersonaInput>;

// ------------------------------------------------------------------------------------ interview questions

export const interviewQuestionSchema = z.object({
  id: uuid,
  category: z.enum(INTERVIEW_CATEGORIES),
  text: z.string(),
  context: z.enum(QUESTION_CONTEXTS),
  /** The rule the question probes, e.g. "PRIN 2A.5.3R (consumer understanding)". */
  regulatoryMapping: z.string(),
  createdBy: uuid.nullable(),
  createdAt: z.string(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** context=aov returns aov and both; context=compliance returns compliance and both; absent = all. */
export const questionListQuery = z.object({
  context: z.enum(QUESTION_CONTEXTS).optional(),
  category: z.enum(INTERVIEW_CATEGORIES).optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/** Ordered by category (spec order) then creation. */
export const questionListResponse = z.object({ items: z.array(interviewQuestionSchema) });
export type QuestionListResponse = z.infer<typeof questionListResponse>;

export const createQuestionInput = z.object({
  category: z.enum(INTERVIEW_CATEGORIES, { error: 'Choose a category.' }),
  text: text('question', 500),
  context: z.enum(QUESTION_CONTEXTS, { error: 'Choose a context.' }),
  regulatoryMapping: text('regulatory mapping', 300),
});
export type CreateQuestionInput = z.infer<typeof createQuestionInput>;

export const updateQuestionInput = createQuestionInput
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field.' });
export type UpdateQuestionInput = z.infer<typeof updateQuestionInput>;

// ------------------------------------------------------------------------------------------- interviews

export const createInterviewsInput = z.object({
  documentId: z.string({ error: PERSONA_MESSAGES.noDocument }).uuid(PERSONA_MESSAGES.noDocument),
  personaIds: z
    .array(uuid)
    .min(1, PERSONA_MESSAGES.noPersona)
    .max(MAX_PERSONAS_PER_INTERVIEW, PERSONA_MESSAGES.tooManyPersonas)
    .refine((ids) => new Set(ids).size === ids.length, 'Each persona can be chosen once.'),
  /** Absent or empty: one question per category, matching the document's context (spec §5). */
  questionIds: z
    .array(uuid)
    .max(MAX_QUESTIONS_PER_INTERVIEW, `Choose at most ${MAX_QUESTIONS_PER_INTERVIEW} questions.`)
    .optional(),
});
export type CreateInterviewsInput = z.infer<typeof createInterviewsInput>;

/** One question as asked (spec §3 persona_interviews.interview_questions). */
export const askedQuestionSchema = z.object({
  id: z.string(),
  category: z.enum(INTERVIEW_CATEGORIES),
  text: z.string(),
});
export type AskedQuestion = z.infer<typeof askedQuestionSchema>;

export const evidenceSchema = z.object({ page: z.number().int(), quote: z.string() });
export type Evidence = z.infer<typeof evidenceSchema>;

/** Why an answer lost points, so screens can group and explain them. */
export const ANSWER_CAUSES = [
  'facts-missing',
  'facts-hard-to-find',
  'reading-level',
  'jargon',
  'vulnerability',
  'accessibility',
] as const;
export type AnswerCause = (typeof ANSWER_CAUSES)[number];

/**
 * A transcript item: the spec's fields (question, answer, qa_score 1-5, category) plus feedback naming the
 * cause and the passages the persona read. Old rows missing fields are normalised on read (missing score 3,
 * category inferred from the question).
 */
export const transcriptItemSchema = z.object({
  questionId: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  qa_score: z.number().int().min(1).max(5),
  category: z.enum(INTERVIEW_CATEGORIES),
  feedback: z.string(),
  evidence: z.array(evidenceSchema),
  causes: z.array(z.enum(ANSWER_CAUSES)),
  /** Terms in the passages read that this persona would not know. */
  unknownTerms: z.array(z.string()),
});
export type TranscriptItem = z.infer<typeof transcriptItemSchema>;

export const ENGINES = ['builtin', 'openai'] as const;
export type EngineName = (typeof ENGINES)[number];

export const interviewPersonaSchema = personaSchema.pick({
  id: true,
  name: true,
  age: true,
  portraitUrl: true,
  knowledgeLevel: true,
  vulnerability: true,
});

const interviewBase = z.object({
  id: uuid,
  clientId: uuid,
  personaId: uuid,
  documentId: uuid,
  persona: interviewPersonaSchema,
  fileName: z.string(),
  documentType: z.string(),
  /** The document version interviewed on; null if unknown (a file replaced before versions existed). */
  version: z.number().int().nullable(),
  /** A later version has replaced it: "for version n — superseded" (ADR 015). */
  superseded: z.boolean(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The spec's error_message: why the interview failed, in words a user can act on. */
  error: z.string().nullable(),
  questionCount: z.number().int(),
  /** The persona's score (persona-scores.ts personaMean: every answer once, missing = 3), one decimal; null until completed. */
  meanScore: z.number().nullable(),
  /** builtin = the deterministic simulator; openai = any OpenAI-compatible endpoint. Null until run. */
  engine: z.enum(ENGINES).nullable(),
  model: z.string().nullable(),
  /** SHA-256 of the prompt template and inputs (LLM path) or of the simulator's inputs. */
  promptHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** Always true: every answer is simulated, never a real investor's (DESIGN.md §1.4). */
  simulated: z.literal(true),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const interviewSummarySchema = interviewBase;
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewSchema = interviewBase.extend({
  questions: z.array(askedQuestionSchema),
  /** Empty until completed. */
  transcript: z.array(transcriptItemSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

/** 202: the interviews are created pending, one job each; poll GET /api/interviews?ids=… every 3 s. */
export const createInterviewsResponse = z.object({ items: z.array(interviewSummarySchema) });
export type CreateInterviewsResponse = z.infer<typeof createInterviewsResponse>;

/** Newest first. `ids` (the wizard's progress poll) or `documentId`/`personaId`/`status` filters. */
export const interviewListQuery = z.object({
  ids: idList(50).optional(),
  documentId: uuid.optional(),
  personaId: uuid.optional(),
  status: z.enum(INTERVIEW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export type InterviewListQuery = z.infer<typeof interviewListQuery>;

export const interviewListResponse = z.object({
  items: z.array(interviewSummarySchema),
  total: z.number().int(),
});
export type InterviewListResponse = z.infer<typeof interviewListResponse>;

// ---------------------------------------------------------------------------------- report effectiveness

export const reportEffectivenessQuery = z.object({
  /** Absent: every persona with a completed interview of the document. */
  personaIds: idList(50).optional(),
});
export type ReportEffectivenessQuery = z.infer<typeof reportEffectivenessQuery>;

export const categoryScoreSchema = z.object({
  /** Mean qa_score in the category, one decimal; null when no question of the category was asked. */
  score: z.number().nullable(),
  count: z.number().int(),
  /** Feedback of the latest answer in the category, or "No feedback available". */
  feedback: z.string(),
  band: z.enum(SCORE_BAND_KEYS).nullable(),
});
export type CategoryScoreItem = z.infer<typeof categoryScoreSchema>;

const byCategory = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(INTERVIEW_CATEGORIES.map((c) => [c, value])) as Record<InterviewCategory, T>);

export const reportEffectivenessResponse = z.object({
  documentId: uuid,
  fileName: z.string(),
  documentType: z.string(),
  categories: z.array(z.object({ key: z.enum(INTERVIEW_CATEGORIES), label: z.string() })),
  /** Personas with a completed interview of this document: the picker lists only these (spec §2.10). */
  availablePersonas: z.array(interviewPersonaSchema),
  /** One row per chosen persona, from its latest completed interview of the document. */
  personas: z.array(
    z.object({
      persona: interviewPersonaSchema,
      interviewId: uuid,
      completedAt: z.string().nullable(),
      scores: byCategory(categoryScoreSchema),
      /** The persona's score, the interview list's meanScore (personaMean: every answer counts once). */
      average: z.number().nullable(),
    }),
  ),
  /** Per category, groupMean of the persona scores (spec §5: group averages are the mean of persona scores). */
  categoryAverages: byCategory(z.number().nullable()),
  overallAverage: z.number().nullable(),
  /** The Demographics tab: the same averages per knowledge level (levels with no persona are omitted). */
  groups: z.array(
    z.object({
      level: z.enum(KNOWLEDGE_LEVELS),
      personaCount: z.number().int(),
      scores: byCategory(z.number().nullable()),
      average: z.number().nullable(),
    }),
  ),
});
export type ReportEffectiveness = z.infer<typeof reportEffectivenessResponse>;

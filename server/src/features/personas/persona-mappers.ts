// Persona, question and interview rows to the API's shapes (and back), shared by the service and the job.
import {
  ACCESSIBILITY_NEEDS,
  ENGINES,
  INTERVIEW_STATUSES,
  knowledgeLevelOf,
  parseTranscript,
  scoreInterview,
  scoreOf,
  categoryOf,
  VULNERABILITY_DRIVERS,
  type AskedQuestion,
  type Interview,
  type InterviewQuestion,
  type InterviewSummary,
  type Persona,
  type SpeechStyle,
  type TranscriptItem,
} from '#common/api/personas.ts';
import type { SimPersona } from '#engine/personas/index.ts';
import type { InterviewJoinRow, PersonaRow, QuestionRow } from './personas.repository.ts';

export const DEFAULT_PORTRAIT = '/api/personas/portraits/default.svg';

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** speech_style is stored with the spec's snake_case keys; older or hand-made rows may use camelCase. */
function speechStyleOf(value: unknown): SpeechStyle {
  const s = (value ?? {}) as Record<string, unknown>;
  return {
    confidence: oneOf(['low', 'medium', 'high'] as const, s.confidence, 'medium'),
    technicalTerms: oneOf(
      ['avoids', 'some', 'fluent'] as const,
      s.technical_terms ?? s.technicalTerms,
      'some',
    ),
    sentenceLength: oneOf(
      ['short', 'medium', 'long'] as const,
      s.sentence_length ?? s.sentenceLength,
      'medium',
    ),
  };
}

export const storedSpeechStyle = (s: SpeechStyle) => ({
  confidence: s.confidence,
  technical_terms: s.technicalTerms,
  sentence_length: s.sentenceLength,
});

export function toPersona(row: PersonaRow): Persona {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    portrait: row.portrait,
    portraitUrl: row.portrait ?? DEFAULT_PORTRAIT,
    financialSnapshot: row.financialSnapshot,
    investmentStyle: row.investmentStyle,
    vulnerability: row.vulnerability,
    vulnerabilityDrivers: strings(row.vulnerabilityDrivers).filter((d) =>
      (VULNERABILITY_DRIVERS as readonly string[]).includes(d),
    ) as Persona['vulnerabilityDrivers'],
    accessibilityNeeds: strings(row.accessibilityNeeds).filter((d) =>
      (ACCESSIBILITY_NEEDS as readonly string[]).includes(d),
    ) as Persona['accessibilityNeeds'],
    financialKnowledge: row.financialKnowledge,
    knowledgeLevel: knowledgeLevelOf(row.financialKnowledge),
    investmentTime: row.investmentTime,
    personalityTraits: strings(row.personalityTraits),
    speechStyle: speechStyleOf(row.speechStyle),
    motivations: strings(row.motivations),
    concerns: strings(row.concerns),
    createdAt: row.createdAt.toISOString(),
  };
}

export function simPersonaOf(row: PersonaRow): SimPersona {
  const p = toPersona(row);
  return {
    name: p.name,
    age: p.age,
    financialKnowledge: p.financialKnowledge,
    vulnerability: p.vulnerability,
    vulnerabilityDrivers: p.vulnerabilityDrivers,
    accessibilityNeeds: p.accessibilityNeeds,
    speechStyle: p.speechStyle,
    concerns: p.concerns,
    motivations: p.motivations,
  };
}

export function toQuestion(row: QuestionRow): InterviewQuestion {
  return {
    id: row.id,
    category: row.category,
    text: row.text,
    context: row.context,
    regulatoryMapping: row.regulatoryMapping,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export const interviewPersona = (row: PersonaRow) => {
  const p = toPersona(row);
  return {
    id: p.id,
    name: p.name,
    age: p.age,
    portraitUrl: p.portraitUrl,
    knowledgeLevel: p.knowledgeLevel,
    vulnerability: p.vulnerability,
  };
};

/** interview_questions as stored: a list, or the spec's JSON string of one. */
export function askedQuestionsOf(value: unknown): AskedQuestion[] {
  return parseTranscript(value).map((q, i) => ({
    id: typeof q.id === 'string' ? q.id : `q${i + 1}`,
    category: categoryOf({ ...q, question: typeof q.text === 'string' ? q.text : '' }),
    text: typeof q.text === 'string' ? q.text : typeof q.question === 'string' ? q.question : '',
  }));
}

/** A stored transcript in any of the spec's forms, normalised to the API's items. */
export function transcriptOf(value: unknown): TranscriptItem[] {
  return parseTranscript(value).map((item) => ({
    questionId: typeof item.questionId === 'string' ? item.questionId : null,
    question: typeof item.question === 'string' ? item.question : '',
    answer: typeof item.answer === 'string' ? item.answer : '',
    qa_score: scoreOf(item),
    category: categoryOf(item),
    feedback: typeof item.feedback === 'string' ? item.feedback : '',
    evidence: Array.isArray(item.evidence)
      ? (item.evidence as unknown[])
          .filter((e): e is { page: number; quote: string } => {
            const x = e as { page?: unknown; quote?: unknown };
            return Number.isInteger(x?.page) && typeof x?.quote === 'string';
          })
          .map((e) => ({ page: e.page, quote: e.quote }))
      : [],
    causes: strings(item.causes) as TranscriptItem['causes'],
    unknownTerms: strings(item.unknownTerms),
  }));
}

export function toSummary(row: InterviewJoinRow): InterviewSummary {
  const i = row.interview;
  const { overall } = scoreInterview(parseTranscript(i.transcript));
  return {
    id: i.id,
    clientId: i.clientId,
    personaId: i.personaId,
    documentId: i.documentId,
    persona: interviewPersona(row.persona),
    fileName: row.fileName,
    documentType: row.documentType,
    version: i.version,
    superseded: i.version !== null && i.version !== row.currentVersion,
    status: oneOf(INTERVIEW_STATUSES, i.status, 'pending'),
    error: i.errorMessage,
    questionCount: askedQuestionsOf(i.interviewQuestions).length,
    meanScore: i.status === 'completed' ? overall : null,
    engine:
      i.engine && (ENGINES as readonly string[]).includes(i.engine)
        ? (i.engine as InterviewSummary['engine'])
        : null,
    model: i.model,
    promptHash: i.promptHash,
    seed: i.seed,
    simulated: true,
    completedAt: i.completedAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
  };
}

export function toInterview(row: InterviewJoinRow): Interview {
  return {
    ...toSummary(row),
    questions: askedQuestionsOf(row.interview.interviewQuestions),
    transcript: row.interview.status === 'completed' ? transcriptOf(row.interview.transcript) : [],
  };
}

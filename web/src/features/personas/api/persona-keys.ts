/** Query keys of the personas feature: invalidating ['personas'] refreshes every list and report. */
export const personasQueryKey = ['personas'] as const;
export const personaListQueryKey = [...personasQueryKey, 'persona-list'] as const;
export const personaQueryKey = (personaId: string) => [...personasQueryKey, 'persona', personaId] as const;
export const questionListQueryKey = [...personasQueryKey, 'question-list'] as const;
export const interviewListQueryKey = [...personasQueryKey, 'interview-list'] as const;
export const interviewQueryKey = (interviewId: string) =>
  [...personasQueryKey, 'interview', interviewId] as const;
export const reportQueryKey = (documentId: string) => [...personasQueryKey, 'report', documentId] as const;

export const PERSONAS_URL = '/api/personas';
export const personaUrl = (personaId: string) => `${PERSONAS_URL}/${encodeURIComponent(personaId)}`;
export const QUESTIONS_URL = '/api/interview-questions';
export const questionUrl = (questionId: string) => `${QUESTIONS_URL}/${encodeURIComponent(questionId)}`;
export const INTERVIEWS_URL = '/api/interviews';
export const interviewUrl = (interviewId: string) => `${INTERVIEWS_URL}/${encodeURIComponent(interviewId)}`;
export const reportUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/report-effectiveness`;

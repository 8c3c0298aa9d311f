import type { Interview } from '#common/api/personas.ts';

/** Export Results (spec §2.9): the interview as JSON, named after the persona and the document. */
export function interviewExport(interview: Interview): { fileName: string; json: string } {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/\.[a-z0-9]+$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'interview';
  const fileName = `interview-${slug(interview.persona.name)}-${slug(interview.fileName)}.json`;
  const json = JSON.stringify(
    {
      interviewId: interview.id,
      persona: interview.persona,
      document: {
        id: interview.documentId,
        fileName: interview.fileName,
        documentType: interview.documentType,
      },
      status: interview.status,
      meanScore: interview.meanScore,
      simulated: interview.simulated,
      engine: interview.engine,
      model: interview.model,
      promptHash: interview.promptHash,
      seed: interview.seed,
      createdAt: interview.createdAt,
      completedAt: interview.completedAt,
      questions: interview.questions,
      transcript: interview.transcript,
    },
    null,
    2,
  );
  return { fileName, json };
}

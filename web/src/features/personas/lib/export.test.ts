import { describe, expect, it } from 'vitest';
import type { Interview } from '#common/api/personas.ts';
import { interviewExport } from './export.ts';

describe(interviewExport.name, () => {
  it('names the file after the persona and the document and keeps the transcript', () => {
    const interview = {
      id: 'i',
      persona: { name: 'Margaret Thompson' },
      fileName: 'Fidelity World KIID.pdf',
      documentId: 'd',
      documentType: 'other',
      transcript: [{ question: 'q', answer: 'a', qa_score: 4 }],
    } as unknown as Interview;
    const result = interviewExport(interview);
    expect(result.fileName).toBe('interview-margaret-thompson-fidelity-world-kiid.json');
    expect(JSON.parse(result.json)).toMatchObject({
      interviewId: 'i',
      document: { fileName: 'Fidelity World KIID.pdf' },
      transcript: [{ qa_score: 4 }],
    });
  });
});

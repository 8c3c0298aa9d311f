import type { DocumentItem } from '#common/api/documents.ts';
import type { InterviewQuestion, Persona } from '#common/api/personas.ts';

let counter = 0;

/** A document row as the API lists it; ids are unique uuids so the zod schema accepts them. */
export function documentItem(overrides: Partial<DocumentItem> = {}): DocumentItem {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    clientId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    fileName: `report-${counter}.pdf`,
    fileType: 'pdf',
    fileSize: 1024,
    sha256: 'a'.repeat(64),
    currentVersion: 1,
    documentType: 'aov-report',
    uploadedAt: '2026-01-15T10:00:00.000Z',
    status: 'completed',
    hasAnalysis: false,
    hasPersonaInterviews: false,
    hasDocumentImprovements: false,
    analysisId: null,
    extraction: null,
    asAt: null,
    archived: null,
    ...overrides,
  };
}

/** An investor persona as GET /api/personas lists it. */
export function persona(overrides: Partial<Persona> = {}): Persona {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    name: `Persona ${counter}`,
    age: 40,
    portrait: null,
    portraitUrl: '/api/personas/portraits/default.svg',
    financialSnapshot: 'Saves monthly into a pension.',
    investmentStyle: 'Cautious',
    vulnerability: false,
    vulnerabilityDrivers: [],
    accessibilityNeeds: [],
    financialKnowledge: 'Some',
    knowledgeLevel: 'Beginner',
    investmentTime: '10 years',
    personalityTraits: [],
    speechStyle: { confidence: 'medium', technicalTerms: 'some', sentenceLength: 'medium' },
    motivations: [],
    concerns: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An interview question as GET /api/interview-questions lists it. */
export function question(overrides: Partial<InterviewQuestion> = {}): InterviewQuestion {
  counter += 1;
  return {
    id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`,
    category: 'purpose',
    text: `Question ${counter}?`,
    context: 'both',
    regulatoryMapping: 'PRIN 2A.5.3R',
    createdBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

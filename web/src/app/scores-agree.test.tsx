// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImpactView } from '#common/api/improvements.ts';
import {
  CATEGORY_LABELS,
  groupMean,
  INTERVIEW_CATEGORIES,
  scoreInterview,
  type Interview,
  type InterviewCategory,
  type ReportEffectiveness,
  type TranscriptItem,
} from '#common/api/personas.ts';
import { mockApi, renderWithApp } from '../test/render.tsx';
import { persona } from '../test/factories.ts';
import { ImpactSummary } from '../features/improvements/components/impact-summary.tsx';
import { InterviewList } from '../features/personas/components/interview-list.tsx';
import { InterviewResults } from '../features/personas/components/interview-results.tsx';
import {
  ComparisonView,
  DemographicsView,
  HeatmapView,
} from '../features/personas/components/report-views.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// One persona's interview, scored the way the server scores it (common scoreInterview): five answers
// averaging 1.8, a score the Comparison view used to call Very Poor while its own legend said Poor.
const ANSWERS: [InterviewCategory, number][] = [
  ['cost', 1],
  ['cost', 2],
  ['purpose', 2],
  ['purpose', 2],
  ['action', 2],
];
const transcript: TranscriptItem[] = ANSWERS.map(([category, qa_score], i) => ({
  questionId: `q${i + 1}`,
  question: `Question ${i + 1}?`,
  answer: 'I am not sure.',
  qa_score,
  category,
  feedback: 'The charges are hard to find.',
  evidence: [],
  causes: [],
  unknownTerms: [],
}));
const scored = scoreInterview(transcript);
const who = persona({ name: 'Margaret', knowledgeLevel: 'Beginner' });
const DOCUMENT_ID = '00000000-0000-4000-8000-000000000101';
const INTERVIEW_ID = '00000000-0000-4000-8000-000000000102';

const interview: Interview = {
  id: INTERVIEW_ID,
  clientId: who.id,
  personaId: who.id,
  documentId: DOCUMENT_ID,
  persona: {
    id: who.id,
    name: who.name,
    age: who.age,
    portraitUrl: who.portraitUrl,
    knowledgeLevel: who.knowledgeLevel,
    vulnerability: who.vulnerability,
  },
  fileName: 'kiid.pdf',
  documentType: 'ucits-kii',
  version: 1,
  superseded: false,
  status: 'completed',
  error: null,
  questionCount: transcript.length,
  meanScore: scored.overall,
  engine: 'builtin',
  model: 'builtin',
  promptHash: null,
  seed: null,
  simulated: true,
  completedAt: '2026-02-01T10:00:00.000Z',
  createdAt: '2026-02-01T09:59:00.000Z',
  questions: transcript.map((t) => ({ id: t.questionId!, category: t.category, text: t.question })),
  transcript,
};

const categoryAverages = Object.fromEntries(
  INTERVIEW_CATEGORIES.map((c) => [c, groupMean([scored.categories[c].score])]),
) as Record<InterviewCategory, number | null>;
const report: ReportEffectiveness = {
  documentId: DOCUMENT_ID,
  fileName: 'kiid.pdf',
  documentType: 'ucits-kii',
  categories: INTERVIEW_CATEGORIES.map((key) => ({ key, label: CATEGORY_LABELS[key] })),
  availablePersonas: [interview.persona],
  personas: [
    {
      persona: interview.persona,
      interviewId: INTERVIEW_ID,
      completedAt: interview.completedAt,
      scores: scored.categories,
      average: scored.overall,
    },
  ],
  categoryAverages,
  overallAverage: groupMean([scored.overall]),
  groups: [
    { level: 'Beginner', personaCount: 1, scores: categoryAverages, average: groupMean([scored.overall]) },
  ],
};
const ASKED: InterviewCategory[] = ['purpose', 'cost', 'action'];
const link = () => ({ to: '/x', state: null });

/** The text of a score badge: the number and its band, as a screen reader reads it. */
const badge = (score: string, label: string) => `${score} (${label})`;

describe('one persona score, one number and one label on every screen (issue 17)', () => {
  it('scores the fixture as the server would: 1.8 overall, Cost Clarity 1.5, both Poor', () => {
    expect(scored.overall).toBe(1.8);
    expect(scored.categories.cost.score).toBe(1.5);
    expect(scored.band).toBe('poor');
  });

  it('shows 1.8 (Poor) in the interview list', async () => {
    mockApi({ 'GET /api/interviews': () => ({ items: [interview], total: 1 }) });
    renderWithApp(<InterviewList role="client" />);
    const row = (await screen.findByText('Margaret')).closest('tr')!;
    expect(row.textContent).toContain(badge('1.8', 'Poor'));
  });

  it('shows 1.8 (Poor) as the average on the transcript', async () => {
    mockApi({ [`GET /api/interviews/${INTERVIEW_ID}`]: () => interview });
    renderWithApp(<InterviewResults interviewId={INTERVIEW_ID} role="client" />);
    const average = await screen.findByText(/Average score/);
    expect(average.textContent).toContain(badge('1.8', 'Poor'));
  });

  it('shows 1.8 (Poor) overall and 1.5 (Poor) for Cost Clarity in the Comparison view', () => {
    render(<ComparisonView report={report} categories={ASKED} transcriptLink={link} />, {
      wrapper: MemoryRouter,
    });
    const table = screen.getByRole('table', { name: 'Scores by category and persona' });
    const overall = within(table).getByRole('rowheader', { name: 'Overall' }).closest('tr')!;
    expect(overall.textContent).toContain(badge('1.8', 'Poor'));
    const cost = within(table).getByRole('rowheader', { name: 'Cost Clarity' }).closest('tr')!;
    expect(cost.textContent).toContain(badge('1.5', 'Poor'));
  });

  it('shows the same figures and labels in the Heatmap', () => {
    render(<HeatmapView report={report} categories={ASKED} transcriptLink={link} />, {
      wrapper: MemoryRouter,
    });
    const table = screen.getByRole('table', { name: 'Heatmap of scores by persona and category' });
    const row = within(table).getByRole('link', { name: 'Margaret' }).closest('tr')!;
    expect(row.textContent).toContain(badge('1.5', 'Poor'));
    expect(row.textContent).toContain(badge('1.8', 'Poor'));
  });

  it('shows the same figures and labels in Demographics', () => {
    render(<DemographicsView report={report} categories={ASKED} />, { wrapper: MemoryRouter });
    const table = screen.getByRole('table', { name: 'Average scores by knowledge level' });
    const row = within(table)
      .getByRole('rowheader', { name: /Beginner/ })
      .closest('tr')!;
    expect(row.textContent).toContain(badge('1.5', 'Poor'));
    expect(row.textContent).toContain(badge('1.8', 'Poor'));
  });

  it('prints one legend, whose ranges agree with the labels', () => {
    render(<ComparisonView report={report} categories={ASKED} transcriptLink={link} />, {
      wrapper: MemoryRouter,
    });
    const legend = screen.getByText('Score legend').parentElement!;
    expect(legend.textContent).toContain('Poor1.5-2.4');
    expect(legend.textContent).toContain('Very Poor1-1.4');
  });

  it('starts Enhancements from the same persona figures and labels', () => {
    const personaScores = Object.fromEntries(ASKED.map((c) => [c, categoryAverages[c]!]));
    const measures = {
      ukReadingAge: 15.6,
      analysisFindings: 10,
      ruleFindings: 0,
      longSentences: 3,
      jargonTerms: 5,
      undefinedAcronyms: 1,
      passiveVoice: 0,
      ruleIds: [],
      personaScores,
    };
    const impact: ImpactView = { before: measures, after: measures, fixedRules: [], newRules: [] };
    render(<ImpactSummary impact={impact} impactAll={null} accepted={1} />);
    const cost = screen.getByText('Cost Clarity', { selector: 'dt' }).parentElement!;
    expect(cost.textContent).toContain(badge('1.5', 'Poor'));
    expect(screen.getByText(/leave the reading age/).textContent).toMatch(/persona scores unchanged\.$/);
  });
});

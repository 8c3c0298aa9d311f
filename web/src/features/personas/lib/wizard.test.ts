import { describe, expect, it } from 'vitest';
import {
  MAX_PERSONAS_ALERT,
  allInterviewsFinished,
  autoSelectOnePerCategory,
  canStartInterviews,
  countStatuses,
  filterPersonas,
  filterQuestionsByContext,
  questionLabel,
  questionsToAsk,
  randomSelection,
  shouldRetryQuestions,
  statusTone,
  togglePersona,
  wizardProgress,
  interviewTimeNote,
} from './wizard.ts';

describe(filterPersonas.name, () => {
  const personas = [
    { id: 'a', knowledgeLevel: 'Beginner' as const, vulnerability: true },
    { id: 'b', knowledgeLevel: 'Expert' as const, vulnerability: false },
    { id: 'c', knowledgeLevel: 'Intermediate' as const, vulnerability: false },
  ];
  it('filters by knowledge level and vulnerability', () => {
    const ids = (f: Parameters<typeof filterPersonas>[1]) => filterPersonas(personas, f).map((p) => p.id);
    expect(ids({ knowledge: 'all', vulnerability: 'all' })).toEqual(['a', 'b', 'c']);
    expect(ids({ knowledge: 'Expert', vulnerability: 'all' })).toEqual(['b']);
    expect(ids({ knowledge: 'all', vulnerability: 'vulnerable' })).toEqual(['a']);
    expect(ids({ knowledge: 'all', vulnerability: 'non-vulnerable' })).toEqual(['b', 'c']);
    expect(ids({ knowledge: 'Beginner', vulnerability: 'non-vulnerable' })).toEqual([]);
  });
});

describe(togglePersona.name, () => {
  it('selects up to 5 and refuses a sixth with the alert', () => {
    let selected: string[] = [];
    for (const id of ['1', '2', '3', '4', '5']) selected = togglePersona(selected, id).selected;
    expect(selected).toHaveLength(5);
    expect(togglePersona(selected, '6')).toEqual({ selected, alert: MAX_PERSONAS_ALERT });
    expect(MAX_PERSONAS_ALERT).toBe('Maximum 5 personas can be selected at once.');
    expect(togglePersona(selected, '3')).toEqual({ selected: ['1', '2', '4', '5'], alert: null });
  });
});

describe(filterQuestionsByContext.name, () => {
  const questions = [
    { id: '1', category: 'cost', context: 'aov' },
    { id: '2', category: 'cost', context: 'compliance' },
    { id: '3', category: 'purpose', context: 'both' },
  ];
  it('keeps the context and "both", or everything without a context', () => {
    expect(filterQuestionsByContext(questions, 'aov').map((q) => q.id)).toEqual(['1', '3']);
    expect(filterQuestionsByContext(questions, 'compliance').map((q) => q.id)).toEqual(['2', '3']);
    expect(filterQuestionsByContext(questions, null)).toHaveLength(3);
  });
});

describe('question selection', () => {
  const questions = [
    { id: 'c1', category: 'cost' },
    { id: 'c2', category: 'cost' },
    { id: 'p1', category: 'purpose' },
    { id: 'a1', category: 'action' },
    { id: 'a2', category: 'action' },
  ];
  it('auto-selects the first question of each category', () => {
    expect(autoSelectOnePerCategory(questions)).toEqual(['c1', 'p1', 'a1']);
  });
  it('picks one random question per category', () => {
    expect(randomSelection(questions, () => 0.99)).toEqual(['c2', 'p1', 'a2']);
    expect(randomSelection(questions, () => 0)).toEqual(['c1', 'p1', 'a1']);
  });
  it('asks the picked questions, or one per category when none are picked', () => {
    expect(questionsToAsk(questions, ['c2', 'a2'])).toEqual(['c2', 'a2']);
    expect(questionsToAsk(questions, [])).toEqual(['c1', 'p1', 'a1']);
    expect(questionsToAsk(questions, ['gone'])).toEqual(['c1', 'p1', 'a1']);
  });
});

describe(shouldRetryQuestions.name, () => {
  it('allows three retries after the first failure, then gives up', () => {
    expect([0, 1, 2, 3].map(shouldRetryQuestions)).toEqual([true, true, true, false]);
  });
});

describe(canStartInterviews.name, () => {
  it('needs a persona, a document and loaded questions', () => {
    expect(canStartInterviews({ personaIds: [], documentId: 'd', questionsLoaded: true }).ok).toBe(false);
    expect(canStartInterviews({ personaIds: ['p'], documentId: null, questionsLoaded: true })).toEqual({
      ok: false,
      reason: 'No document selected. Please select a document first.',
    });
    expect(canStartInterviews({ personaIds: ['p'], documentId: 'd', questionsLoaded: false }).ok).toBe(false);
    expect(canStartInterviews({ personaIds: ['p'], documentId: 'd', questionsLoaded: true }).ok).toBe(true);
  });
});

describe('progress', () => {
  it('maps the three steps to 33, 66 and 100%', () => {
    expect([wizardProgress('setup'), wizardProgress('interviews'), wizardProgress('results')]).toEqual([
      33, 66, 100,
    ]);
  });
  it('counts statuses and knows when all interviews are finished', () => {
    const list = [{ status: 'completed' }, { status: 'failed' }, { status: 'processing' }];
    expect(countStatuses(list)).toEqual({ pending: 0, processing: 1, completed: 1, failed: 1 });
    expect(allInterviewsFinished(list)).toBe(false);
    expect(allInterviewsFinished(list.slice(0, 2))).toBe(true);
    expect(allInterviewsFinished([])).toBe(false);
  });
  it('colours badges as spec §4', () => {
    expect(['completed', 'processing', 'failed', 'pending'].map(statusTone)).toEqual([
      'green',
      'blue',
      'red',
      'slate',
    ]);
  });
  it('labels questions with the fallbacks of spec §3', () => {
    expect(questionLabel({ id: '1234567890', text: '' })).toBe('Question 12345678...');
    expect(questionLabel({})).toBe('Untitled Question');
    expect(questionLabel({ text: ' Why? ' })).toBe('Why?');
  });
});

describe(interviewTimeNote.name, () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, seconds)).toISOString();
  it('says how long the finished interviews took, from their own times, and guesses nothing before', () => {
    expect(
      interviewTimeNote([
        { status: 'completed', createdAt: at(0), completedAt: at(2) },
        { status: 'completed', createdAt: at(0), completedAt: at(4) },
        { status: 'processing', createdAt: at(0), completedAt: null },
      ]),
    ).toBe('The finished interviews took about 3 seconds each.');
    expect(interviewTimeNote([{ status: 'pending', createdAt: at(0), completedAt: null }])).toBe(
      'How long an interview takes depends on the document and the engine; this page updates by itself.',
    );
    expect(interviewTimeNote([{ status: 'completed', createdAt: at(0), completedAt: at(0) }])).toMatch(
      /^The finished interview took about 1 second\.$/,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Interview,
  InterviewListResponse,
  InterviewSummary,
  Persona,
  ReportEffectiveness,
} from '#common/api/personas.ts';
import { jargonDocument, plainDocument } from '#engine/personas/testing/paired-documents.ts';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  signIn,
  type Caller,
  type TestApp,
  waitFor,
} from '../../../test/helpers.ts';
import {
  createClientUser,
  createDocumentRow,
  createExtractedDocument,
  grantModule,
} from '../../../test/factories.ts';
import { auditLog, personaInterviews } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

const FACTS = {
  fund: 'Example UK Growth Fund',
  ongoingCharge: 0.85,
  transactionCost: 0.12,
  lastYear: 6.3,
  comparator: 4.1,
  years: 5,
  phone: '0800 123 4567',
};

const finished = (items: InterviewSummary[]) =>
  items.every((i) => i.status === 'completed' || i.status === 'failed');

describe('persona interviews (MODULE_PERMISSIONS=true)', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let noAccess: Caller;
  let admin: Caller;
  let documentId: string;
  let jargonId: string;
  let personas: Persona[];

  const pollInterviews = (caller: Caller, ids: string[]) =>
    waitFor(
      async () =>
        (await caller.request({ method: 'GET', url: `/api/interviews?ids=${ids.join(',')}` })).json()
          .items as InterviewSummary[],
      (items) => items.length === ids.length && finished(items),
    );

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    const c = await createClientUser(t.app);
    await grantModule(t.app, a.id, 'personas');
    await grantModule(t.app, b.id, 'personas');
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    noAccess = await signIn(t.app, c.email, c.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (
      await createExtractedDocument(t.app, a.id, plainDocument(FACTS), {
        fileName: 'growth-factsheet.pdf',
        documentType: 'investor-communications',
      })
    ).id;
    jargonId = (
      await createExtractedDocument(t.app, a.id, jargonDocument(FACTS), {
        fileName: 'growth-factsheet-jargon.pdf',
        documentType: 'investor-communications',
      })
    ).id;
    personas = (await owner.request({ method: 'GET', url: '/api/personas' })).json().items;
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to a client without the module on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/personas'],
      ['GET', `/api/personas/${id}`],
      ['POST', '/api/personas'],
      ['PATCH', `/api/personas/${id}`],
      ['GET', '/api/personas/portraits'],
      ['GET', '/api/personas/portraits/default.svg'],
      ['GET', '/api/interview-questions'],
      ['POST', '/api/interview-questions'],
      ['PATCH', `/api/interview-questions/${id}`],
      ['POST', '/api/interviews'],
      ['GET', '/api/interviews'],
      ['GET', `/api/interviews/${id}`],
      ['GET', `/api/documents/${id}/report-effectiveness`],
    ];
    for (const [method, url] of routes) {
      expect(
        (
          await anonymous(t.app).request({
            method: method as 'GET',
            url,
            payload: method === 'GET' ? undefined : {},
          })
        ).statusCode,
        `${method} ${url}`,
      ).toBe(401);
      const res = await noAccess.request({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/Persona Interviews/);
    }
  });

  it('seeds at least 12 complete personas covering every knowledge level and FG21/1 driver, ordered by name', async () => {
    expect(personas.length).toBeGreaterThanOrEqual(12);
    expect(personas.map((p) => p.name)).toEqual(
      [...personas.map((p) => p.name)].sort((x, y) => x.localeCompare(y)),
    );
    expect(new Set(personas.map((p) => p.knowledgeLevel))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Expert']),
    );
    expect(new Set(personas.flatMap((p) => p.vulnerabilityDrivers))).toEqual(
      new Set(['health', 'life_events', 'resilience', 'capability']),
    );
    for (const p of personas) {
      expect(
        p.financialSnapshot && p.investmentStyle && p.financialKnowledge && p.investmentTime,
      ).toBeTruthy();
      expect(p.personalityTraits.length && p.motivations.length && p.concerns.length).toBeGreaterThan(0);
      expect(p.portraitUrl).toMatch(/^\/api\/personas\/portraits\/[a-z-]+\.svg$/);
    }
    const filtered = (
      await owner.request({ method: 'GET', url: '/api/personas?knowledgeLevel=Expert&vulnerability=false' })
    ).json().items as Persona[];
    expect(filtered.length).toBeGreaterThan(0);
    expectEvery(filtered, (p) => p.knowledgeLevel === 'Expert' && !p.vulnerability);
  });

  it('reads one persona, and answers 404 for an unknown one', async () => {
    const res = await owner.request({ method: 'GET', url: `/api/personas/${personas[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(personas[0]);
    expect(
      (await owner.request({ method: 'GET', url: '/api/personas/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('serves the portraits locally as SVG', async () => {
    const res = await owner.request({ method: 'GET', url: personas[0]!.portraitUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    // An SVG opened on its own is a document: it gets its own, stricter policy than the app's.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const list = (await owner.request({ method: 'GET', url: '/api/personas/portraits' })).json().items;
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(
      (await owner.request({ method: 'GET', url: '/api/personas/portraits/..%2Fpersonas.routes.ts' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.request({ method: 'GET', url: '/api/personas/portraits/nobody.svg' })).statusCode,
    ).toBe(404);
  });

  it('seeds at least 40 questions over the six categories, filtered by document context', async () => {
    const all = (await owner.request({ method: 'GET', url: '/api/interview-questions' })).json().items;
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((q: { category: string }) => q.category))).toEqual(
      new Set(['purpose', 'cost', 'performance', 'action', 'visuals', 'accessibility']),
    );
    expectEvery(all, (q: { regulatoryMapping: string }) => q.regulatoryMapping.length > 0);
    const aov = (await owner.request({ method: 'GET', url: '/api/interview-questions?context=aov' })).json()
      .items;
    expect(aov.length).toBeLessThan(all.length);
    expectEvery(aov, (q: { context: string }) => q.context === 'aov' || q.context === 'both');
    const cost = (
      await owner.request({ method: 'GET', url: '/api/interview-questions?category=cost' })
    ).json().items;
    expectEvery(cost, (q: { category: string }) => q.category === 'cost');
  });

  it('refuses more than five personas with the spec’s message, and no persona at all', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: personas.slice(0, 6).map((p) => p.id) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Maximum 5 personas can be selected at once.');
    const none = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Select at least one persona.');
  });

  it('does not let another client interview a document it cannot see', async () => {
    const res = await other.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: [personas[0]!.id] },
    });
    expect(res.statusCode).toBe(404);
  });

  it('runs one interview per persona as jobs, stores cited transcripts and marks the document', async () => {
    const questions = (
      await owner.request({ method: 'GET', url: '/api/interview-questions?context=compliance' })
    ).json().items;
    const chosen = personas.slice(0, 3);
    const res = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: {
        documentId,
        personaIds: chosen.map((p) => p.id),
        questionIds: questions.slice(0, 8).map((q: { id: string }) => q.id),
      },
    });
    expect(res.statusCode).toBe(202);
    const started = res.json().items as InterviewSummary[];
    expect(started).toHaveLength(3);
    expectEvery(started, (i) => i.status === 'pending' && i.questionCount === 8 && i.simulated);

    const done = await pollInterviews(
      owner,
      started.map((i) => i.id),
    );
    expectEvery(done, (i) => i.status === 'completed' && i.engine === 'builtin' && i.meanScore !== null);

    const interview = (
      await owner.request({ method: 'GET', url: `/api/interviews/${started[0]!.id}` })
    ).json() as Interview;
    expect(interview.transcript).toHaveLength(8);
    expect(interview.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(interview.model).toMatch(/^clarion-persona-simulator@/);
    expect(interview.fileName).toBe('growth-factsheet.pdf');
    for (const item of interview.transcript) {
      expect(item.qa_score).toBeGreaterThanOrEqual(1);
      expect(item.qa_score).toBeLessThanOrEqual(5);
      expect(item.answer.length).toBeGreaterThan(0);
      expect(item.feedback.length).toBeGreaterThan(0);
    }
    expect(interview.transcript.some((i) => i.evidence.length > 0)).toBe(true);

    const doc = (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json();
    expect(doc.hasPersonaInterviews).toBe(true);
    // each run keeps the hash of the file it read, not only its version number (issue 15 item 2)
    const stored = await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .select({ sha256: personaInterviews.sha256 })
          .from(personaInterviews)
          .where(eq(personaInterviews.id, started[0]!.id)),
    );
    expect(stored[0]!.sha256).toBe(doc.sha256);
    const audit = await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'personas.interviews_started')),
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('asks one question per category matching the document context when none are chosen', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId: jargonId, personaIds: [personas[0]!.id] },
    });
    expect(res.statusCode).toBe(202);
    const [started] = res.json().items as InterviewSummary[];
    await pollInterviews(owner, [started!.id]);
    const interview = (
      await owner.request({ method: 'GET', url: `/api/interviews/${started!.id}` })
    ).json() as Interview;
    expect(interview.questions.map((q) => q.category)).toEqual([
      'purpose',
      'cost',
      'performance',
      'action',
      'visuals',
      'accessibility',
    ]);
    const bank = (
      await owner.request({ method: 'GET', url: '/api/interview-questions?context=compliance' })
    ).json().items as { id: string }[];
    expectEvery(interview.questions, (q) => bank.some((b) => b.id === q.id));
  });

  it('hides a client’s interviews from another client and shows them to admins', async () => {
    const mine = (await owner.request({ method: 'GET', url: '/api/interviews?limit=50' })).json();
    expect(mine.total).toBeGreaterThanOrEqual(4);
    const id = mine.items[0].id as string;
    expect((await other.request({ method: 'GET', url: `/api/interviews/${id}` })).statusCode).toBe(404);
    expect((await other.request({ method: 'GET', url: '/api/interviews' })).json()).toEqual({
      items: [],
      total: 0,
    });
    expect((await other.request({ method: 'GET', url: `/api/interviews?ids=${id}` })).json().items).toEqual(
      [],
    );
    expect((await owner.request({ method: 'GET', url: '/api/interviews?ids=' })).json()).toEqual({
      items: [],
      total: 0,
    });
    expect((await owner.request({ method: 'GET', url: '/api/interviews?ids=not-a-uuid' })).statusCode).toBe(
      400,
    );
    expect((await admin.request({ method: 'GET', url: `/api/interviews/${id}` })).statusCode).toBe(200);
    const byDocument = (
      await admin.request({ method: 'GET', url: `/api/interviews?documentId=${documentId}` })
    ).json();
    expect(byDocument.total).toBe(3);
    const completed = (
      await owner.request({ method: 'GET', url: '/api/interviews?status=completed&limit=1' })
    ).json();
    expect(completed.items).toHaveLength(1);
    expect(completed.total).toBeGreaterThanOrEqual(4);
  });

  it('reports effectiveness per persona and category, with averages to one decimal', async () => {
    const res = await owner.request({
      method: 'GET',
      url: `/api/documents/${documentId}/report-effectiveness`,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json() as ReportEffectiveness;
    expect(report.categories.map((c) => c.label)).toEqual([
      'Purpose Understanding',
      'Cost Clarity',
      'Performance Metrics',
      'Action Recognition',
      'Visual Presentation',
      'Accessibility',
    ]);
    expect(report.availablePersonas).toHaveLength(3);
    expect(report.personas).toHaveLength(3);
    for (const row of report.personas)
      for (const c of report.categories) {
        const score = row.scores[c.key].score;
        if (score !== null) expect(Math.round(score * 10) / 10).toBe(score);
      }
    const levels = report.groups.map((g) => g.level);
    expect(levels.length).toBeGreaterThan(0);
    const one = report.availablePersonas[0]!.id;
    const focused = (
      await owner.request({
        method: 'GET',
        url: `/api/documents/${documentId}/report-effectiveness?personaIds=${one}`,
      })
    ).json() as ReportEffectiveness;
    expect(focused.personas.map((p) => p.persona.id)).toEqual([one]);
    expect(focused.availablePersonas).toHaveLength(3);
    expect(
      (await other.request({ method: 'GET', url: `/api/documents/${documentId}/report-effectiveness` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await admin.request({ method: 'GET', url: `/api/documents/${documentId}/report-effectiveness` })
      ).json().personas,
    ).toHaveLength(3);
  });

  it('scores the plain-English factsheet above the jargon-heavy one for beginners', async () => {
    const beginners = personas.filter((p) => p.knowledgeLevel === 'Beginner').slice(0, 2);
    const mean = async (docId: string) => {
      const res = await owner.request({
        method: 'POST',
        url: '/api/interviews',
        payload: { documentId: docId, personaIds: beginners.map((p) => p.id) },
      });
      const done = await pollInterviews(
        owner,
        (res.json().items as InterviewSummary[]).map((i) => i.id),
      );
      return done.reduce((sum, i) => sum + i.meanScore!, 0) / done.length;
    };
    expect(await mean(documentId)).toBeGreaterThan(await mean(jargonId));
  });

  it('gives the same transcript when the same persona reads the same document again', async () => {
    const payload = { documentId: jargonId, personaIds: [personas[1]!.id] };
    const runs: Interview[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await owner.request({ method: 'POST', url: '/api/interviews', payload });
      const [started] = res.json().items as InterviewSummary[];
      await pollInterviews(owner, [started!.id]);
      runs.push((await owner.request({ method: 'GET', url: `/api/interviews/${started!.id}` })).json());
    }
    expect(runs[1]!.transcript).toEqual(runs[0]!.transcript);
    expect(runs[1]!.promptHash).toBe(runs[0]!.promptHash);
  });

  it('computes report scores with the spec’s rules: aliases, missing score 3, latest feedback, one decimal', async () => {
    const doc = await createExtractedDocument(t.app, owner.userId, plainDocument(FACTS));
    const beginner = personas.find((p) => p.knowledgeLevel === 'Beginner')!;
    const expert = personas.find((p) => p.knowledgeLevel === 'Expert')!;
    const { db } = t.app.deps.database;
    const insert = (personaId: string, transcript: unknown, completedAt: Date) =>
      runAsSystem(() =>
        db.insert(personaInterviews).values({
          clientId: owner.userId,
          personaId,
          documentId: doc.id,
          interviewQuestions: [],
          status: 'completed',
          transcript,
          completedAt,
        }),
      );
    // An older interview of the beginner that the report must ignore.
    await insert(beginner.id, [{ question: 'What are the costs?', qa_score: 1 }], new Date('2026-01-01'));
    await insert(
      beginner.id,
      [
        { question: 'What does it cost?', qa_score: 5, category: 'fairness', feedback: 'first' },
        { question: 'Is the fee clear?', qa_score: 4, category: 'cost', feedback: 'latest' },
        { question: 'What is it for?', category: 'understanding', feedback: 'no score' },
      ],
      new Date('2026-02-01'),
    );
    await insert(
      expert.id,
      JSON.stringify([{ question: 'How much are the charges?', qa_score: 2 }]),
      new Date('2026-02-01'),
    );
    const report = (
      await owner.request({ method: 'GET', url: `/api/documents/${doc.id}/report-effectiveness` })
    ).json() as ReportEffectiveness;
    const b = report.personas.find((p) => p.persona.id === beginner.id)!;
    expect(b.scores.cost).toEqual({ score: 4.5, count: 2, feedback: 'latest', band: 'excellent' });
    expect(b.scores.purpose).toEqual({ score: 3, count: 1, feedback: 'no score', band: 'average' });
    expect(b.scores.visuals).toEqual({
      score: null,
      count: 0,
      feedback: 'No feedback available',
      band: null,
    });
    // every answer counts once ((5 + 4 + 3) / 3), not the mean of the category means ((4.5 + 3) / 2)
    expect(b.average).toBe(4);
    expect(report.overallAverage).toBe(3);
    // the interview list gives each persona the very number Report Effectiveness gives it
    const listed = (
      await owner.request({ method: 'GET', url: `/api/interviews?documentId=${doc.id}&status=completed` })
    ).json() as InterviewListResponse;
    for (const row of report.personas)
      expect(listed.items.find((i) => i.id === row.interviewId)?.meanScore).toBe(row.average);
    const e = report.personas.find((p) => p.persona.id === expert.id)!;
    expect(e.scores.cost.score).toBe(2);
    expect(report.categoryAverages.cost).toBe(3.3);
    expect(report.categoryAverages.purpose).toBe(3);
    expect(report.categoryAverages.visuals).toBeNull();
    expect(report.groups.map((g) => [g.level, g.personaCount, g.scores.cost])).toEqual([
      ['Beginner', 1, 4.5],
      ['Expert', 1, 2],
    ]);
  });

  it('fails an interview of a document without extracted text with a clear message', async () => {
    const bare = await createDocumentRow(t.app, owner.userId, 'not-extracted.pdf');
    const res = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId: bare.id, personaIds: [personas[0]!.id, personas[1]!.id] },
    });
    const done = await pollInterviews(
      owner,
      (res.json().items as InterviewSummary[]).map((i) => i.id),
    );
    expect(done.map((i) => i.status)).toEqual(['failed', 'failed']);
    expect(done[0]!.error).toMatch(/no extracted text yet/);
  });

  it('reads transcripts stored as a JSON string or a doubly-encoded string', async () => {
    const items = [
      { question: 'What does it cost?', answer: 'I am not sure.', qa_score: 2, category: 'costs' },
    ];
    const { db } = t.app.deps.database;
    const ids: string[] = [];
    for (const stored of [JSON.stringify(items), JSON.stringify(JSON.stringify(items))]) {
      const [row] = await runAsSystem(
        async () =>
          await db
            .insert(personaInterviews)
            .values({
              clientId: owner.userId,
              personaId: personas[0]!.id,
              documentId,
              interviewQuestions: JSON.stringify([{ id: 'x', category: 'cost', text: 'What does it cost?' }]),
              status: 'completed',
              transcript: stored,
              completedAt: new Date(),
            })
            .returning(),
      );
      ids.push(row!.id);
    }
    for (const id of ids) {
      const interview = (
        await owner.request({ method: 'GET', url: `/api/interviews/${id}` })
      ).json() as Interview;
      expect(interview.transcript).toEqual([
        expect.objectContaining({
          question: 'What does it cost?',
          qa_score: 2,
          category: 'cost',
          evidence: [],
        }),
      ]);
      expect(interview.questions).toEqual([{ id: 'x', category: 'cost', text: 'What does it cost?' }]);
    }
  });

  it('lets admins add and edit personas and questions, and refuses clients', async () => {
    const persona = {
      name: 'Test Persona',
      age: 40,
      financialSnapshot: 'Savings of £10,000',
      investmentStyle: 'Cautious',
      vulnerability: true,
      vulnerabilityDrivers: ['resilience'],
      financialKnowledge: 'Intermediate',
      investmentTime: 'Monthly',
      personalityTraits: ['careful'],
      speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'short' },
      motivations: ['security'],
      concerns: ['losing money'],
    };
    expect((await owner.request({ method: 'POST', url: '/api/personas', payload: persona })).statusCode).toBe(
      403,
    );
    const created = await admin.request({ method: 'POST', url: '/api/personas', payload: persona });
    expect(created.statusCode).toBe(201);
    const p = created.json() as Persona;
    expect(p).toMatchObject({
      knowledgeLevel: 'Intermediate',
      portrait: null,
      portraitUrl: '/api/personas/portraits/default.svg',
      accessibilityNeeds: [],
    });
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/personas/${p.id}`,
      payload: { financialKnowledge: 'Expert', portrait: '/api/personas/portraits/doreen-whitaker.svg' },
    });
    expect(edited.json()).toMatchObject({
      knowledgeLevel: 'Expert',
      portraitUrl: '/api/personas/portraits/doreen-whitaker.svg',
      speechStyle: persona.speechStyle,
    });
    expect(
      (await owner.request({ method: 'PATCH', url: `/api/personas/${p.id}`, payload: { age: 41 } }))
        .statusCode,
    ).toBe(403);
    const invalid = await admin.request({
      method: 'POST',
      url: '/api/personas',
      payload: { ...persona, name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Enter the name.');
    expect(
      (
        await admin.request({
          method: 'PATCH',
          url: '/api/personas/00000000-0000-4000-8000-000000000000',
          payload: { age: 41 },
        })
      ).statusCode,
    ).toBe(404);

    const question = {
      category: 'cost',
      text: 'Is the exit fee explained?',
      context: 'compliance',
      regulatoryMapping: 'COBS 6.1ZA',
    };
    expect(
      (await owner.request({ method: 'POST', url: '/api/interview-questions', payload: question }))
        .statusCode,
    ).toBe(403);
    const q = await admin.request({ method: 'POST', url: '/api/interview-questions', payload: question });
    expect(q.statusCode).toBe(201);
    expect(q.json()).toMatchObject({ ...question, createdBy: admin.userId });
    const qe = await admin.request({
      method: 'PATCH',
      url: `/api/interview-questions/${q.json().id}`,
      payload: { context: 'both' },
    });
    expect(qe.json().context).toBe('both');
    expect(
      (
        await admin.request({
          method: 'POST',
          url: '/api/interview-questions',
          payload: { ...question, category: 'nonsense' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await owner.request({
          method: 'PATCH',
          url: `/api/interview-questions/${q.json().id}`,
          payload: { context: 'aov' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

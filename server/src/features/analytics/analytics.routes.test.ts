import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_ACTIONS, type ModuleAction } from '#common/api/analytics.ts';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  signIn,
  startAndSettle,
  uploadAndExtract,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { analyses, complianceChecks, improvements, personaInterviews } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

describe('analytics routes', () => {
  let t: TestApp;
  let admin: Caller;
  let client: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const c = await createClientUser(t.app);
    client = await signIn(t.app, c.email, c.password);
  });
  afterAll(async () => t.close());

  const events = [
    { type: 'page_view', name: 'page_view', path: '/client/dashboard?tab=1', title: 'Dashboard' },
    {
      type: 'page_view',
      name: 'page_view',
      path: '/client/compliance',
      title: 'Client Comms',
      module: 'compliance',
    },
    { type: 'persona_interview', name: 'started', module: 'personas', props: { personaCount: 3 } },
    { type: 'web_vital', name: 'LCP', value: 1200 },
    { type: 'web_vital', name: 'LCP', value: 2400 },
  ];

  it('stores nothing for anonymous visitors', async () => {
    const res = await anonymous(t.app).request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 0 });
  });

  it("stores a signed-in user's events and summarises them for admins", async () => {
    const res = await client.request({ method: 'POST', url: '/api/analytics/events', payload: { events } });
    expect(res.json()).toEqual({ stored: 5 });
    const summary = (await admin.request({ method: 'GET', url: '/api/admin/analytics?days=7' })).json();
    expect(summary.pageViewsPerDay.reduce((n: number, d: { views: number }) => n + d.views, 0)).toBe(2);
    expect(summary.topPages).toContainEqual({ path: '/client/dashboard?tab=1', views: 1 });
    expect(summary.featureUsage).toContainEqual({ module: 'personas', events: 1, users: 1 });
    expect(summary.events).toContainEqual({ type: 'persona_interview', name: 'started', count: 1 });
    const lcp = summary.webVitals.find((v: { name: string }) => v.name === 'LCP');
    expect(lcp).toMatchObject({ samples: 2, p50: 1800 });
  });

  it('validates events', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ type: 'made_up', name: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the summary for admins only', async () => {
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(
      401,
    );
    expect((await client.request({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(403);
  });
});

describe('analytics of module actions', () => {
  let t: TestApp;
  let admin: Caller;
  let owner: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const c = await createClientUser(t.app);
    owner = await signIn(t.app, c.email, c.password);
  });
  afterAll(async () => t.close());

  const rowsOf = async (table: typeof analyses | typeof complianceChecks | typeof improvements) =>
    runAsSystem(async () => Number((await t.app.deps.database.db.select({ n: count() }).from(table))[0]!.n));

  it('counts each module action once per row it created, under a human label, and refuses forged ones', async () => {
    const pdf = makePdf([
      {
        // an AoV report (the default type of an upload): the analysis of another would first ask to confirm
        heading: 'Example Fund: Assessment of Value 2025',
        lines: ['The fund invests in shares.', 'The fees are charged by the manager.'],
      },
    ]);
    const doc = await uploadAndExtract(owner, pdf, { fileName: 'kiid.pdf' });
    const analysis = await startAndSettle(owner, `/api/documents/${doc.id}/analyses`, '/api/analyses');
    expect(analysis.settled.status).toBe('completed');
    await startAndSettle(owner, `/api/documents/${doc.id}/improvements`, '/api/improvements');
    const check = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: doc.id },
    });
    expect(check.statusCode).toBe(202);
    const personas = (await owner.request({ method: 'GET', url: '/api/personas' })).json().items;
    const started = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId: doc.id, personaIds: personas.slice(0, 3).map((p: { id: string }) => p.id) },
    });
    expect(started.statusCode).toBe(202);
    const completedInterviews = () =>
      runAsSystem(async () =>
        Number(
          (
            await t.app.deps.database.db
              .select({ n: count() })
              .from(personaInterviews)
              .where(eq(personaInterviews.status, 'completed'))
          )[0]!.n,
        ),
      );
    await waitFor(completedInterviews, (n) => n === 3);

    const forged = await owner.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ type: 'module_action', name: 'interview_completed', module: 'personas' }] },
    });
    expect(forged.statusCode).toBe(400);

    const summary = (await admin.request({ method: 'GET', url: '/api/admin/analytics?days=1' })).json();
    const counted = (name: ModuleAction) =>
      summary.events.find(
        (e: { type: string; name: string }) => e.type === 'module_action' && e.name === name,
      )?.count ?? 0;
    const interviews = (await owner.request({ method: 'GET', url: '/api/interviews' })).json().items.length;
    expect(counted('interview_started')).toBe(interviews);
    expect(counted('interview_completed')).toBe(await completedInterviews());
    expect(counted('interview_completed')).toBe(3);
    expect(counted('analysis_started')).toBe(await rowsOf(analyses));
    expect(counted('analysis_completed')).toBe(1);
    expect(counted('compliance_check_run')).toBe(await rowsOf(complianceChecks));
    expect(counted('suggestions_requested')).toBe(await rowsOf(improvements));
    expect(summary.featureUsage).toContainEqual(expect.objectContaining({ module: 'aov_analysis' }));
    expect(MODULE_ACTIONS.interview_completed.label).toBe('Persona interview completed');
  });
});

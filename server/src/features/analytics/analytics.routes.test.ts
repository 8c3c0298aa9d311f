import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';

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

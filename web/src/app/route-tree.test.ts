import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ModuleName } from '#common/modules.ts';
import { appRoutes, type RouteHandle } from './route-tree.ts';

type Flat = { path: string; module?: ModuleName; role?: string; route: RouteObject };

/** Every addressable route with its full path and the guards above it. */
function flatten(routes: RouteObject[], base = '', inherited: RouteHandle = {}): Flat[] {
  return routes.flatMap((route) => {
    const handle = { ...inherited, ...(route.handle as RouteHandle | undefined) };
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const self: Flat[] = route.path || route.index ? [{ path: path || '/', ...handle, route }] : [];
    return [...self, ...(route.children ? flatten(route.children, path, handle) : [])];
  });
}

const routes = flatten(appRoutes);
const byPath = new Map(routes.map((entry) => [entry.path, entry]));

// Spec §2.1-2.3, written out independently of the route table.
const PUBLIC = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  // Where an invitation's link lands, naming the firm and the inviter (issue 30; the spec sends it to /reset-password).
  '/accept-invitation',
  '/privacy-policy',
  '/terms-of-service',
  '/contact-success',
];

const CLIENT: Array<[path: string, module?: ModuleName]> = [
  ['/client/dashboard'],
  ['/client/analyze-pdf', 'aov_analysis'],
  ['/client/analysis/:analysisId', 'aov_analysis'],
  ['/client/analyze-trigger/:documentId', 'aov_analysis'],
  ['/client/document-analysis', 'aov_analysis'],
  ['/client/document/:documentId'],
  ['/client/document/:documentId/edit'],
  // Compare two versions of a document (issue 15 item 2, ADR 015; not in the spec).
  ['/client/document/:documentId/compare'],
  ['/client/personas', 'personas'],
  ['/client/personas/new', 'personas'],
  ['/client/persona-interview/:interviewId', 'personas'],
  ['/client/personas/results/:interviewId', 'personas'],
  ['/client/report-effectiveness', 'personas'],
  ['/client/report-effectiveness/:documentId', 'personas'],
  ['/client/personas-dashboard', 'personas'],
  ['/client/personas/questions', 'personas'],
  ['/client/personas/manage', 'personas'],
  ['/client/personas/all-interviews', 'personas'],
  ['/client/personas/all', 'personas'],
  ['/client/document-improvement', 'document_improvements'],
  ['/client/document-improvement/:documentId', 'document_improvements'],
  ['/client/compliance', 'compliance'],
  ['/client/compliance/new', 'compliance'],
  ['/client/compliance/analysis/:analysisId', 'compliance'],
  ['/client/compliance/dashboard', 'compliance'],
  ['/client/debug'],
  ['/client/debug/supabase'],
  ['/client/two-factor'],
  // The firm's team (ADR 018; not in the spec).
  ['/client/team'],
  // Communications under review and the register of approvals (ADR 019; not in the spec).
  ['/client/reviews', 'compliance'],
  // Funds and their documents checked against each other (issue 28; not in the spec).
  ['/client/funds', 'funds'],
  ['/client/funds/unlinked', 'funds'],
  ['/client/funds/:fundId', 'funds'],
  // The checker's measured reach (issue 26, ADR 021; not in the spec).
  ['/client/checker-accuracy', 'compliance'],
  // The review workspace: one document version's page, findings and review (issue 26; not in the spec).
  ['/client/document/:documentId/review', 'compliance'],
];

const ADMIN = [
  '/admin/admin-dashboard',
  '/admin/create-client',
  '/admin/product-access',
  '/admin/analyses',
  '/admin/analysis/:analysisId',
  '/admin/analyze-pdf',
  '/admin/analyze-trigger/:documentId',
  '/admin/document/:documentId',
  '/admin/document/:documentId/edit',
  // Compare two versions of a document (issue 15 item 2, ADR 015; not in the spec).
  '/admin/document/:documentId/compare',
  '/admin/personas',
  '/admin/personas/new',
  '/admin/personas/interview/:interviewId',
  '/admin/personas/results/:interviewId',
  '/admin/report-effectiveness',
  '/admin/report-effectiveness/:documentId',
  '/admin/compliance',
  '/admin/compliance/new',
  '/admin/compliance/analysis/:analysisId',
  '/admin/compliance/dashboard',
  '/admin/debug',
  '/admin/two-factor',
  // Administration screens the spec does not list (DESIGN.md §6).
  '/admin/clients',
  '/admin/clients/:clientId',
  '/admin/audit',
  // The checker's measured reach across firms (issue 26, ADR 021; not in the spec).
  '/admin/checker-accuracy',
  '/admin/analytics',
  '/admin/personas/manage',
  '/admin/personas/questions',
];

async function redirectOf(pathname: string): Promise<string | null> {
  const matches = matchRoutes(appRoutes, pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf || typeof leaf.loader !== 'function') return null;
  const result = (await leaf.loader({} as never, undefined)) as Response;
  return result.headers.get('Location');
}

describe('route table', () => {
  it.each(PUBLIC)('registers the public page %s without a guard', (path) => {
    const entry = byPath.get(path);
    expect(entry, path).toBeDefined();
    expect(entry?.role).toBeUndefined();
    expect(entry?.module).toBeUndefined();
  });

  it.each(CLIENT)('registers %s for clients, behind module %s', (path, module) => {
    const entry = byPath.get(path);
    expect(entry, path).toBeDefined();
    expect(entry?.role).toBe('client');
    expect(entry?.module).toBe(module);
  });

  it.each(ADMIN)('registers %s for administrators, guarded by role only', (path) => {
    const entry = byPath.get(path);
    expect(entry, path).toBeDefined();
    expect(entry?.role).toBe('admin');
    expect(entry?.module).toBeUndefined();
  });

  it('registers nothing the spec does not name, apart from index redirects and catch-alls', () => {
    const known = new Set([...PUBLIC, ...CLIENT.map(([path]) => path), ...ADMIN, '/client', '/admin']);
    const extra = routes.map((entry) => entry.path).filter((path) => !known.has(path) && !path.endsWith('*'));
    expect(extra).toEqual([]);
  });

  it.each([
    ['/no-such-page', '/'],
    ['/clients', '/'],
    ['/client', '/client/dashboard'],
    ['/client/no-such-page', '/client/dashboard'],
    ['/client/personas/x/y/z', '/client/dashboard'],
    ['/admin', '/admin/admin-dashboard'],
    ['/admin/no-such-page', '/admin/admin-dashboard'],
    ['/admin/document-analysis', '/admin/admin-dashboard'],
  ])('redirects %s to %s', async (pathname, target) => {
    await expect(redirectOf(pathname)).resolves.toBe(target);
  });

  it('matches concrete URLs to the right pages', () => {
    const leaf = (pathname: string) => matchRoutes(appRoutes, pathname)?.at(-1);
    expect(leaf('/client/analysis/abc')?.params).toEqual({ analysisId: 'abc' });
    expect(leaf('/client/personas/results/i-1')?.params).toEqual({ interviewId: 'i-1' });
    expect(leaf('/admin/personas/interview/i-2')?.params).toEqual({ interviewId: 'i-2' });
    expect(leaf('/client/personas/new')?.route.path).toBe('personas/new');
    expect(leaf('/admin/clients/c-1')?.params).toEqual({ clientId: 'c-1' });
  });

  it('loads a component for every lazy route', async () => {
    const lazyRoutes: RouteObject[] = [];
    const collect = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (typeof route.lazy === 'function') lazyRoutes.push(route);
        if (route.children) collect(route.children);
      });
    collect(appRoutes);
    expect(lazyRoutes.length).toBeGreaterThan(50);
    for (const route of lazyRoutes) {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      const loaded = await lazy();
      expect(typeof loaded.Component, route.path ?? '(layout)').toBe('function');
    }
  });
});

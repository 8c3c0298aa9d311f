import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { ModuleName } from '#common/modules.ts';
import { paths } from '../config/paths.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/**
 * Every route of spec §2.1-2.3. Each page is its own lazily loaded chunk (a route file under ./routes
 * whose default export is the page), wrapped in lazyWithRetry so a failed download is retried before the
 * Loading Error screen. `handle` records the guard of each group so tests can check it.
 */

export type RouteHandle = { role?: Role; module?: ModuleName };

type PageModule = { default: ComponentType };

function page(importer: () => Promise<PageModule>): NonNullable<RouteObject['lazy']> {
  const load = lazyWithRetry(importer);
  return async () => ({ Component: (await load()).default });
}

const loadModuleGuards = lazyWithRetry(() => import('./routes/module-guards.tsx'));

/** A pathless layout route that lets only users with the module through to its children. */
function moduleGroup(module: ModuleName, children: RouteObject[]): RouteObject {
  return {
    handle: { module } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadModuleGuards()).moduleGuardRoutes[module] }),
    children,
  };
}

const redirectTo = (to: string) => () => redirect(to);

const clientRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(paths.client.dashboard) },
  { path: 'dashboard', lazy: page(() => import('./routes/client/dashboard.tsx')) },
  { path: 'document/:documentId', lazy: page(() => import('./routes/client/document.tsx')) },
  { path: 'document/:documentId/edit', lazy: page(() => import('./routes/client/document-edit.tsx')) },
  { path: 'document/:documentId/compare', lazy: page(() => import('./routes/client/document-compare.tsx')) },
  { path: 'debug', lazy: page(() => import('./routes/client/debug.tsx')) },
  { path: 'debug/supabase', lazy: page(() => import('./routes/client/debug-connection.tsx')) },
  { path: 'two-factor', lazy: page(() => import('./routes/client/two-factor.tsx')) },
  // The firm's members and their roles (ADR 018): every member reads it, a firm admin changes it.
  { path: 'team', lazy: page(() => import('./routes/client/team.tsx')) },
  moduleGroup('aov_analysis', [
    { path: 'analyze-pdf', lazy: page(() => import('./routes/client/analyze-pdf.tsx')) },
    { path: 'analysis/:analysisId', lazy: page(() => import('./routes/client/analysis.tsx')) },
    { path: 'analyze-trigger/:documentId', lazy: page(() => import('./routes/client/analyze-trigger.tsx')) },
    { path: 'document-analysis', lazy: page(() => import('./routes/client/document-analysis.tsx')) },
  ]),
  moduleGroup('personas', [
    { path: 'personas', lazy: page(() => import('./routes/client/personas.tsx')) },
    { path: 'personas/new', lazy: page(() => import('./routes/client/personas-new.tsx')) },
    {
      path: 'persona-interview/:interviewId',
      lazy: page(() => import('./routes/client/persona-interview.tsx')),
    },
    {
      path: 'personas/results/:interviewId',
      lazy: page(() => import('./routes/client/persona-results.tsx')),
    },
    { path: 'report-effectiveness', lazy: page(() => import('./routes/client/report-effectiveness.tsx')) },
    {
      path: 'report-effectiveness/:documentId',
      lazy: page(() => import('./routes/client/report-effectiveness.tsx')),
    },
    { path: 'personas-dashboard', lazy: page(() => import('./routes/client/personas-dashboard.tsx')) },
    { path: 'personas/questions', lazy: page(() => import('./routes/client/personas-questions.tsx')) },
    { path: 'personas/manage', lazy: page(() => import('./routes/client/personas-manage.tsx')) },
    {
      path: 'personas/all-interviews',
      lazy: page(() => import('./routes/client/personas-all-interviews.tsx')),
    },
    { path: 'personas/all', lazy: page(() => import('./routes/client/personas-all.tsx')) },
  ]),
  moduleGroup('document_improvements', [
    { path: 'document-improvement', lazy: page(() => import('./routes/client/document-improvement.tsx')) },
    {
      path: 'document-improvement/:documentId',
      lazy: page(() => import('./routes/client/document-improvement.tsx')),
    },
  ]),
  moduleGroup('compliance', [
    { path: 'compliance', lazy: page(() => import('./routes/client/compliance.tsx')) },
    { path: 'compliance/new', lazy: page(() => import('./routes/client/compliance-new.tsx')) },
    {
      path: 'compliance/analysis/:analysisId',
      lazy: page(() => import('./routes/client/compliance-analysis.tsx')),
    },
    { path: 'compliance/dashboard', lazy: page(() => import('./routes/client/compliance-dashboard.tsx')) },
    // The review workflow (ADR 019) belongs to Client Comms.
    { path: 'reviews', lazy: page(() => import('./routes/client/reviews.tsx')) },
    // One screen per document version (issue 26): its page with the findings boxed, the findings, the review.
    { path: 'document/:documentId/review', lazy: page(() => import('./routes/client/document-review.tsx')) },
    // The checker's measured reach from the firm's decisions (issue 26): firm admins (the API refuses others).
    { path: 'checker-accuracy', lazy: page(() => import('./routes/client/checker-accuracy.tsx')) },
  ]),
  moduleGroup('funds', [
    { path: 'funds', lazy: page(() => import('./routes/client/funds.tsx')) },
    { path: 'funds/unlinked', lazy: page(() => import('./routes/client/funds-unlinked.tsx')) },
    { path: 'funds/:fundId', lazy: page(() => import('./routes/client/fund.tsx')) },
  ]),
  { path: '*', loader: redirectTo(paths.client.dashboard) },
];

// Admin pages are guarded by role only: administrators use every module.
const adminRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(paths.admin.dashboard) },
  { path: 'admin-dashboard', lazy: page(() => import('./routes/admin/admin-dashboard.tsx')) },
  { path: 'create-client', lazy: page(() => import('./routes/admin/create-client.tsx')) },
  { path: 'product-access', lazy: page(() => import('./routes/admin/product-access.tsx')) },
  // Administration screens beyond the spec's list (DESIGN.md §6): clients, audit trail, analytics.
  { path: 'clients', lazy: page(() => import('./routes/admin/clients.tsx')) },
  { path: 'clients/:clientId', lazy: page(() => import('./routes/admin/client.tsx')) },
  { path: 'audit', lazy: page(() => import('./routes/admin/audit.tsx')) },
  { path: 'checker-accuracy', lazy: page(() => import('./routes/admin/checker-accuracy.tsx')) },
  { path: 'analytics', lazy: page(() => import('./routes/admin/analytics.tsx')) },
  { path: 'analyses', lazy: page(() => import('./routes/admin/analyses.tsx')) },
  { path: 'analysis/:analysisId', lazy: page(() => import('./routes/admin/analysis.tsx')) },
  { path: 'analyze-pdf', lazy: page(() => import('./routes/admin/analyze-pdf.tsx')) },
  { path: 'analyze-trigger/:documentId', lazy: page(() => import('./routes/admin/analyze-trigger.tsx')) },
  { path: 'document/:documentId', lazy: page(() => import('./routes/admin/document.tsx')) },
  { path: 'document/:documentId/edit', lazy: page(() => import('./routes/admin/document-edit.tsx')) },
  { path: 'document/:documentId/compare', lazy: page(() => import('./routes/admin/document-compare.tsx')) },
  { path: 'personas', lazy: page(() => import('./routes/admin/personas.tsx')) },
  { path: 'personas/new', lazy: page(() => import('./routes/admin/personas-new.tsx')) },
  { path: 'personas/manage', lazy: page(() => import('./routes/admin/personas-manage.tsx')) },
  { path: 'personas/questions', lazy: page(() => import('./routes/admin/personas-questions.tsx')) },
  {
    path: 'personas/interview/:interviewId',
    lazy: page(() => import('./routes/admin/persona-interview.tsx')),
  },
  { path: 'personas/results/:interviewId', lazy: page(() => import('./routes/admin/persona-results.tsx')) },
  { path: 'report-effectiveness', lazy: page(() => import('./routes/admin/report-effectiveness.tsx')) },
  {
    path: 'report-effectiveness/:documentId',
    lazy: page(() => import('./routes/admin/report-effectiveness.tsx')),
  },
  { path: 'compliance', lazy: page(() => import('./routes/admin/compliance.tsx')) },
  { path: 'compliance/new', lazy: page(() => import('./routes/admin/compliance-new.tsx')) },
  {
    path: 'compliance/analysis/:analysisId',
    lazy: page(() => import('./routes/admin/compliance-analysis.tsx')),
  },
  { path: 'compliance/dashboard', lazy: page(() => import('./routes/admin/compliance-dashboard.tsx')) },
  { path: 'debug', lazy: page(() => import('./routes/admin/debug.tsx')) },
  { path: 'two-factor', lazy: page(() => import('./routes/admin/two-factor.tsx')) },
  { path: '*', loader: redirectTo(paths.admin.dashboard) },
];

/** The routes inside the root layout. */
export const appRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/public/landing.tsx')) },
  { path: 'login', lazy: page(() => import('./routes/public/login.tsx')) },
  { path: 'register', lazy: page(() => import('./routes/public/register.tsx')) },
  { path: 'reset-password', lazy: page(() => import('./routes/public/reset-password.tsx')) },
  { path: 'accept-invitation', lazy: page(() => import('./routes/public/accept-invitation.tsx')) },
  { path: 'privacy-policy', lazy: page(() => import('./routes/public/privacy-policy.tsx')) },
  { path: 'terms-of-service', lazy: page(() => import('./routes/public/terms-of-service.tsx')) },
  { path: 'contact-success', lazy: page(() => import('./routes/public/contact-success.tsx')) },
  {
    path: 'client',
    handle: { role: 'client' } satisfies RouteHandle,
    lazy: page(() => import('./routes/client/layout.tsx')),
    children: clientRoutes,
  },
  {
    path: 'admin',
    handle: { role: 'admin' } satisfies RouteHandle,
    lazy: page(() => import('./routes/admin/layout.tsx')),
    children: adminRoutes,
  },
  { path: '*', loader: redirectTo(paths.home) },
];

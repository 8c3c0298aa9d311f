import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverviewResponse,
  clientDashboardResponse,
  upcomingStaleResponse,
} from '#common/api/dashboard.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { activityResponse } from '#common/api/admin.ts';
import {
  getAdminActivity,
  getAdminOverview,
  getClientDashboard,
  getUpcomingStale,
} from './dashboard.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: requireRole('client'),
      schema: { tags: ['dashboard'], response: { 200: clientDashboardResponse, ...errors } },
    },
    async (request) => getClientDashboard(app.deps, requireUser(request)),
  );
  // Documents and approvals out of date or going out of date in the next 30 days (issue 30 item 3).
  app.get(
    '/dashboard/upcoming-stale',
    {
      onRequest: requireRole('client'),
      schema: { tags: ['dashboard'], response: { 200: upcomingStaleResponse, ...errors } },
    },
    async (request) => getUpcomingStale(app.deps, requireUser(request)),
  );
  app.get(
    '/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: { tags: ['admin'], response: { 200: adminOverviewResponse, ...errors } },
    },
    async () => getAdminOverview(app.deps),
  );
  app.get(
    '/admin/activity',
    {
      onRequest: requireRole('admin'),
      schema: { tags: ['admin'], response: { 200: activityResponse, ...errors } },
    },
    async () => getAdminActivity(app.deps),
  );
};

import { firmOf } from '../firms/firm-access.ts';
import type { AdminOverviewResponse, ClientDashboardResponse } from '#common/api/dashboard.ts';
import type { ActivityResponse } from '#common/api/admin.ts';
import { findRecentAudit } from '../audit/audit.service.ts';
import type { User } from '#common/api/auth.ts';
import { DASHBOARD_RECENT_LIMIT } from '#common/constants.ts';
import type { AppDeps } from '../../deps.ts';
import {
  countClientActivity,
  countClients,
  findRecentClients,
  findRecentDocuments,
  findTroubledDocuments,
} from './dashboard.repository.ts';

const STUCK_AFTER_MS = 10 * 60 * 1000;

const toRecent = (d: Awaited<ReturnType<typeof findRecentDocuments>>[number]) => ({
  ...d,
  uploadedAt: d.uploadedAt.toISOString(),
});

/** The caller's own figures; the route only lets clients in, and the queries are scoped to their id. */
export async function getClientDashboard(deps: AppDeps, user: User): Promise<ClientDashboardResponse> {
  const db = deps.database.db;
  const [counts, recent] = await Promise.all([
    countClientActivity(db, firmOf(user)),
    findRecentDocuments(db, DASHBOARD_RECENT_LIMIT, firmOf(user)),
  ]);
  return { counts, recentDocuments: recent.map(toRecent) };
}

export async function getAdminOverview(deps: AppDeps): Promise<AdminOverviewResponse> {
  const db = deps.database.db;
  const [activity, clients, recentDocuments, recentClients] = await Promise.all([
    countClientActivity(db),
    countClients(db),
    findRecentDocuments(db, DASHBOARD_RECENT_LIMIT),
    findRecentClients(db, DASHBOARD_RECENT_LIMIT),
  ]);
  return {
    counts: { clients, ...activity },
    recentDocuments: recentDocuments.map(toRecent),
    recentClients: recentClients.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

/** What an administrator should look at: recent activity, documents stuck or failed, and the job queue. */
export async function getAdminActivity(deps: AppDeps): Promise<ActivityResponse> {
  const [recent, troubled, queue] = await Promise.all([
    findRecentAudit(deps, 25),
    findTroubledDocuments(deps.database.db, STUCK_AFTER_MS, 25),
    deps.queue.stats(),
  ]);
  return {
    recent,
    stuckDocuments: troubled.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    queue,
  };
}

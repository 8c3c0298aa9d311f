import { firmOf } from '../firms/firm-access.ts';
import {
  UPCOMING_STALE_DAYS,
  type AdminOverviewResponse,
  type ClientDashboardResponse,
  type UpcomingStaleItem,
  type UpcomingStaleResponse,
} from '#common/api/dashboard.ts';
import { staleFrom } from '#engine/rules/index.ts';
import { DAY_MS, dateOf, todayOf } from '../reviews/review-dates.ts';
import type { ActivityResponse } from '#common/api/admin.ts';
import { findRecentAudit } from '../audit/audit.service.ts';
import type { User } from '#common/api/auth.ts';
import { DASHBOARD_RECENT_LIMIT } from '#common/constants.ts';
import type { AppDeps } from '../../deps.ts';
import {
  countClientActivity,
  countClients,
  findRecentClients,
  findApprovalsExpiringBy,
  findDocumentsStaleBy,
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

/**
 * What in the caller's firm is out of date or goes out of date within the next 30 days (issue 30 item 3):
 * documents past their "as at" limit and approvals past their review date ("expired" in reviews.service.ts
 * from the same date), the overdue first, then by date. Scoped to the firm (and by row-level security).
 */
export async function getUpcomingStale(deps: AppDeps, user: User): Promise<UpcomingStaleResponse> {
  const db = deps.database.db;
  const today = todayOf(deps);
  const until = dateOf(deps.now() + UPCOMING_STALE_DAYS * DAY_MS);
  const firm = firmOf(user);
  const [docs, approvals] = await Promise.all([
    findDocumentsStaleBy(db, firm, until),
    findApprovalsExpiringBy(db, firm, until),
  ]);
  const state = (date: string): UpcomingStaleItem['state'] => (date <= today ? 'overdue' : 'due');
  const items: UpcomingStaleItem[] = [
    ...docs.flatMap((d) => {
      if (!d.asAtDate || !d.staleAfterMonths) return [];
      const date = staleFrom(d.asAtDate, d.staleAfterMonths);
      return [
        {
          kind: 'document' as const,
          documentId: d.documentId,
          fileName: d.fileName,
          documentType: d.documentType,
          date,
          state: state(date),
          asAtDate: d.asAtDate,
          staleAfterMonths: d.staleAfterMonths,
        },
      ];
    }),
    ...approvals.flatMap((a) =>
      a.reviewDate
        ? [
            {
              kind: 'approval' as const,
              documentId: a.documentId,
              fileName: a.fileName,
              documentType: a.documentType,
              // the approval expires once its review date has passed: out of date from the day after
              date: a.reviewDate,
              state: a.reviewDate < today ? ('overdue' as const) : ('due' as const),
              reviewId: a.reviewId,
            },
          ]
        : [],
    ),
  ];
  items.sort(
    (a, b) =>
      (a.state === b.state ? 0 : a.state === 'overdue' ? -1 : 1) ||
      a.date.localeCompare(b.date) ||
      a.fileName.localeCompare(b.fileName),
  );
  return { today, until, items };
}

import { z } from 'zod';

export const recentDocument = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  documentType: z.string(),
  status: z.string(),
  uploadedAt: z.string(),
  clientId: z.string().uuid(),
  clientName: z.string().optional(),
});
export type RecentDocument = z.infer<typeof recentDocument>;

/** GET /api/dashboard: the signed-in client's own figures. */
export const clientDashboardResponse = z.object({
  counts: z.object({
    documents: z.number().int(),
    analyses: z.number().int(),
    interviews: z.number().int(),
    checks: z.number().int(),
  }),
  recentDocuments: z.array(recentDocument),
});
export type ClientDashboardResponse = z.infer<typeof clientDashboardResponse>;

/** GET /api/admin/overview: platform-wide figures for administrators. */
export const adminOverviewResponse = z.object({
  counts: z.object({
    clients: z.number().int(),
    documents: z.number().int(),
    analyses: z.number().int(),
    interviews: z.number().int(),
    checks: z.number().int(),
  }),
  recentDocuments: z.array(recentDocument),
  recentClients: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), email: z.string(), createdAt: z.string() }),
  ),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;

/** Days ahead the "going stale" list looks (issue 30 item 3). */
export const UPCOMING_STALE_DAYS = 30;

/**
 * One thing that is out of date, or will be within the window: a document past its "as at" limit (a KII or
 * KID after 12 months, a factsheet after 3), or an approval past its review date.
 */
export const upcomingStaleItem = z.object({
  kind: z.enum(['document', 'approval']),
  documentId: z.string().uuid(),
  fileName: z.string(),
  documentType: z.string(),
  /** The first day it is out of date: the document's stale-from day, or the approval's review date. */
  date: z.string(),
  /** "overdue": already out of date; "due": within the window. */
  state: z.enum(['overdue', 'due']),
  /** A document's "as at" date and its limit in months; absent for an approval. */
  asAtDate: z.string().optional(),
  staleAfterMonths: z.number().int().optional(),
  /** An approval's review id. */
  reviewId: z.string().uuid().optional(),
});
export type UpcomingStaleItem = z.infer<typeof upcomingStaleItem>;

/** GET /api/dashboard/upcoming-stale: the firm's documents and approvals out of date or due within the window. */
export const upcomingStaleResponse = z.object({
  today: z.string(),
  until: z.string(),
  items: z.array(upcomingStaleItem),
});
export type UpcomingStaleResponse = z.infer<typeof upcomingStaleResponse>;

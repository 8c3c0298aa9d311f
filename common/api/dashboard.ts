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

import { z } from 'zod';
import { MODULES } from '../modules.ts';
import { firmMember, frnInput } from './firms.ts';

const isoDate = z.string();

export const createClientInput = z.object({
  name: z.string().trim().min(1, 'Enter the client name.').max(120),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  /**
   * The person who becomes the firm's admin (issue 30): without it they appear everywhere as the firm. Optional on
   * the API so that callers written against the spec (name and e-mail only) keep working; the form asks for it.
   */
  adminName: z.string().trim().min(1, "Enter the firm admin's name.").max(120).optional(),
});
export type CreateClientInput = z.infer<typeof createClientInput>;

export const clientSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: isoDate,
  disabledAt: isoDate.nullable(),
  /**
   * How the account signs in: a password, single sign-on, both (an account linked to SSO by e-mail keeps
   * its password), or not yet (set-password link not used).
   */
  signInMethod: z.enum(['password', 'sso', 'password_and_sso', 'pending']),
  documentCount: z.number().int(),
  /** A client is a firm (ADR 018): how many accounts it has, and the e-mail domain SSO users join it by. */
  memberCount: z.number().int().default(1),
  emailDomain: z.string().nullable().default(null),
  /** The firm's FCA Firm Reference Number (null: not recorded). */
  frn: z.string().nullable().optional(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export const clientListResponse = z.object({ items: z.array(clientSummary), total: z.number().int() });
export type ClientListResponse = z.infer<typeof clientListResponse>;

// A verified domain: the platform admin maps it to one firm, and SSO users with that domain join it as members.
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain like example.com.',
  )
  .nullable();

export const updateClientInput = z
  .object({ disabled: z.boolean().optional(), emailDomain: emailDomain.optional(), frn: frnInput.optional() })
  .refine((v) => v.disabled !== undefined || v.emailDomain !== undefined || v.frn !== undefined, {
    message: 'Send disabled, emailDomain or frn.',
  });
export type UpdateClientInput = z.infer<typeof updateClientInput>;

export const clientDetailResponse = z.object({
  client: clientSummary,
  /** The firm's accounts and their roles. */
  members: z.array(firmMember).default([]),
  documents: z.array(
    z.object({
      id: z.string().uuid(),
      fileName: z.string(),
      documentType: z.string(),
      status: z.string(),
      uploadedAt: isoDate,
      hasAnalysis: z.boolean(),
      hasPersonaInterviews: z.boolean(),
      hasDocumentImprovements: z.boolean(),
    }),
  ),
  counts: z.object({
    documents: z.number().int(),
    analyses: z.number().int(),
    interviews: z.number().int(),
    checks: z.number().int(),
    improvements: z.number().int(),
  }),
});
export type ClientDetailResponse = z.infer<typeof clientDetailResponse>;

export const moduleName = z.enum(MODULES);

/** The spec's admin list item (§3): userName falls back to "Unknown". */
export const productAccessItem = z.object({
  userId: z.string().uuid(),
  userName: z.string(),
  userEmail: z.string(),
  access: z.object({
    aov_analysis: z.boolean(),
    compliance: z.boolean(),
    personas: z.boolean(),
    document_improvements: z.boolean(),
    funds: z.boolean(),
  }),
});
export type ProductAccessItem = z.infer<typeof productAccessItem>;
export const productAccessResponse = z.object({
  items: z.array(productAccessItem),
  /** MODULE_PERMISSIONS: with it off every client can use every module, whatever the switches say. */
  modulePermissions: z.boolean(),
  /**
   * With gating off, what turning it on would take away: each client's modules whose switch is off
   * (issue #17: switching it on locked every client out at once). Empty when gating is on.
   */
  wouldLose: z.array(
    z.object({ userId: z.string().uuid(), userName: z.string(), modules: z.array(moduleName) }),
  ),
});
export type ProductAccessResponse = z.infer<typeof productAccessResponse>;

export const productAccessUpdateInput = z.object({
  updates: z
    .array(z.object({ userId: z.string().uuid(), productName: moduleName, hasAccess: z.boolean() }))
    .min(1, 'Send at least one change.')
    .max(2000),
});
export type ProductAccessUpdateInput = z.infer<typeof productAccessUpdateInput>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoDate,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name now (null: none recorded, or the account is gone): shown, with the e-mail on hover. */
  actorName: z.string().nullable().default(null),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.unknown().nullable(),
  ip: z.string().nullable(),
  /**
   * The target's name: stored with the entry when it was written (kept after deletion), else the current
   * name of the document or account; null when neither is known.
   */
  targetName: z.string().nullable().default(null),
  /** The document or account the entry is about no longer exists. */
  targetDeleted: z.boolean().default(false),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  userId: z.string().uuid().optional(),
  action: z.string().trim().max(100).optional(),
  from: z.string().date('Use a date like 2025-05-05.').optional(),
  to: z.string().date('Use a date like 2025-05-05.').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditResponse = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  actions: z.array(z.string()),
});
export type AuditResponse = z.infer<typeof auditResponse>;

export const activityResponse = z.object({
  recent: z.array(auditEntry),
  stuckDocuments: z.array(
    z.object({
      id: z.string().uuid(),
      fileName: z.string(),
      clientId: z.string().uuid(),
      clientName: z.string(),
      status: z.string(),
      uploadedAt: isoDate,
      error: z.string().nullable(),
    }),
  ),
  queue: z.array(
    z.object({
      name: z.string(),
      queued: z.number().int(),
      active: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

import { z } from 'zod';
import { aiReviewSummarySchema, findingOrigin } from './ai-review.ts';

export const CHECK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const createCheckInput = z.object({
  documentId: z.string().uuid('Choose a document.'),
  /** Rule pack ids to apply; all packs when absent. */
  packs: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one rule pack.').max(50).optional(),
});
export type CreateCheckInput = z.infer<typeof createCheckInput>;

export const findingSchema = z.object({
  ruleId: z.string(),
  ruleVersion: z.union([z.string(), z.number()]),
  title: z.string(),
  citation: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  evidence: z.array(z.object({ page: z.number().int(), quote: z.string() })),
  occurrences: z.number().int().optional(),
  suggestion: z.string(),
  /** "ai-suggested" for a finding the AI review added (screens label it); absent or "rules" otherwise. */
  origin: findingOrigin.optional(),
  /** An AI-suggested finding's rule: its ruleId is its own, so a decision on it is kept apart from the rule's. */
  relatesTo: z.string().optional(),
  /** A reviewer's decision, kept across re-runs of the check on the same document. */
  decision: z
    .object({
      status: z.enum(['dismissed', 'resolved']),
      reason: z.string(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type FindingItem = z.infer<typeof findingSchema>;

export const complianceCheckSchema = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  clientId: z.string().uuid(),
  fileName: z.string(),
  documentType: z.string(),
  status: z.enum(CHECK_STATUSES),
  error: z.string().nullable(),
  engineVersion: z.string().nullable(),
  createdAt: z.string(),
  rag: z.enum(['red', 'amber', 'green']).nullable(),
  findings: z.array(findingSchema),
  passed: z.array(
    z.object({ ruleId: z.string(), title: z.string(), citation: z.string(), severity: z.string() }),
  ),
  notApplicable: z.array(z.string()),
  /**
   * When the document's content showed another type than the one it was uploaded as (a PRIIPs KID uploaded
   * as a promotion), the type the check applied and the sentence that tells the user so.
   */
  checkedAs: z
    .object({ documentType: z.string(), declared: z.string(), confidence: z.number(), note: z.string() })
    .nullable(),
  /** The AI review's summary (AI_PROVIDER=openai); null when none ran. Its findings are in `findings`. */
  aiReview: aiReviewSummarySchema.nullable(),
});
export type ComplianceCheck = z.infer<typeof complianceCheckSchema>;

export const checkListQuery = z.object({
  documentId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export const checkListResponse = z.object({
  items: z.array(
    complianceCheckSchema
      .omit({ findings: true, passed: true, notApplicable: true, checkedAs: true, aiReview: true })
      .extend({ findingCount: z.number().int() }),
  ),
  total: z.number().int(),
});
export type CheckListResponse = z.infer<typeof checkListResponse>;

export const findingDecisionInput = z
  .object({
    status: z.enum(['dismissed', 'resolved', 'open']),
    reason: z.string().trim().max(2000).default(''),
  })
  .refine((v) => v.status !== 'dismissed' || v.reason.length > 0, {
    message: 'Give a reason for dismissing the finding.',
    path: ['reason'],
  });
export type FindingDecisionInput = z.infer<typeof findingDecisionInput>;

export const rulePackListResponse = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), ruleCount: z.number().int() }),
  ),
});
export type RulePackList = z.infer<typeof rulePackListResponse>;

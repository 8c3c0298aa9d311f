import { z } from 'zod';
import { aiReviewSummarySchema, findingOrigin } from './ai-review.ts';

export const CHECK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const createCheckInput = z.object({
  documentId: z.string().uuid('Choose a document.'),
  /** Rule pack ids to apply; all packs when absent. */
  packs: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one rule pack.').max(50).optional(),
});
export type CreateCheckInput = z.infer<typeof createCheckInput>;

export const DECISION_STATUSES = ['dismissed', 'resolved'] as const;

const decisionSchema = z.object({
  status: z.enum(DECISION_STATUSES),
  reason: z.string(),
  /** The e-mail of the person who decided (null once their account is gone). */
  decidedBy: z.string().nullable(),
  decidedAt: z.string(),
});

export const decisionHistoryEntry = decisionSchema.extend({
  status: z.enum([...DECISION_STATUSES, 'open']),
  /** Made on the evidence this finding has now (false: the rule fired on other evidence then). */
  onThisEvidence: z.boolean(),
});
export type DecisionHistoryEntry = z.infer<typeof decisionHistoryEntry>;

export const findingCommentSchema = z.object({
  id: z.string().uuid(),
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type FindingComment = z.infer<typeof findingCommentSchema>;

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
  /** sha256 of the rule and its normalised quotes: a decision carries to a re-run only on the same hash. */
  evidenceHash: z.string(),
  /** The decision that applies to this finding's evidence; null while it is open. */
  decision: decisionSchema.nullable(),
  /** Every decision on this rule for the document, newest first, including those made on other evidence. */
  history: z.array(decisionHistoryEntry),
  comments: z.array(findingCommentSchema),
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
  /** The file the check assessed (kept when the document's file is replaced). */
  sha256: z.string().nullable(),
  /** The document's file has been replaced since: the results are of an earlier file ("out of date — re-run"). */
  outOfDate: z.boolean(),
  /** The document version the check assessed ("for version n — superseded" once replaced); null if unknown. */
  version: z.number().int().nullable(),
  /** The document is archived: the check is read-only (no decisions, comments or re-runs). */
  archived: z.boolean(),
  /** From the OPEN findings only: dismissed and resolved findings do not colour it. */
  rag: z.enum(['red', 'amber', 'green']).nullable(),
  counts: z.object({ open: z.number().int(), dismissed: z.number().int(), resolved: z.number().int() }),
  findings: z.array(findingSchema),
  passed: z.array(
    z.object({ ruleId: z.string(), title: z.string(), citation: z.string(), severity: z.string() }),
  ),
  notApplicable: z.array(z.string()),
  /** The same rules named: title and citation (the id where a pack no longer has the rule). */
  notApplicableRules: z.array(z.object({ ruleId: z.string(), title: z.string(), citation: z.string() })),
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
      .omit({
        findings: true,
        passed: true,
        notApplicable: true,
        notApplicableRules: true,
        checkedAs: true,
        aiReview: true,
      })
      // findingCount: the open findings, as the rating counts them
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

export const findingCommentInput = z.object({
  body: z.string().trim().min(1, 'Write a comment.').max(4000, 'Keep a comment under 4,000 characters.'),
});
export type FindingCommentInput = z.infer<typeof findingCommentInput>;

export const rulePackListResponse = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), ruleCount: z.number().int() }),
  ),
});
export type RulePackList = z.infer<typeof rulePackListResponse>;

import { z } from 'zod';
import { blockingDisagreementSchema } from './funds.ts';

// The review workflow for a communication (issue 15 item 4, ADR 019): a document version submitted for
// approval, decided by an approver who is not the submitter, with an immutable approval record.

/** Statuses a review row is stored with ("expired" is also read from the review date). */
export const REVIEW_STATUSES = [
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus | 'draft', string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const REVIEW_OUTCOMES = ['approved', 'rejected', 'changes_requested'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the review date as YYYY-MM-DD.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Enter a real date.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s ? s : undefined));

/** The attestation an approver ticks, unless their firm words it otherwise (issue 30 item 1). */
export const DEFAULT_ATTESTATION =
  'I have reviewed this communication and its findings and I am satisfied it is fair, clear and not misleading.';

export const submitReviewInput = z.object({
  documentId: z.string().uuid('Choose a document.'),
  note: optionalText(2000),
  /** When the approval should be looked at again; an approved review reads "expired" after it. */
  reviewDate: isoDate.optional(),
  /** When the decision is due (the inbox sorts by it and reminds the assignees). */
  dueDate: isoDate.optional(),
  /** A named approver of the firm; none: any approver (the role). */
  approverId: z.string().uuid('Choose an approver.').optional(),
  /** Named reviewers of the firm; none: the firm's reviewers (the role). */
  reviewerIds: z.array(z.string().uuid('Choose a reviewer.')).max(20).optional(),
});
export type SubmitReviewInput = z.input<typeof submitReviewInput>;

export const decideReviewInput = z
  .object({
    outcome: z.enum(REVIEW_OUTCOMES),
    reason: optionalText(2000),
    /** Approving with an open high-severity finding needs the approver's recorded reason. */
    overrideReason: optionalText(2000),
    /** Approving needs the approver's attestation, in the firm's wording; the record keeps it. */
    attestation: z.boolean().optional(),
  })
  .refine((d) => d.outcome === 'approved' || d.reason !== undefined, {
    message: 'Say why: the submitter reads this reason.',
    path: ['reason'],
  });
export type DecideReviewInput = z.input<typeof decideReviewInput>;

export const withdrawReviewInput = z.object({ reason: optionalText(2000) });
export type WithdrawReviewInput = z.input<typeof withdrawReviewInput>;

const findingRef = z.object({
  ruleId: z.string(),
  title: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  citation: z.string(),
  origin: z.string(),
  /** A finding a reviewer raised (origin "reviewer"): who raised it. */
  raisedBy: z.string().nullable().optional(),
  /** Their name (absent in records written before names were kept). */
  raisedByName: z.string().nullable().optional(),
});
const decidedFindingRef = findingRef.extend({
  status: z.enum(['dismissed', 'resolved']),
  reason: z.string(),
  /** A dismissal's category (absent in records written before categories). */
  category: z.string().nullable().optional(),
  decidedBy: z.string().nullable(),
  /** Their name then (absent in records written before names were kept). */
  decidedByName: z.string().nullable().optional(),
  decidedAt: z.string(),
});

/** What was approved and on what evidence, written once at approval and never changed. */
export const approvalRecordSchema = z.object({
  documentId: z.string().uuid(),
  fileName: z.string(),
  version: z.number().int(),
  sha256: z.string(),
  check: z.object({
    id: z.string().uuid(),
    createdAt: z.string(),
    engineVersion: z.string().nullable(),
    rulePacks: z.array(z.object({ id: z.string(), version: z.string() })),
    rag: z.string().nullable(),
    /** The rating before reviewers' dismissals (issue 30); absent from records written before it was kept. */
    ragBeforeReview: z.string().nullable().optional(),
  }),
  /** The rules' and reviewers' findings (and AI-suggested ones): the possible tier is kept apart, below. */
  findings: z.object({
    open: z.array(findingRef),
    dismissed: z.array(decidedFindingRef),
    resolved: z.array(decidedFindingRef),
  }),
  /**
   * The learned layer's possible findings then (ADR 022): named on the certificate, never counted as breaches.
   * Absent in records written before the tier was wired.
   */
  possibleFindings: z
    .object({
      open: z.array(findingRef),
      dismissed: z.array(decidedFindingRef),
      resolved: z.array(decidedFindingRef),
    })
    .optional(),
  /** The fund(s) the document was linked to at approval (absent in records written before issue 30). */
  funds: z.array(z.object({ id: z.string().uuid(), name: z.string() })).optional(),
  approver: z.object({ id: z.string().uuid(), email: z.string(), name: z.string() }),
  approvedAt: z.string(),
  overrideReason: z.string().nullable(),
  reason: z.string().nullable(),
  /** Open high disagreements of the document's funds approved over with the override reason (issue 28). */
  fundDisagreements: z.array(blockingDisagreementSchema).optional(),
  /** What the approver attested, in the firm's wording then (absent in records written before issue 30). */
  attestation: z.object({ text: z.string(), attestedAt: z.string() }).optional(),
});
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

const assignee = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });
export type Assignee = z.infer<typeof assignee>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  clientId: z.string().uuid(),
  /** The file name of the version reviewed: a replacement never relabels an earlier approval (issue 30). */
  fileName: z.string(),
  version: z.number().int(),
  sha256: z.string(),
  /** As read now: an approved review past its review date is "expired". */
  status: z.enum(REVIEW_STATUSES),
  /** The document has a newer version: "for version n — superseded"; it can no longer be decided. */
  superseded: z.boolean(),
  currentVersion: z.number().int(),
  archived: z.boolean(),
  /** The submitter's e-mail then, and their name now (null: none recorded, or the account is not readable). */
  submittedBy: z.string().nullable(),
  submittedByName: z.string().nullable().optional(),
  submittedById: z.string().uuid().nullable(),
  submittedAt: z.string(),
  note: z.string().nullable(),
  reviewDate: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable().optional(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  overrideReason: z.string().nullable(),
  approvalRecord: approvalRecordSchema.nullable(),
  /** Whole days since submission. */
  ageDays: z.number().int(),
  /** When the decision is due; overdue: still waiting after that day. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  /** Who it is assigned to: a named approver and named reviewers (none named: the role). */
  approver: assignee.nullable(),
  reviewers: z.array(assignee),
  /** Waiting for the signed-in member: submitted, undecided, and theirs to review or approve. */
  waitingForMe: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  documentId: z.string().uuid().optional(),
  /** A platform admin's choice of firm; a member always sees their own. */
  clientId: z.string().uuid().optional(),
  /** Only the reviews waiting for the signed-in member (the inbox). */
  assignedToMe: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewListResponse = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  /** Reviews of the firm by status as read now (the dashboard's counts). */
  byStatus: z.record(z.string(), z.number().int()),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

/** The menu's count: reviews waiting for the signed-in member. */
export const waitingCountResponse = z.object({ count: z.number().int() });
export type WaitingCountResponse = z.infer<typeof waitingCountResponse>;

/** A finding as the approval panel lists it, with its decision (dismissed ones) and its anchor on the check. */
export const panelFinding = findingRef.extend({
  status: z.enum(['open', 'dismissed', 'resolved']),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable().optional(),
});
export type PanelFinding = z.infer<typeof panelFinding>;

/** A document's review panel: its latest review (null: draft), the earlier ones, and what approval would meet. */
export const documentReviewResponse = z.object({
  status: z.enum(['draft', ...REVIEW_STATUSES]),
  current: reviewSchema.nullable(),
  history: z.array(reviewSchema),
  currentVersion: z.number().int(),
  /** The latest completed check of the current version (none: a check must run before submitting). */
  latestCheckId: z.string().uuid().nullable(),
  /** Open high-severity findings of that check: approving needs an override reason while there are any. */
  openHighFindings: z.array(findingRef),
  /** Open high disagreements of the document's funds that involve it: they block approval too (issue 28). */
  openHighDisagreements: z.array(blockingDisagreementSchema),
  /** The latest check's rating and its open and decided findings, for the approver (issue 30). */
  check: z
    .object({ id: z.string().uuid(), rag: z.string().nullable(), findings: z.array(panelFinding) })
    .nullable(),
  /** The wording of the attestation an approver ticks. */
  attestationText: z.string(),
});
export type DocumentReviewResponse = z.infer<typeof documentReviewResponse>;

export const registerQuery = z.object({ clientId: z.string().uuid().optional() });

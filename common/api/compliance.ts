import { z } from 'zod';
import { documentMeasuresSchema } from './measures.ts';
import { aiReviewSummarySchema, findingOrigin } from './ai-review.ts';

export const CHECK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const createCheckInput = z.object({
  documentId: z.string().uuid('Choose a document.'),
  /** Rule pack ids to apply; all packs when absent. */
  packs: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one rule pack.').max(50).optional(),
});
export type CreateCheckInput = z.infer<typeof createCheckInput>;

export const DECISION_STATUSES = ['dismissed', 'resolved'] as const;

/**
 * The learned layer's tier (ADR 022): what a classifier reads as a likely breach that the rules passed. A pointer
 * for a person, not a finding: it never colours the rating, never blocks approval and is counted apart.
 */
export const POSSIBLE_ORIGIN = 'possible';
export const POSSIBLE_TIER_LABEL = 'Possible — for a person to judge';
export const isPossible = (finding: { origin?: string | undefined }) => finding.origin === POSSIBLE_ORIGIN;
/** A finding the rating and the breach counts take: the rules' and reviewers' (not AI-suggested, not possible). */
export const isRatedFinding = (finding: { origin?: string | undefined }) =>
  finding.origin !== 'ai-suggested' && finding.origin !== POSSIBLE_ORIGIN;
/** The tier of a finding, as the exports name it. */
export const findingTier = (finding: { origin?: string | undefined }) =>
  isPossible(finding) ? 'possible' : 'finding';

/** Why a finding was dismissed (migration 0028): only "not a breach" counts against the checker's precision. */
export const DISMISSAL_CATEGORIES = ['not_a_breach', 'accepted', 'duplicate'] as const;
export const dismissalCategory = z.enum(DISMISSAL_CATEGORIES);
export type DismissalCategory = z.infer<typeof dismissalCategory>;
export const DISMISSAL_CATEGORY_LABELS: Record<DismissalCategory, string> = {
  not_a_breach: 'Not a breach',
  accepted: 'Accepted with reason',
  duplicate: 'Duplicate',
};

const decisionSchema = z.object({
  status: z.enum(DECISION_STATUSES),
  reason: z.string(),
  /** A dismissal's category; null for other decisions and for dismissals made before categories. */
  category: dismissalCategory.nullable().optional(),
  /** The e-mail of the person who decided (null once their account is gone). */
  decidedBy: z.string().nullable(),
  /** Their name, shown with the e-mail on hover (null: no name recorded, or the account is gone). */
  decidedByName: z.string().nullable().optional(),
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
  /** The author's name, shown with the e-mail on hover (null: no name recorded, or the account is gone). */
  authorName: z.string().nullable().optional(),
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
  /** A reviewer's finding: who raised it and when (its ruleId is "reviewer:<id>", its rule in relatesTo). */
  raisedBy: z.string().nullable().optional(),
  /** Their name, shown with the e-mail on hover. */
  raisedByName: z.string().nullable().optional(),
  raisedAt: z.string().optional(),
  /** A possible finding (origin "possible"): the learned layer's probability for its page, 0-1. */
  probability: z.number().optional(),
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
  /** From the OPEN findings only: dismissed and resolved findings do not colour it, nor do possible ones. */
  rag: z.enum(['red', 'amber', 'green']).nullable(),
  /**
   * The rating before reviewers' decisions (every finding of the rules and of reviewers, open or not), so a
   * dismissal never hides what the check found: "Red before review: 1 high, dismissed by …" (issue 30).
   */
  ragBeforeReview: z.enum(['red', 'amber', 'green']).nullable(),
  /** The findings by state, possible ones (the learned layer's tier) left out: they are in `possibleCounts`. */
  counts: z.object({ open: z.number().int(), dismissed: z.number().int(), resolved: z.number().int() }),
  possibleCounts: z.object({
    open: z.number().int(),
    dismissed: z.number().int(),
    resolved: z.number().int(),
  }),
  findings: z.array(findingSchema),
  /** Rules that applied and were satisfied (issue 30): never a rule for another document type or product. */
  passed: z.array(
    z.object({
      ruleId: z.string(),
      title: z.string(),
      citation: z.string(),
      severity: z.string(),
      /** The text that satisfied the rule (the risk warning found), page and quote; empty when there is none. */
      evidence: z.array(z.object({ page: z.number().int(), quote: z.string() })),
      /** What was found or measured, or what was looked for and not found ("None found in 12 pages: …"). */
      basis: z.string(),
    }),
  ),
  notApplicable: z.array(z.string()),
  /** The same rules named: title, citation (the id where a pack no longer has the rule) and why it did not apply. */
  notApplicableRules: z.array(
    z.object({ ruleId: z.string(), title: z.string(), citation: z.string(), reason: z.string() }),
  ),
  /**
   * When the document's content showed another type than the one it was uploaded as (a PRIIPs KID uploaded
   * as a promotion), the type the check applied and the sentence that tells the user so.
   */
  checkedAs: z
    .object({ documentType: z.string(), declared: z.string(), confidence: z.number(), note: z.string() })
    .nullable(),
  /** The AI review's summary (AI_PROVIDER=openai); null when none ran. Its findings are in `findings`. */
  aiReview: aiReviewSummarySchema.nullable(),
  /**
   * The reading age and the document type's target with its reason, as every screen shows them
   * (engine/measures); null until completed, and on checks run before they were kept.
   */
  measures: documentMeasuresSchema.nullable(),
  /**
   * Sentences of the firm's boilerplate the reading measures left out (issue 30 item 6), with their pages;
   * empty when none were (or the check ran before the firm marked any).
   */
  excludedSentences: z.array(z.object({ page: z.number().int(), quote: z.string() })).optional(),
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
        excludedSentences: true,
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
    /**
     * Why it is dismissed. Optional so that callers written before categories keep working (their dismissal
     * is stored uncategorised, as older ones are); the screens always ask for it.
     */
    category: dismissalCategory.optional(),
  })
  .refine((v) => v.status !== 'dismissed' || v.reason.length > 0, {
    message: 'Give a reason for dismissing the finding.',
    path: ['reason'],
  })
  .refine((v) => v.status === 'dismissed' || v.category === undefined, {
    message: 'Only a dismissal takes a category.',
    path: ['category'],
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

/** A reviewer raises a finding the checker missed, on the passage they selected (issue 26 item 2). */
export const OTHER_RULE = 'other';
export const raiseFindingInput = z
  .object({
    /** A rule id of the packs, or "other" with the reviewer's own citation. */
    ruleId: z.string().trim().min(1, 'Choose a rule, or "Other".').max(200),
    citation: z.string().trim().max(300).optional(),
    title: z.string().trim().max(200).optional(),
    severity: z.enum(['high', 'medium', 'low']),
    comment: z
      .string()
      .trim()
      .min(1, 'Say what is wrong.')
      .max(4000, 'Keep a comment under 4,000 characters.'),
    quote: z
      .string()
      .trim()
      .min(3, 'Select the passage the finding is about.')
      .max(2000, 'Select a shorter passage (under 2,000 characters).'),
  })
  .refine((v) => v.ruleId !== OTHER_RULE || (v.citation ?? '').length > 0, {
    message: 'Give the citation (the rule or provision) for a finding of your own.',
    path: ['citation'],
  });
export type RaiseFindingInput = z.infer<typeof raiseFindingInput>;

/** Every rule of the loaded packs, for the reviewer's picker. */
export const ruleListResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      citation: z.string(),
      severity: z.enum(['high', 'medium', 'low']),
      packId: z.string(),
      packName: z.string(),
    }),
  ),
});
export type RuleList = z.infer<typeof ruleListResponse>;

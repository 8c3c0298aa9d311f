import { z } from 'zod';

/**
 * The optional AI review (AI_PROVIDER=openai) of a compliance check or an AoV analysis: findings a model
 * suggested beyond the rules, each verified to quote the document verbatim, stored with the prompt and
 * schema versions that produced them. Screens label every such finding with AI_SUGGESTED_LABEL.
 */
export const AI_SUGGESTED_LABEL = 'AI-suggested';

/**
 * A finding's origin: the rule packs / built-in analysis, the AI review, a reviewer who raised it, or the learned
 * layer's "possible" tier (ADR 022: for a person to judge; never rated, counted or blocking).
 */
export const FINDING_ORIGINS = ['rules', 'ai-suggested', 'reviewer', 'possible'] as const;
export const findingOrigin = z.enum(FINDING_ORIGINS);
export type FindingOrigin = z.infer<typeof findingOrigin>;

/** completed: every chunk reviewed; partial: some were not (or the document was too long); failed: none. */
export const AI_REVIEW_STATUSES = ['completed', 'partial', 'failed'] as const;

export const aiSuggestedFindingSchema = z.object({
  /** Stable for the same topic and quote, so a reviewer's decision carries over to a re-run. */
  id: z.string(),
  /** The rule (compliance) or COLL consideration (AoV) the finding relates to. */
  relatesTo: z.string(),
  title: z.string(),
  citation: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  page: z.number().int(),
  /** Verified to stand in the document (white space and typographic quotes made plain). */
  quote: z.string(),
  suggestion: z.string(),
});
export type AiSuggestedFinding = z.infer<typeof aiSuggestedFindingSchema>;

export const aiReviewSummarySchema = z.object({
  status: z.enum(AI_REVIEW_STATUSES),
  /** One or two sentences for the screen: what was reviewed, and what did not run and why. */
  note: z.string(),
  model: z.string(),
  promptVersion: z.string(),
  schemaVersion: z.string(),
  reviewedAt: z.string(),
  chunks: z.object({ total: z.number().int(), reviewed: z.number().int() }),
  /** Suggestions the model made, kept, and dropped: quote not in the document, repeat of a finding, unknown rule. */
  counts: z.object({
    proposed: z.number().int(),
    kept: z.number().int(),
    unverified: z.number().int(),
    duplicate: z.number().int(),
    unknownTopic: z.number().int(),
  }),
});
export type AiReviewSummary = z.infer<typeof aiReviewSummarySchema>;

/** As stored (compliance_checks.ai_review, analyses.ai_review). */
export const aiReviewSchema = aiReviewSummarySchema.extend({ findings: z.array(aiSuggestedFindingSchema) });
export type AiReview = z.infer<typeof aiReviewSchema>;

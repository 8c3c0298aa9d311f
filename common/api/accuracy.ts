import { z } from 'zod';

/** Precision and recall of one rule (or of all rules) from a firm's decisions (issue 26 item 3). */
export const ruleAccuracySchema = z.object({
  /** A rule of the packs; "other" for reviewer findings that named no rule. */
  ruleId: z.string(),
  title: z.string(),
  citation: z.string(),
  /** Engine findings resolved, or left open at approval. */
  kept: z.number().int(),
  /** Engine findings dismissed as "not a breach". */
  notABreach: z.number().int(),
  /** Reviewer findings raised on the rule (not themselves dismissed): what the checker missed. */
  missed: z.number().int(),
  /** kept / (kept + not a breach); null with nothing to divide. */
  precision: z.number().nullable(),
  /** kept / (kept + missed): an estimate, as people find only some of what the checker misses. */
  recall: z.number().nullable(),
});
export type RuleAccuracy = z.infer<typeof ruleAccuracySchema>;

export const accuracyQuery = z.object({ firmId: z.string().uuid().optional() });

export const accuracyResponse = z.object({
  /** The firm asked for (a firm admin's own); null: every firm (platform admin). */
  firmId: z.string().uuid().nullable(),
  total: ruleAccuracySchema,
  /** kept + not a breach + missed: the firm's own figures are shown on reports once this reaches the minimum. */
  decided: z.number().int(),
  enough: z.boolean(),
  rules: z.array(ruleAccuracySchema),
  /**
   * The learned layer's possible findings (ADR 022), kept or dismissed as "not a breach": a row of its own, never
   * in `total` or `rules`, so the recall shown as the checker's is the rules' alone. Its recall is null.
   */
  learned: ruleAccuracySchema,
});
export type AccuracyResponse = z.infer<typeof accuracyResponse>;

/** One labelled decision of the export (JSON Lines, for evaluating a classifier). */
export const labelledDecisionSchema = z.object({
  firmId: z.string().uuid(),
  documentId: z.string().uuid(),
  ruleId: z.string(),
  origin: z.enum(['rules', 'reviewer', 'possible']),
  /** "possible": a decision on the learned layer's tier (ADR 022); "finding": on the rules' or a reviewer's. */
  tier: z.enum(['finding', 'possible']),
  verdict: z.enum(['kept', 'not_a_breach', 'missed']),
  quote: z.string(),
  /** The passage around the quote in the document's text (the quote itself when it is no longer found). */
  text: z.string(),
  decidedAt: z.string(),
});
export type LabelledDecision = z.infer<typeof labelledDecisionSchema>;

import { z } from 'zod';

/**
 * Improvements API ("Enhancements", DESIGN.md §6): POST /api/documents/:id/improvements → 202 starts a run
 * on any document whose text is extracted (no analysis needed), or 200 with the run of the current version
 * already queued or running (never a duplicate), GET /api/improvements/:id, GET /api/improvements (a client's own;
 * admins see every client's), PATCH /api/improvements/:id/suggestions/:sid to accept, reject or edit a
 * suggestion, GET /api/improvements/:id/export.docx (the revised document) and
 * GET /api/improvements/:id/report (the change report, printable HTML).
 */

export const IMPROVEMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ImprovementStatus = (typeof IMPROVEMENT_STATUSES)[number];

/** A suggestion starts proposed; only a person accepts or rejects it (issue #17). */
export const SUGGESTION_STATUSES = ['proposed', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_TYPE_LABELS = {
  'split-sentence': 'Split a long sentence',
  'plain-words': 'Use plain words',
  'define-term': 'Explain a term',
  'define-acronym': 'Spell out an acronym',
  'active-voice': 'Say who does what',
  'add-warning': 'Add a required warning',
  'move-key-fact': 'Move a key fact forward',
  'add-heading': 'Add a heading',
  'update-date': 'Update the date after review',
} as const;
export type SuggestionTypeName = keyof typeof SUGGESTION_TYPE_LABELS;
const suggestionTypes = Object.keys(SUGGESTION_TYPE_LABELS) as [SuggestionTypeName, ...SuggestionTypeName[]];

/** Longest wording a reviewer may give a suggestion. */
export const MAX_EDITED_TEXT = 5000;

export const STALE_IMPROVEMENT_MESSAGE =
  'The document has changed since these suggestions were made (it was re-extracted or its file replaced). Generate the suggestions again.';

const personaCategory = z.enum(['purpose', 'cost', 'performance', 'action', 'visuals', 'accessibility']);

export const measuresSchema = z.object({
  ukReadingAge: z.number(),
  longSentences: z.number().int(),
  jargonTerms: z.number().int(),
  undefinedAcronyms: z.number().int(),
  passiveVoice: z.number().int(),
  /** The analysis page's findings count (absent in runs made before it was measured). */
  analysisFindings: z.number().int().optional(),
  /** The Compliance check's findings count. */
  ruleFindings: z.number().int(),
  ruleIds: z.array(z.string()),
  personaScores: z.record(z.string(), z.number()).optional(),
});
export type MeasuresView = z.infer<typeof measuresSchema>;

export const impactSchema = z.object({
  before: measuresSchema,
  after: measuresSchema,
  fixedRules: z.array(z.string()),
  newRules: z.array(z.string()),
});
export type ImpactView = z.infer<typeof impactSchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  type: z.enum(suggestionTypes),
  page: z.number().int(),
  passage: z.string(),
  original: z.string(),
  proposed: z.string(),
  reason: z.string(),
  addresses: z.object({
    kind: z.enum(['rule', 'metric']),
    id: z.string(),
    label: z.string(),
    citation: z.string().optional(),
    /** The open finding of the latest check this fixes: its check and the sentence the check quoted. */
    finding: z
      .object({
        checkId: z.string().optional(),
        quote: z.string().optional(),
        page: z.number().int().optional(),
      })
      .optional(),
  }),
  categories: z.array(personaCategory),
  /** The engine measured a gain and no loss: a hint for the reviewer, never a decision. */
  recommended: z.boolean(),
  impact: impactSchema.nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  editedText: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SuggestionView = z.infer<typeof suggestionSchema>;

const segment = z.object({ text: z.string(), suggestionId: z.string().optional() });
export const comparedPageSchema = z.object({
  number: z.number().int(),
  blocks: z.array(
    z.object({
      kind: z.enum(['heading', 'paragraph', 'list', 'table', 'caption']),
      level: z.number().int().optional(),
      original: z.array(segment).nullable(),
      revised: z.array(segment).nullable(),
      changed: z.boolean(),
    }),
  ),
});
export type ComparedPageView = z.infer<typeof comparedPageSchema>;

const improvementBase = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  clientId: z.string().uuid(),
  clientEmail: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  /** The document version the suggestions were made for; null if unknown (replaced before versions existed). */
  version: z.number().int().nullable(),
  /** A later version has replaced it: "for version n — superseded" (ADR 015). */
  superseded: z.boolean(),
  status: z.enum(IMPROVEMENT_STATUSES),
  error: z.string().nullable(),
  engineVersion: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const improvementSchema = improvementBase.extend({
  /** Impact of the accepted suggestions (with the reviewer's edits), re-measured after every decision. */
  impact: impactSchema.nullable(),
  /** Impact if every suggestion were accepted as proposed. */
  impactAll: impactSchema.nullable(),
  suggestions: z.array(suggestionSchema),
  /** The document beside its revision, changes marked; null until the run has completed. */
  comparison: z.array(comparedPageSchema).nullable(),
  /** Accepted suggestions not applied because another accepted one changes the same words. */
  conflicts: z.array(z.string()),
  /** The document's text changed since the suggestions were made (re-extracted): generate them again. */
  stale: z.boolean(),
  /** Open findings of the latest check that no suggestion fixes (to fix by hand); empty in older runs. */
  unfixedFindings: z.array(z.object({ ruleId: z.string(), title: z.string() })),
});
export type Improvement = z.infer<typeof improvementSchema>;

export const improvementListQuery = z.object({
  documentId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ImprovementListQuery = z.infer<typeof improvementListQuery>;

export const improvementListItemSchema = improvementBase.extend({
  suggestionCount: z.number().int(),
  acceptedCount: z.number().int(),
  rejectedCount: z.number().int(),
  readingAgeBefore: z.number().nullable(),
  readingAgeAfter: z.number().nullable(),
  findingsBefore: z.number().int().nullable(),
  findingsAfter: z.number().int().nullable(),
});
export type ImprovementListItem = z.infer<typeof improvementListItemSchema>;

export const improvementListResponse = z.object({
  items: z.array(improvementListItemSchema),
  total: z.number().int(),
});
export type ImprovementListResponse = z.infer<typeof improvementListResponse>;

export const decideSuggestionInput = z
  .object({
    status: z.enum(SUGGESTION_STATUSES),
    /** The reviewer's wording; null restores the proposed text. Only with status accepted. */
    editedText: z.string().trim().min(1).max(MAX_EDITED_TEXT).nullable().optional(),
  })
  .refine((v) => v.editedText == null || v.status === 'accepted', {
    message: 'Edited text can only be given when accepting a suggestion.',
    path: ['editedText'],
  });
export type DecideSuggestionInput = z.infer<typeof decideSuggestionInput>;

import { z } from 'zod';

/** Types the upload panel offers as tiles, and the others the API accepts (spec §3). */
export const UPLOAD_TILE_TYPES = ['aov-report', 'sdr-report', 'investor-communications'] as const;
export const DOCUMENT_TYPES = [
  'aov-report',
  'sdr-report',
  'investor-communications',
  'financial-promotion',
  'assessment-of-value',
  'priips-kid',
  'ucits-kii',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  'aov-report': 'AoV Report',
  'sdr-report': 'SDR Report',
  'investor-communications': 'Investor Comms',
  'financial-promotion': 'Financial Promotion',
  'assessment-of-value': 'Assessment of Value',
  'priips-kid': 'PRIIPs KID',
  'ucits-kii': 'UCITS KII',
  other: 'Other',
};

/** Extensions accepted on upload; the content is checked too (magic bytes), not only the name. */
export const ALLOWED_EXTENSIONS = ['.pdf', '.docx', '.xlsx', '.csv'] as const;
export const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

export const DOCUMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  /** Of the current file: results recording another hash are out of date. */
  sha256: z.string(),
  /** The current file's version number: replace file adds a version (ADR 015). */
  currentVersion: z.number().int(),
  documentType: z.string(),
  uploadedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  hasAnalysis: z.boolean(),
  hasPersonaInterviews: z.boolean(),
  hasDocumentImprovements: z.boolean(),
  /** The newest analysis, so the list can link straight to it. */
  analysisId: z.string().uuid().nullable(),
  extraction: z
    .object({
      status: z.string(),
      error: z.string().nullable(),
      pageCount: z.number().int(),
      method: z.string().nullable(),
    })
    .nullable(),
  /**
   * The date the current version's content is "as at" (issue 30): read from the content after extraction, or
   * set by a user ("user"). `staleFrom` is the first day it is out of date under the packs' staleness rule for
   * its kind (a KII or KID after 12 months, a factsheet after 3); null when no such rule applies.
   */
  asAt: z
    .object({
      date: z.string(),
      source: z.enum(['content', 'user']),
      staleAfterMonths: z.number().int().nullable(),
      staleFrom: z.string().nullable(),
    })
    .nullable(),
  /** Set while the document is archived (read-only, hidden from lists unless asked for; ADR 013). */
  archived: z
    .object({ at: z.string(), by: z.string().nullable(), reason: z.string(), purgeableFrom: z.string() })
    .nullable(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentListQuery = z.object({
  documentType: z.enum(DOCUMENT_TYPES).optional(),
  clientId: z.string().uuid().optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['date', 'name']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  /** "Show archived": archived documents are listed too, after being hidden by default. */
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const documentListResponse = z.object({ items: z.array(documentSchema), total: z.number().int() });
export type DocumentListResponse = z.infer<typeof documentListResponse>;

/**
 * The spec's upload result (§3) plus the document itself, without the spec's filePath: the storage path is
 * internal (it names the tenant and the object) and no client needs it (issue 30; ADR 023).
 */
export const uploadResult = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  clientId: z.string().uuid(),
  documentType: z.string(),
  extractionStatus: z.enum(DOCUMENT_STATUSES),
  extractionError: z.string().nullable(),
  message: z.string(),
  document: documentSchema,
});
export type UploadResult = z.infer<typeof uploadResult>;

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const isoDateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD, for example 2025-03-31.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist. Enter a real date as YYYY-MM-DD.');

export const updateDocumentInput = z
  .object({
    fileName: z.string().trim().min(1, 'Enter a file name.').max(255).optional(),
    documentType: z.enum(DOCUMENT_TYPES).optional(),
    /** The current version's "as at" date, corrected by a user; null clears it. Not in the future. */
    asAtDate: isoDateInput.nullable().optional(),
  })
  .refine(
    (v) => v.fileName !== undefined || v.documentType !== undefined || v.asAtDate !== undefined,
    'Change the name, the type or the "as at" date.',
  );
export type UpdateDocumentInput = z.infer<typeof updateDocumentInput>;

export const extractionResponse = z.object({
  documentId: z.string().uuid(),
  status: z.string(),
  error: z.string().nullable(),
  method: z.string().nullable(),
  pageCount: z.number().int(),
  imageCount: z.number().int(),
  tableCount: z.number().int(),
  durationMs: z.number().int().nullable(),
  extractionDate: z.string().nullable(),
  text: z.string(),
  pages: z.array(z.unknown()),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type ExtractionResponse = z.infer<typeof extractionResponse>;

/** Pushed over SSE from GET /api/documents/:id/events while the document is processed. */
export const progressEvent = z.object({
  stage: z.enum(['stored', 'record-created', 'extracting', 'results-stored', 'done', 'failed']),
  percent: z.number().min(0).max(100),
  message: z.string(),
  page: z.number().int().optional(),
  totalPages: z.number().int().optional(),
  error: z.string().optional(),
});
export type ProgressEvent = z.infer<typeof progressEvent>;

export const archiveDocumentInput = z.object({
  reason: z
    .string({ message: 'Give a reason for archiving the document.' })
    .trim()
    .min(1, 'Give a reason for archiving the document.')
    .max(2000),
});
export type ArchiveDocumentInput = z.infer<typeof archiveDocumentInput>;

/** Before the retention period ends, a purge needs the erasure request it answers. */
export const purgeDocumentInput = z
  .object({ erasureRequestReason: z.string().trim().max(2000).optional() })
  .default({});
export type PurgeDocumentInput = z.infer<typeof purgeDocumentInput>;

/** One file a document has had (ADR 015): replace file adds a version and keeps the earlier ones. */
export const documentVersionSchema = z.object({
  n: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  /** E-mail of who uploaded it, as recorded then; null when no record says. */
  uploadedBy: z.string().nullable(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentVersionsResponse = z.object({
  currentVersion: z.number().int(),
  /** Newest first. */
  items: z.array(documentVersionSchema),
});
export type DocumentVersionsResponse = z.infer<typeof documentVersionsResponse>;

export const compareVersionsQuery = z
  .object({
    from: z.coerce.number().int().min(1, 'Versions are numbered from 1.'),
    to: z.coerce.number().int().min(1, 'Versions are numbered from 1.'),
  })
  .refine((q) => q.from !== q.to, 'Choose two different versions to compare.');
export type CompareVersionsQuery = z.infer<typeof compareVersionsQuery>;

const change = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  change: z.number().nullable(),
});
const comparedFinding = z.object({
  ruleId: z.string(),
  title: z.string(),
  citation: z.string(),
  severity: z.string(),
});

/** Two versions compared: the FCA's "test before and after" (issue 15 item 2). */
export const compareVersionsResponse = z.object({
  documentId: z.string().uuid(),
  from: documentVersionSchema,
  to: documentVersionSchema,
  /** Sentences kept, removed and added, in reading order; null when a version's text was never extracted. */
  redline: z.array(z.object({ op: z.enum(['same', 'removed', 'added']), text: z.string() })).nullable(),
  /** UK reading age in years as each version's latest check printed it (else its analysis; engine/measures). */
  readingAge: change,
  /** The target the newer version's reading age is measured against, with its reason; null when unmeasured. */
  readingAgeTarget: z.object({ documentType: z.string(), target: z.number(), reason: z.string() }).nullable(),
  /** From each version's latest completed check, by rule and evidence hash; null unless both were checked. */
  findings: z
    .object({
      fixed: z.array(comparedFinding),
      new: z.array(comparedFinding),
      /** The same rule in both versions on other evidence (a measure that moved): once, not fixed and new. */
      changed: z.array(comparedFinding.extend({ fromMessage: z.string(), toMessage: z.string() })),
      /** Findings a reviewer dismissed: neither fixed by the newer version nor new in it. */
      dismissed: z.array(comparedFinding),
      unchanged: z.number().int(),
    })
    .nullable(),
  /** Per persona interviewed on both versions: the overall score of its latest interview of each. */
  personaScores: z.array(
    z.object({ personaId: z.string().uuid(), personaName: z.string(), ...change.shape }),
  ),
  /** Share of the seven COLL 6.6.21R considerations assessed (the grid's figure), in percent, where both versions have an AoV analysis. */
  aovCoverage: change.nullable(),
});
export type CompareVersionsResponse = z.infer<typeof compareVersionsResponse>;

/** What replacing the file does to the review in force of the current version (issue 30). */
export const replaceConsequenceSchema = z.object({
  reviewId: z.string().uuid(),
  status: z.enum(['submitted', 'approved']),
  version: z.number().int(),
  /** The sentence the confirmation shows: what becomes of the review, and who is told. */
  message: z.string(),
});
export type ReplaceConsequence = z.infer<typeof replaceConsequenceSchema>;

/**
 * POST /api/documents/:id/file/preview: what replacing the file with this one would do, before it is done —
 * the review it withdraws or the approval it supersedes, and whether the new file looks like another fund's.
 */
export const replacePreviewResponse = z.object({
  documentName: z.string(),
  /** The new file's name as it would be stored for the new version (the document keeps its own name). */
  fileName: z.string(),
  currentVersion: z.number().int(),
  nextVersion: z.number().int(),
  review: replaceConsequenceSchema.nullable(),
  /** Why the new file looks like another fund's (identifiers or names differ); empty when nothing says so. */
  otherFund: z.array(z.string()),
  /** The new file could not be read in time to compare its fund: the warning above may be missing. */
  unread: z.boolean(),
  /** Replacing needs `confirmed=true` with the upload: a review is in force. */
  confirmationNeeded: z.boolean(),
});
export type ReplacePreviewResponse = z.infer<typeof replacePreviewResponse>;

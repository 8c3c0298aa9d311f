import { z } from 'zod';

// Funds (issue 28): a firm's funds, the documents of each, the key facts read from them and the
// disagreements between them. The engine's own types (engine/funds/types.ts) are mirrored here as schemas,
// since the web may not import the engine's funds code.

export const FUND_LINK_STATUSES = ['auto', 'proposed', 'confirmed', 'rejected'] as const;
export type FundLinkStatus = (typeof FUND_LINK_STATUSES)[number];
export const FUND_LINK_SOURCES = ['identifier', 'name', 'hand'] as const;
export type FundLinkSource = (typeof FUND_LINK_SOURCES)[number];

/** A document's place in the approval workflow, as the fund page shows it. */
export const FUND_DOCUMENT_REVIEW_STATUSES = [
  'draft',
  'in_review',
  'approved',
  'superseded',
  'expired',
] as const;
export type FundDocumentReviewStatus = (typeof FUND_DOCUMENT_REVIEW_STATUSES)[number];
export const FUND_DOCUMENT_REVIEW_LABELS: Record<FundDocumentReviewStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  superseded: 'Superseded',
  expired: 'Expired',
};

export const FUND_RAGS = ['red', 'amber', 'green'] as const;
export type FundRag = (typeof FUND_RAGS)[number];

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const SEDOL = /^[0-9B-DF-HJ-NP-TV-Z]{6}[0-9]$/;

export const fundListQuery = z.object({
  /** A fund's name (any part) or one of its share classes' ISINs. */
  q: z.string().trim().max(200).optional(),
  /** Platform admin only: one firm's funds. */
  clientId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export type FundListQuery = z.input<typeof fundListQuery>;

export const fundListItemSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  name: z.string(),
  isins: z.array(z.string()),
  /** Red: an open high disagreement; amber: another open disagreement or a link to confirm; else green. */
  rag: z.enum(FUND_RAGS),
  documentCount: z.number().int(),
  openDisagreements: z.number().int(),
  openHighDisagreements: z.number().int(),
  proposals: z.number().int(),
  /** Linked documents whose approval is due for review within the notice period, or past its review date. */
  approvalsDue: z.number().int(),
  approvalsExpired: z.number().int(),
});
export type FundListItem = z.infer<typeof fundListItemSchema>;

export const fundListResponse = z.object({ items: z.array(fundListItemSchema), total: z.number().int() });
export type FundListResponse = z.infer<typeof fundListResponse>;

const shareClassInput = z.object({
  name: z.string().trim().min(1, 'Name the share class.').max(200),
  isin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ISIN, 'An ISIN is 12 characters: two letters, nine letters or digits, and a check digit.')
    .optional(),
  sedol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SEDOL, 'A SEDOL is 7 characters: six letters or digits and a check digit.')
    .optional(),
});

export const createFundInput = z.object({
  name: z.string().trim().min(1, 'Name the fund.').max(200, 'Keep the name under 200 characters.'),
  shareClasses: z.array(shareClassInput).max(50).default([]),
  /** "New fund from this document": the document is linked to the new fund by hand. */
  fromDocumentId: z.string().uuid().optional(),
  /** Platform admin only: the firm the fund belongs to. */
  clientId: z.string().uuid().optional(),
});
export type CreateFundInput = z.input<typeof createFundInput>;

export const shareClassSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isin: z.string().nullable(),
  sedol: z.string().nullable(),
});
export type ShareClass = z.infer<typeof shareClassSchema>;

export const fundIdentifiersSchema = z.object({
  isins: z.array(z.string()),
  sedols: z.array(z.string()),
  fundNames: z.array(z.string()),
  shareClasses: z.array(z.string()),
});
export type FundIdentifiersView = z.infer<typeof fundIdentifiersSchema>;

export const keyFactSchema = z.object({
  kind: z.string(),
  period: z.string().optional(),
  value: z.string(),
  normalized: z.union([z.number(), z.string()]),
  page: z.number().int(),
  quote: z.string(),
});
export type KeyFactView = z.infer<typeof keyFactSchema>;

export const fundDocumentSchema = z.object({
  documentId: z.string().uuid(),
  fileName: z.string(),
  documentType: z.string(),
  version: z.number().int(),
  uploadedAt: z.string(),
  link: z.enum(FUND_LINK_STATUSES),
  linkedBy: z.enum(FUND_LINK_SOURCES),
  reviewStatus: z.enum(FUND_DOCUMENT_REVIEW_STATUSES),
  reviewDate: z.string().nullable(),
  asAt: z.string().nullable(),
  archived: z.boolean(),
  /** False while the document's text is still being extracted (or failed): it has no facts yet. */
  extracted: z.boolean(),
  /** Identifiers read from it, to show why it was linked or proposed. */
  identifiers: fundIdentifiersSchema.nullable(),
  facts: z.array(keyFactSchema),
});
export type FundDocument = z.infer<typeof fundDocumentSchema>;

const disagreementSide = z.object({
  documentId: z.string(),
  documentName: z.string(),
  value: z.string().nullable(),
  page: z.number().int().nullable(),
  quote: z.string().nullable(),
});

const decisionView = z.object({
  status: z.enum(['dismissed', 'resolved', 'open']),
  reason: z.string(),
  decidedBy: z.string().nullable(),
  /** Their name, shown with the e-mail on hover (null: no name recorded, or the account is gone). */
  decidedByName: z.string().nullable().optional(),
  decidedAt: z.string(),
});

export const fundDisagreementSchema = z.object({
  key: z.string(),
  kind: z.string(),
  period: z.string().optional(),
  type: z.enum(['mismatch', 'omission']),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  newerDocument: z.boolean(),
  a: disagreementSide,
  b: disagreementSide,
  /** Hash of the two values: a decision applies while the disagreement is about the same values. */
  valuesHash: z.string(),
  /** The decision in force (dismissed or resolved), or null while open. */
  decision: decisionView.extend({ status: z.enum(['dismissed', 'resolved']) }).nullable(),
  history: z.array(decisionView.extend({ onTheseValues: z.boolean() })),
});
export type FundDisagreementItem = z.infer<typeof fundDisagreementSchema>;

const aovEvidence = z.object({ page: z.number().int(), quote: z.string() });

/** The fund's row of the grid of the AoV report that covers it (COLL 6.6.21R's seven considerations). */
export const fundAovSchema = z.object({
  documentId: z.string().uuid(),
  fileName: z.string(),
  analysisId: z.string().uuid(),
  analysedAt: z.string(),
  /** The analysis read an earlier version of the document than the current one. */
  outdated: z.boolean(),
  /** The fund as the report names it. */
  reportFund: z.string(),
  /** 'fund': the fund's own section of a multi-fund report; 'report': a single-fund report's grid. */
  scope: z.enum(['fund', 'report']),
  /** Page of the fund's own section; null for a single-fund report. */
  page: z.number().int().nullable(),
  assessedCount: z.number().int(),
  considerations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(['assessed', 'mentioned', 'not-found']),
      rating: z.string(),
      ratingEquivalent: z.enum(['red', 'amber', 'green']).nullable(),
      evidence: z.array(aovEvidence),
      notes: z.array(z.string()),
    }),
  ),
});
export type FundAov = z.infer<typeof fundAovSchema>;

export const fundSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().uuid(),
  name: z.string(),
  createdAt: z.string(),
  rag: z.enum(FUND_RAGS),
  shareClasses: z.array(shareClassSchema),
  /** Linked documents (automatically, confirmed or by hand), current versions. */
  documents: z.array(fundDocumentSchema),
  /** Documents proposed on a matching name, waiting for a person to confirm or reject. */
  proposals: z.array(fundDocumentSchema),
  disagreements: z.array(fundDisagreementSchema),
  counts: z.object({ open: z.number().int(), dismissed: z.number().int(), resolved: z.number().int() }),
  /** Its grid from the newest analysed AoV report linked to it that covers it; null when there is none. */
  aov: fundAovSchema.nullable(),
});
export type Fund = z.infer<typeof fundSchema>;

export const linkDocumentInput = z.object({ documentId: z.string().uuid() });
export type LinkDocumentInput = z.infer<typeof linkDocumentInput>;

export const disagreementDecisionInput = z
  .object({
    status: z.enum(['dismissed', 'resolved', 'open']),
    reason: z.string().trim().max(2000).default(''),
  })
  .refine((v) => v.status !== 'dismissed' || v.reason.length > 0, {
    message: 'Give a reason for dismissing the disagreement.',
    path: ['reason'],
  });
export type DisagreementDecisionInput = z.input<typeof disagreementDecisionInput>;

export const unlinkedDocumentSchema = z.object({
  documentId: z.string().uuid(),
  fileName: z.string(),
  documentType: z.string(),
  uploadedAt: z.string(),
  /** Null until the document has been read (extraction still running, or not scanned yet). */
  identifiers: fundIdentifiersSchema.nullable(),
  proposals: z.array(z.object({ fundId: z.string().uuid(), fundName: z.string() })),
});
export type UnlinkedDocument = z.infer<typeof unlinkedDocumentSchema>;

export const unlinkedDocumentsResponse = z.object({
  items: z.array(unlinkedDocumentSchema),
  total: z.number().int(),
});
export type UnlinkedDocumentsResponse = z.infer<typeof unlinkedDocumentsResponse>;

export const unlinkedDocumentsQuery = z.object({
  clientId: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const scanResponse = z.object({
  scanned: z.number().int(),
  linked: z.number().int(),
  proposed: z.number().int(),
});
export type ScanResponse = z.infer<typeof scanResponse>;

/** An open high disagreement that blocks approving a document of the fund (reviews feature). */
export const blockingDisagreementSchema = z.object({
  fundId: z.string().uuid(),
  fundName: z.string(),
  key: z.string(),
  message: z.string(),
});
export type BlockingDisagreement = z.infer<typeof blockingDisagreementSchema>;

import { z } from 'zod';
import { aiReviewSummarySchema, findingOrigin } from './ai-review.ts';

/**
 * Analysis API (DESIGN.md §6): POST /api/documents/:id/analyses → 202, GET /api/analyses/:id,
 * GET /api/analyses (a client's own; admins see every client's), GET /api/analyses/:id/export (the whole
 * stored engine result as JSON). The result the screens read is a view of the engine's result (see
 * engine/analysis/analysis-view.ts): the numbers and passages a reviewer needs, each with its page.
 */

export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const ANALYSIS_KINDS = ['aov', 'sdr', 'general'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** Types the AoV Analysis home lists (the analysis runs on any type; these are the reports it is for). */
export const ANALYSABLE_DOCUMENT_TYPES = ['aov-report', 'assessment-of-value', 'sdr-report'] as const;

/**
 * POST /api/documents/:id/analyses (issue 30, item 7a): a document typed as an AoV report that does not read
 * like one (engine/aov/aov-report-score.ts) is refused with 422 and NOT_AOV_REPORT details until the user
 * confirms it is to be analysed anyway.
 */
export const startAnalysisInput = z
  .object({
    /** The user has been warned that the document does not look like an AoV report and wants it analysed. */
    confirmNotAov: z.boolean().default(false),
  })
  .strict();
export type StartAnalysisInput = z.input<typeof startAnalysisInput>;

export const NOT_AOV_REPORT = 'not-aov-report';
/** The details of the 422: how much the document looks like an AoV report, and what was recognised. */
export const notAovReportDetails = z.object({
  reason: z.literal(NOT_AOV_REPORT),
  score: z.number(),
  threshold: z.number(),
  signals: z.array(z.string()),
});
export type NotAovReportDetails = z.infer<typeof notAovReportDetails>;

const evidence = z.object({ page: z.number().int(), quote: z.string() });
export type AnalysisEvidence = z.infer<typeof evidence>;

const severity = z.enum(['high', 'medium', 'low', 'info']);
export type AnalysisSeverity = z.infer<typeof severity>;

export const analysisFindingSchema = z.object({
  id: z.string(),
  source: z.enum(['readability', 'structure', 'aov', 'sdr']),
  severity,
  message: z.string(),
  page: z.number().int().optional(),
  quote: z.string().optional(),
  citation: z.string().optional(),
  suggestion: z.string(),
  /** "ai-suggested" for a finding the AI review added (screens label it); absent otherwise. */
  origin: findingOrigin.optional(),
});
export type AnalysisFindingItem = z.infer<typeof analysisFindingSchema>;

const readabilityMetrics = z.object({
  ukReadingAge: z.number(),
  targetReadingAge: z.number(),
  /** Why this target for the document's type (engine/measures); null on analyses stored before it. */
  targetReason: z.string().nullable(),
  meetsTarget: z.boolean(),
  fleschReadingEase: z.number(),
  fleschKincaidGrade: z.number(),
  gunningFog: z.number(),
  smogIndex: z.number(),
  colemanLiauIndex: z.number(),
  automatedReadabilityIndex: z.number(),
  daleChallScore: z.number(),
  daleChallGrade: z.string(),
  words: z.number().int(),
  sentences: z.number().int(),
  wordsPerSentence: z.number(),
  percentDifficultWords: z.number(),
  paragraphs: z.number().int(),
  paragraphsOverTarget: z.number().int(),
});

const located = { page: z.number().int().nullable() };

export const readabilityViewSchema = z.object({
  metrics: readabilityMetrics,
  sentenceLengths: z.object({
    buckets: z.array(z.object({ label: z.string(), count: z.number().int() })),
    mean: z.number(),
    median: z.number(),
    p90: z.number(),
    max: z.number(),
    longSentenceWords: z.number().int(),
    longSentences: z.number().int(),
  }),
  longestSentences: z.array(z.object({ text: z.string(), words: z.number().int(), ...located })),
  passiveVoice: z.object({
    count: z.number().int(),
    examples: z.array(z.object({ sentence: z.string(), phrase: z.string(), ...located })),
  }),
  undefinedAcronyms: z.array(
    z.object({
      acronym: z.string(),
      status: z.enum(['never-defined', 'used-before-definition']),
      uses: z.number().int(),
      sentence: z.string(),
      ...located,
    }),
  ),
  jargon: z.array(
    z.object({
      term: z.string(),
      plainEnglish: z.string(),
      count: z.number().int(),
      quote: z.string().nullable(),
      ...located,
    }),
  ),
  /** Sentences of the firm's boilerplate left out of these measures (issue 30 item 6); empty when none. */
  excludedSentences: z.array(z.object({ text: z.string(), ...located })).default([]),
  sections: z.array(
    z.object({
      heading: z.string().nullable(),
      ukReadingAge: z.number(),
      words: z.number().int(),
      paragraphs: z.number().int(),
      ...located,
    }),
  ),
});
export type ReadabilityView = z.infer<typeof readabilityViewSchema>;

export const structureViewSchema = z.object({
  pageCount: z.number().int(),
  headingCount: z.number().int(),
  totals: z.object({
    words: z.number().int(),
    tables: z.number().int(),
    images: z.number().int(),
    headings: z.number().int(),
  }),
  outline: z.array(
    z.object({ level: z.number().int(), text: z.string(), page: z.number().int(), empty: z.boolean() }),
  ),
  keySections: z.array(
    z.object({
      label: z.string(),
      found: z.boolean(),
      firstPage: z.number().int().nullable(),
      headingPage: z.number().int().nullable(),
      heading: z.string().nullable(),
    }),
  ),
  pages: z.array(
    z.object({
      page: z.number().int(),
      words: z.number().int(),
      tables: z.number().int(),
      images: z.number().int(),
      wordsPerA4: z.number().nullable(),
      smallestTextPt: z.number().nullable(),
      ocr: z.boolean(),
    }),
  ),
  fonts: z.object({
    hasSizes: z.boolean(),
    predominantBodyPt: z.number().nullable(),
    smallestBodyPt: z.number().nullable(),
    smallestBodyPage: z.number().int().nullable(),
    minBodyTextPt: z.number(),
    pagesBelowMinimum: z.array(z.number().int()),
    riskTextPt: z.number().nullable(),
    riskTextDifferencePt: z.number().nullable(),
  }),
  metadata: z.object({
    title: z.string().nullable(),
    language: z.string().nullable(),
    detectedLanguage: z.string().nullable(),
    tagged: z.boolean().nullable(),
  }),
});
export type StructureView = z.infer<typeof structureViewSchema>;

const rag = z.enum(['red', 'amber', 'green']);

/** Assessed (figures, a comparison or a conclusion), mentioned only (a heading or words), or not found. */
export const AOV_STATUSES = ['assessed', 'mentioned', 'not-found'] as const;
export type AovStatus = (typeof AOV_STATUSES)[number];
const aovStatus = z.enum(AOV_STATUSES);

export const aovViewSchema = z.object({
  considerations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      citation: z.string(),
      covered: z.boolean(),
      /** Null for results stored before the assessed/mentioned distinction. */
      status: aovStatus.nullable(),
      headingFound: z.boolean().nullable(),
      coverage: z.enum(['section', 'table', 'mention', 'none']),
      rating: z.string(),
      ratingEquivalent: rag.nullable(),
      evidence: z.array(evidence),
      conclusionStated: z.boolean(),
      conclusion: evidence.nullable(),
      actionStated: z.boolean(),
      action: evidence.nullable(),
      notes: z.array(z.string()),
    }),
  ),
  shareClasses: z.array(z.object({ name: z.string(), page: z.number().int(), count: z.number().int() })),
  funds: z.array(z.object({ name: z.string(), page: z.number().int(), count: z.number().int() })),
  /** `period` is the period as stated, normalised ("year ended 31 December 2020"); null in older results. */
  assessmentPeriod: evidence.extend({ period: z.string().nullable() }).nullable(),
  overallConclusion: evidence.nullable(),
  /** A grid per fund of a multi-fund report and per share class with its own section; empty in older results. */
  fundGrids: z.array(
    z.object({
      fund: z.string(),
      /** Set for a share class's own grid. */
      shareClass: z.string().nullable(),
      page: z.number().int(),
      shareClasses: z.array(z.string()),
      assessedCount: z.number().int(),
      considerations: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          status: aovStatus,
          rating: z.string(),
          ratingEquivalent: rag.nullable(),
          evidence: evidence.nullable(),
        }),
      ),
    }),
  ),
  overall: z.object({
    /** The one count of considerations every screen prints (engine/measures aovCoverage). */
    coverage: z.object({ count: z.number().int(), total: z.number().int(), label: z.string() }),
    coveredCount: z.number().int(),
    assessedCount: z.number().int().nullable(),
    ratedCount: z.number().int(),
    missing: z.array(z.string()),
    questionsFirst: z.array(z.string()),
  }),
});
export type AovView = z.infer<typeof aovViewSchema>;

export const sdrViewSchema = z.object({
  labelClaimed: z.string().nullable(),
  labelName: z.string().nullable(),
  noLabelStatement: evidence.nullable(),
  support: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      required: z.boolean(),
      present: z.boolean(),
      evidence: evidence.nullable(),
    }),
  ),
  names: z.array(
    z.object({
      name: z.string(),
      page: z.number().int().nullable(),
      terms: z.array(z.string()),
      restrictedTerms: z.array(z.string()),
    }),
  ),
  terms: z.array(
    z.object({ term: z.string(), count: z.number().int(), restricted: z.boolean(), first: evidence }),
  ),
  termCount: z.number().int(),
  disclosure: z.array(
    z.object({ id: z.string(), name: z.string(), present: z.boolean(), evidence: evidence.nullable() }),
  ),
  vagueClaims: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      count: z.number().int(),
      absolute: z.boolean(),
      page: z.number().int(),
      quote: z.string(),
    }),
  ),
  /** Absent on analyses stored before net zero targets were assessed. */
  netZeroTargets: z
    .array(
      z.object({
        page: z.number().int(),
        quote: z.string(),
        plan: evidence.nullable(),
        progress: evidence.nullable(),
      }),
    )
    .optional(),
});
export type SdrView = z.infer<typeof sdrViewSchema>;

export const analysisResultViewSchema = z.object({
  kind: z.enum(ANALYSIS_KINDS),
  summary: z.array(z.string()),
  readability: readabilityViewSchema,
  structure: structureViewSchema,
  aov: aovViewSchema.nullable(),
  sdr: sdrViewSchema.nullable(),
  findings: z.array(analysisFindingSchema),
});
export type AnalysisResultView = z.infer<typeof analysisResultViewSchema>;

export const analysisSchema = z.object({
  id: z.string().uuid(),
  documentId: z.string().uuid(),
  clientId: z.string().uuid(),
  clientEmail: z.string(),
  /** The file the analysis assessed (kept when the document's file is replaced). */
  fileName: z.string(),
  /** The document's file has been replaced since: "out of date — re-run". */
  outOfDate: z.boolean(),
  /** The document version it assessed ("for version n — superseded" once replaced); null if unknown. */
  version: z.number().int().nullable(),
  documentType: z.string(),
  kind: z.enum(ANALYSIS_KINDS),
  status: z.enum(ANALYSIS_STATUSES),
  error: z.string().nullable(),
  engineVersion: z.string().nullable(),
  createdAt: z.string(),
  result: analysisResultViewSchema.nullable(),
  /** The AI review's summary (AI_PROVIDER=openai, AoV analyses); null when none ran. Its findings are in the result's. */
  aiReview: aiReviewSummarySchema.nullable(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analysisListQuery = z.object({
  documentId: z.string().uuid().optional(),
  status: z.enum(ANALYSIS_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AnalysisListQuery = z.infer<typeof analysisListQuery>;

export const analysisListItemSchema = analysisSchema.omit({ result: true, aiReview: true }).extend({
  ukReadingAge: z.number().nullable(),
  findingCount: z.number().int().nullable(),
  highFindingCount: z.number().int().nullable(),
});
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;

export const analysisListResponse = z.object({
  items: z.array(analysisListItemSchema),
  total: z.number().int(),
});
export type AnalysisListResponse = z.infer<typeof analysisListResponse>;

/** Spec §8: opening the analysis of a document that has none. */
export const NO_ANALYSIS_MESSAGE = 'No analysis found for this document. Please analyze it first.';

// The shape of a rule pack (DESIGN.md §7: rule packs as data, like Vale's styles). Packs are YAML files in
// ./packs, parsed and validated by load-packs.ts; adding or changing a rule needs no code change.
import { z } from 'zod';
import { DOCUMENT_TYPES } from '#common/api/documents.ts';
import { CONCEPT_NAMES } from './language/index.ts';
import { patternError } from './patterns.ts';

export { DOCUMENT_TYPES, type DocumentType } from '#common/api/documents.ts';

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const AUDIENCES = ['retail', 'professional'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * Kinds of product a rule can be written for (product-type.ts reads them from the document's text): a rule
 * for CFDs does not apply to a pension fund's factsheet.
 */
export const PRODUCT_TYPES = ['cfd', 'cryptoasset', 'restricted-mass-market'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CHECK_TYPES = [
  'required-presence',
  'prohibited-phrase',
  'proximity',
  'prominence',
  'metric-threshold',
  'occurrence',
  'concept',
  'year-series',
  'document-age',
] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/** Readability measures a metric-threshold rule can test (computed by engine/readability). */
export const METRICS = [
  'ukReadingAge',
  'jargonPer1000',
  'longSentencePercent',
  'passiveVoicePercent',
  'undefinedAcronyms',
  /** Pages of the document (a KID is at most three A4 pages, a KII two); not a readability measure. */
  'pageCount',
] as const;
export type Metric = (typeof METRICS)[number];

/** Placeholders a message may use; each check type fills the ones that make sense for it. */
export const MESSAGE_PLACEHOLDERS = [
  'count',
  'value',
  'max',
  'min',
  'fontSize',
  'bodyFontSize',
  'detail',
] as const;

const pattern = z.string().superRefine((value, ctx) => {
  const error = patternError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});
const patterns = z.array(pattern).min(1, 'Give at least one pattern');

const requiredPresence = z
  .strictObject({
    type: z.literal('required-presence'),
    /** Any one of these satisfies the rule. */
    anyOf: patterns.optional(),
    /** Every group must be matched somewhere (e.g. "depends on circumstances" and "may change"). */
    allOf: z
      .array(
        z.strictObject({
          /** What the group stands for, named in the finding when it is missing. */
          label: z.string().min(1),
          anyOf: patterns,
        }),
      )
      .min(1)
      .optional(),
    /** Only required when one of these appears (e.g. performance figures); their sentences are the evidence. */
    onlyIf: patterns.optional(),
    /** Matches preceded by a negation ("there is no risk of losing money") do not count. */
    negationAware: z.boolean().default(false),
    /** Where the statement must appear: anywhere, or in a heading (findable information). */
    scope: z.enum(['document', 'headings']).default('document'),
    /**
     * The allOf groups must appear in the given order (a KID's or KII's prescribed sections): each group's
     * first counted match must come after the previous group's.
     */
    ordered: z.boolean().default(false),
    /** Documents shorter than this (words) are not checked. */
    minWords: z.number().int().nonnegative().default(0),
  })
  .refine((c) => c.anyOf !== undefined || c.allOf !== undefined, {
    message: 'Give anyOf or allOf',
    path: ['anyOf'],
  })
  .refine((c) => !c.ordered || (c.allOf !== undefined && c.anyOf === undefined), {
    message: 'ordered needs allOf (the sections, in order) and no anyOf',
    path: ['ordered'],
  });

const prohibitedPhrase = z.strictObject({
  type: z.literal('prohibited-phrase'),
  patterns,
  /** A match overlapping one of these is not a finding ("risk-free rate", "best execution"). */
  exceptions: patterns.optional(),
  /** "not guaranteed", "there is no risk-free investment" are not findings. */
  negationAware: z.boolean().default(true),
  /** Questions ("Is my money safe?") are not claims. */
  skipQuestions: z.boolean().default(true),
});

const proximity = z
  .strictObject({
    type: z.literal('proximity'),
    trigger: patterns,
    triggerExceptions: patterns.optional(),
    /** Any of these near each trigger satisfies the rule. */
    required: patterns,
    /** Sentences either side of the trigger's sentence (0: the same sentence). */
    withinSentences: z.number().int().nonnegative().optional(),
    /** Characters between the trigger and the required text, in reading order. */
    withinChars: z.number().int().positive().optional(),
    samePage: z.boolean().default(true),
    negationAware: z.boolean().default(true),
    skipQuestions: z.boolean().default(true),
  })
  .refine((c) => c.withinSentences !== undefined || c.withinChars !== undefined, {
    message: 'Give withinSentences or withinChars',
    path: ['withinSentences'],
  });

const prominence = z
  .strictObject({
    type: z.literal('prominence'),
    /** The text whose prominence is checked (risk warnings, performance figures). */
    patterns,
    /** Statements of this concept are checked too (e.g. risk-warning: any wording of a capital-at-risk warning). */
    concept: z.lazy(() => z.enum(CONCEPT_NAMES)).optional(),
    exceptions: patterns.optional(),
    /** Finding when the text is set smaller than this multiple of the predominant body font size. */
    minRatioToBodyFont: z.number().positive().optional(),
    /** Finding when the text is the largest on its page (past performance must not be the most prominent feature). */
    forbidMostProminent: z.boolean().default(false),
    /** Font sizes within this many points count as equal (extraction rounding). */
    tolerancePt: z.number().nonnegative().default(0.25),
  })
  .refine((c) => c.minRatioToBodyFont !== undefined || c.forbidMostProminent, {
    message: 'Give minRatioToBodyFont or forbidMostProminent: true',
    path: ['minRatioToBodyFont'],
  });

const metricThreshold = z
  .strictObject({
    type: z.literal('metric-threshold'),
    metric: z.enum(METRICS),
    /**
     * "target": the reading-age target of the document's type (engine/measures readingAgeTarget), so the
     * rule flags what every other screen calls above the target (issue 30).
     */
    max: z.union([z.number(), z.literal('target')]).optional(),
    min: z.number().optional(),
    /** Documents with fewer words of body text are not measured (scores of a few sentences are noise). */
    minWords: z.number().int().nonnegative().default(80),
  })
  .refine((c) => c.max !== undefined || c.min !== undefined, { message: 'Give max or min', path: ['max'] })
  .refine((c) => c.max !== 'target' || c.metric === 'ukReadingAge', {
    message: 'Only the reading age has a target per document type',
    path: ['max'],
  });

const occurrence = z
  .strictObject({
    type: z.literal('occurrence'),
    patterns,
    exceptions: patterns.optional(),
    min: z.number().int().nonnegative().optional(),
    max: z.number().int().nonnegative().optional(),
    onlyIf: patterns.optional(),
    negationAware: z.boolean().default(false),
  })
  .refine((c) => c.max !== undefined || c.min !== undefined, { message: 'Give max or min', path: ['max'] });

/**
 * Performance shown year by year (a factsheet's discrete annual returns, a KII's bar chart): the longest run
 * of consecutive years must show at least `min` and at most `max` years (year-series-check.ts).
 */
const yearSeries = z
  .strictObject({
    type: z.literal('year-series'),
    /** Checked only when one of these appears (performance shown); otherwise passed. */
    onlyIf: patterns.optional(),
    /** Fewest years the longest run must show (five complete 12-month periods). */
    min: z.number().int().positive().optional(),
    /** Most years it may show (a KII's bar chart: ten). */
    max: z.number().int().positive().optional(),
    /** Fewer years are fine when the stated launch year is too recent for `min` (performance since launch). */
    sinceLaunch: z.boolean().default(false),
    /** Statements that stand in for a missing or short run ("insufficient data to provide a useful indication"). */
    unless: patterns.optional(),
  })
  .refine((c) => c.max !== undefined || c.min !== undefined, { message: 'Give max or min', path: ['max'] });

/**
 * The document's "as at" date against the day of the check (issue 30): a finding when it is more than
 * `maxMonths` calendar months before (document-age-check.ts). Not applicable without a check date or a date.
 */
const documentAge = z.strictObject({
  type: z.literal('document-age'),
  maxMonths: z.number().int().positive(),
  /** Checked only when one of these appears (e.g. a factsheet); otherwise not applicable. */
  onlyIf: patterns.optional(),
});

const conceptName = z.enum(CONCEPT_NAMES);

/**
 * A concept (engine/rules/language): its statements are found from lemmas, negation, hedges and who the
 * claim is about, not from one wording. With `concept` or `patterns`, each statement is a finding unless
 * `unless` is satisfied near it (or anywhere, without `withinSentences`); with neither, the rule requires
 * `unless` somewhere in the document (a required element).
 */
const conceptCheck = z
  .strictObject({
    type: z.literal('concept'),
    concept: conceptName.optional(),
    /** Phrase patterns that state the concept too (kept from the phrase-list rules). */
    patterns: patterns.optional(),
    /** A pattern match overlapping one of these is not a statement. */
    exceptions: patterns.optional(),
    /** For the patterns: negated matches do not count (concepts handle negation themselves). */
    negationAware: z.boolean().default(true),
    /** For the patterns: questions are not statements. */
    skipQuestions: z.boolean().default(true),
    unless: z
      .strictObject({
        concepts: z.array(conceptName).min(1).optional(),
        patterns: patterns.optional(),
        /** Sentences either side of the statement, on the same page; absent: anywhere in the document. */
        withinSentences: z.number().int().nonnegative().optional(),
        /** Negated pattern matches ("there is no risk of losing money") do not satisfy the rule. */
        negationAware: z.boolean().default(true),
      })
      .refine((u) => u.concepts !== undefined || u.patterns !== undefined, {
        message: 'Give unless.concepts or unless.patterns',
      })
      .optional(),
    /** What is missing, named in the finding ({detail}) when a required element is absent. */
    label: z.string().min(1).optional(),
    /**
     * Layout (round ten): a statement of one of `concepts` (a risk warning) set in type at most `maxRatio` of
     * the size of a statement of one of `beside` (the claim it qualifies) on the same page is itself a
     * statement of the rule: the warning is diminished by its type, whatever its words. Needs font sizes.
     */
    smallType: z
      .strictObject({
        concepts: z.array(conceptName).min(1),
        beside: z.array(conceptName).min(1),
        maxRatio: z.number().positive().max(1),
        /** Also a footnote in such type ("*Applies to the equity portion only"), whatever it says, when the
         * claim carries its marker ("100% green*"): the qualification moved under the headline. */
        footnotes: z.boolean().default(false),
      })
      .optional(),
    /**
     * Time (round ten): a statement of one of these concepts (past performance) whose years all fall before the
     * year the document says the product was launched is itself a statement of the rule: a record from before
     * the product existed, presented as its own, is simulated whatever its words.
     */
    beforeLaunch: z.array(conceptName).min(1).optional(),
  })
  .refine(
    (c) =>
      c.concept !== undefined ||
      c.patterns !== undefined ||
      c.unless !== undefined ||
      c.smallType !== undefined ||
      c.beforeLaunch !== undefined,
    {
      message: 'Give concept, patterns, smallType or unless',
      path: ['concept'],
    },
  );

export const checkSchema = z.discriminatedUnion(
  'type',
  [
    requiredPresence,
    prohibitedPhrase,
    proximity,
    prominence,
    metricThreshold,
    occurrence,
    conceptCheck,
    yearSeries,
    documentAge,
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? `Unknown check type; use one of ${CHECK_TYPES.join(', ')}` : undefined,
  },
);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a real date');

// YAML reads `version: 1` as a number; accept it as "1".
const version = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().regex(/^\d+(?:\.\d+){0,2}$/, 'Use a version such as 1, 1.1 or 1.2.0'),
);

const messageText = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    for (const match of value.matchAll(/\{(\w+)\}/g)) {
      const name = match[1] ?? '';
      if (!(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder {${name}}; use ${MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        });
      }
    }
  });

export const citationSchema = z.strictObject({
  /** e.g. "COBS 4.2.1R", "COBS 4.5.2R(2)", "PRIN 2A.5.3R", "ESG 4.3.1R". */
  provision: z
    .string()
    .regex(/^[A-Z]{2,6} \d/, 'Write the provision as in the FCA Handbook, e.g. "COBS 4.2.1R"'),
  title: z.string().min(1),
  url: z.url().optional(),
  /** The date from which the provision applies. */
  inForceFrom: isoDate,
});

export const ruleSchema = z.strictObject({
  /** Stable id, e.g. "COBS4.2.1R-absolute-claims"; never reused for a different rule. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, hyphens and underscores only'),
  version,
  title: z.string().min(1),
  description: z.string().optional(),
  citation: citationSchema,
  appliesTo: z.union([z.literal('all'), z.array(z.enum(DOCUMENT_TYPES)).min(1)]),
  /** Audiences the rule is for; all audiences when absent. */
  audiences: z.array(z.enum(AUDIENCES)).min(1).optional(),
  /**
   * Products the rule is for (a CFD warning is for CFD promotions); all products when absent. The rule is not
   * applicable only when the document is plainly about a fund and mentions none of them (product-type.ts).
   */
  products: z.array(z.enum(PRODUCT_TYPES)).min(1).optional(),
  severity: z.enum(SEVERITIES),
  check: checkSchema,
  message: messageText,
  /** How to fix it, with compliant wording; may use the same placeholders as the message. */
  suggestion: messageText,
});

export const rulePackSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens'),
  name: z.string().min(1),
  version,
  description: z.string().min(1),
  rules: z.array(ruleSchema).min(1, 'A pack needs at least one rule'),
});

export type Citation = z.output<typeof citationSchema>;
export type Check = z.output<typeof checkSchema>;
export type Rule = z.output<typeof ruleSchema>;
/** A validated pack, with the file it came from (for error messages). */
export type RulePack = z.output<typeof rulePackSchema> & { source: string };

export type RequiredPresenceCheck = Extract<Check, { type: 'required-presence' }>;
export type ProhibitedPhraseCheck = Extract<Check, { type: 'prohibited-phrase' }>;
export type ProximityCheck = Extract<Check, { type: 'proximity' }>;
export type ProminenceCheck = Extract<Check, { type: 'prominence' }>;
export type MetricThresholdCheck = Extract<Check, { type: 'metric-threshold' }>;
export type OccurrenceCheck = Extract<Check, { type: 'occurrence' }>;
export type ConceptCheck = Extract<Check, { type: 'concept' }>;
export type YearSeriesCheck = Extract<Check, { type: 'year-series' }>;
export type DocumentAgeCheck = Extract<Check, { type: 'document-age' }>;

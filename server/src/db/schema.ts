import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentFileType } from '#engine/extraction/detect-type.ts';

// Names follow the spec (DESIGN.md §5). Timestamps are timestamptz; ids are uuids made by the database so
// that rows inserted by jobs, migrations and the app share one generator.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the file is, as the upload check detected it from its content (migration 0021): what extraction reads
 * it as. file_type is the MIME type sent back on download.
 */
const fileKind = () => text('file_kind').$type<DocumentFileType>();

/**
 * The file a result assessed (migration 0019): a result whose sha256 is not the document's current one is
 * out of date, and keeps the name of the file it assessed rather than taking the replacement's.
 */
const assessedFile = () => ({ fileName: text('file_name'), sha256: text('sha256') });

/** The document version a result assessed (migration 0020); null for a file replaced before versions existed. */
const assessedVersion = () => ({ version: integer('version') });

/**
 * A firm: the tenant (migration 0022, ADR 018). Its members are users with a firm role; the documents and
 * everything made from them, and module access, belong to the firm. A firm made from a pre-firm client account
 * has that account's id, so the client_id columns hold firm ids.
 */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** SSO users whose verified e-mail is at this domain join as members; set by the platform admin. */
    emailDomain: text('email_domain'),
    /** The FCA Firm Reference Number (6-7 digits), named on the approval certificate; null: not recorded. */
    frn: text('frn'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('firms_email_domain_key').on(t.emailDomain),
    check('firms_frn_check', sql`${t.frn} is null or ${t.frn} ~ '^[0-9]{6,7}$'`),
    check(
      'firms_email_domain_check',
      sql`${t.emailDomain} is null or ${t.emailDomain} = lower(${t.emailDomain})`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['admin', 'client'] })
      .notNull()
      .default('client'),
    passwordHash: text('password_hash'),
    // A subject is unique only within its issuer (OpenID Connect Core §2), so both identify an SSO account.
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Two-factor sign-in is on (migration 0012); the secret itself is in mfa_credentials.
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    // The firm a client account belongs to and its role there (migration 0022); null for a platform admin.
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'cascade' }),
    firmRole: text('firm_role', { enum: ['member', 'reviewer', 'approver', 'firm_admin'] }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_oidc_identity_key').on(t.oidcIssuer, t.oidcSubject),
    check('users_role_check', sql`${t.role} in ('admin', 'client')`),
    check('users_oidc_identity_check', sql`(${t.oidcIssuer} is null) = (${t.oidcSubject} is null)`),
    check(
      'users_firm_role_check',
      sql`${t.firmRole} is null or ${t.firmRole} in ('member', 'reviewer', 'approver', 'firm_admin')`,
    ),
    check(
      'users_firm_membership_check',
      sql`(${t.role} = 'client') = (${t.firmId} is not null and ${t.firmRole} is not null)`,
    ),
    index('users_firm_id_idx').on(t.firmId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a database leak does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    // Set for single sign-on sessions: the ID token is the id_token_hint of the provider's logout, kept
    // server-side so that no token reaches the browser.
    oidcIdToken: text('oidc_id_token'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Idle time-out (migration 0015): written at most once a minute per session.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * A single sign-on attempt between GET /api/auth/oidc/login and the provider's callback (ADR 004): the
 * browser holds only a random id in an HTTP-only cookie; its sha256 keys the row.
 */
export const oidcTransactions = pgTable(
  'oidc_transactions',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_transactions_expires_at_idx').on(t.expiresAt)],
);

/** A user's TOTP secret (AES-256-GCM under a key derived from ENCRYPTION_KEY); unconfirmed while enrolling. */
export const mfaCredentials = pgTable('mfa_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // The last accepted 30-second step: a code is refused unless its step is later, so none works twice.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 hashes (each code carries 50 random bits). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Password accepted, second factor pending: keyed by the sha256 of an HTTP-only cookie's token. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_challenges_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** 'invitation' links open the accept-invitation page (migration 0033). */
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const productAccess = pgTable(
  'product_access',
  {
    // Per firm since migration 0022 (the column was user_id when access was per account).
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    productName: text('product_name', {
      enum: ['aov_analysis', 'compliance', 'personas', 'document_improvements', 'funds'],
    }).notNull(),
    hasAccess: boolean('has_access').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'product_access_pkey', columns: [t.firmId, t.productName] }),
    check(
      'product_access_product_name_check',
      sql`${t.productName} in ('aov_analysis', 'compliance', 'personas', 'document_improvements', 'funds')`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull().default('application/pdf'),
    fileKind: fileKind().notNull().default('pdf'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    filePath: text('file_path').notNull(),
    sha256: text('sha256').notNull(),
    documentType: text('document_type').notNull().default('aov-report'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('processing'),
    hasAnalysis: boolean('has_analysis').notNull().default(false),
    hasPersonaInterviews: boolean('has_persona_interviews').notNull().default(false),
    hasDocumentImprovements: boolean('has_document_improvements').notNull().default(false),
    // Archive instead of delete (migration 0019, ADR 013): kept read-only and hidden from lists until purged.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    archivedByEmail: text('archived_by_email'),
    archiveReason: text('archive_reason'),
    // The version the current file is (migration 0020): replace file adds a version and keeps the old one.
    currentVersion: integer('current_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('documents_file_path_key').on(t.filePath),
    index('documents_client_uploaded_idx').on(t.clientId, t.uploadedAt),
    index('documents_uploaded_idx').on(t.uploadedAt),
    check('documents_file_kind_check', sql`${t.fileKind} in ('pdf', 'docx', 'xlsx', 'csv')`),
  ],
);

/**
 * Every file a document has had (migration 0020, ADR 015): version n's stored (encrypted) file is kept when
 * version n+1 replaces it, with the text extracted from it, so old results stay tied to what they assessed.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileKind: fileKind().notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    filePath: text('file_path').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text('uploaded_by_email'),
    /** Kept when a later version supersedes this one; the current version's text is in document_extractions. */
    extractedText: text('extracted_text'),
    /** The date the content is "as at" (migration 0031): read after extraction, or set by a user ('user'). */
    asAtDate: date('as_at_date', { mode: 'string' }),
    asAtSource: text('as_at_source').$type<'content' | 'user'>(),
    /** Months the version stays current under the packs' staleness rule for its kind; null when none applies. */
    staleAfterMonths: integer('stale_after_months'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_versions_document_n_key').on(t.documentId, t.n),
    index('document_versions_file_path_idx').on(t.filePath),
    check('document_versions_n_positive', sql`${t.n} > 0`),
    check('document_versions_file_kind_check', sql`${t.fileKind} in ('pdf', 'docx', 'xlsx', 'csv')`),
    check(
      'document_versions_as_at_source_check',
      sql`${t.asAtSource} in ('content', 'user') AND ${t.asAtDate} IS NOT NULL OR ${t.asAtSource} IS NULL`,
    ),
    check(
      'document_versions_stale_after_months_check',
      sql`${t.staleAfterMonths} IS NULL OR ${t.staleAfterMonths} > 0`,
    ),
  ],
);

/** Documents per client and type, kept by a trigger (migration 0009): the list's total without a count. */
export const documentCounts = pgTable(
  'document_counts',
  {
    clientId: uuid('client_id').notNull(),
    documentType: text('document_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.documentType], name: 'document_counts_pkey' })],
);

export const documentExtractions = pgTable('document_extractions', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' }),
  extractedText: text('extracted_text').notNull().default(''),
  pages: jsonb('pages')
    .notNull()
    .default(sql`'[]'::jsonb`),
  imageCount: integer('image_count').notNull().default(0),
  tableCount: integer('table_count').notNull().default(0),
  extractionMethod: text('extraction_method'),
  pageCount: integer('page_count').notNull().default(0),
  extractionDate: timestamp('extraction_date', { withTimezone: true }),
  status: text('status').notNull().default('pending'),
  error: text('error'),
  durationMs: integer('duration_ms'),
});

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result'),
    /** The optional AI review (common/api/ai-review.ts), with its prompt and schema versions; null without one. */
    aiReview: jsonb('ai_review'),
    error: text('error'),
    engineVersion: text('engine_version'),
    ...assessedFile(),
    ...assessedVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analyses_document_created_idx').on(t.documentId, t.createdAt),
    index('analyses_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

export const complianceChecks = pgTable(
  'compliance_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    result: jsonb('result'),
    /** The optional AI review (common/api/ai-review.ts), with its prompt and schema versions; null without one. */
    aiReview: jsonb('ai_review'),
    error: text('error'),
    engineVersion: text('engine_version'),
    ...assessedFile(),
    ...assessedVersion(),
    createdAt: createdAt(),
  },
  (t) => [index('compliance_checks_client_created_idx').on(t.clientId, t.createdAt)],
);

export const personas = pgTable('personas', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  age: integer('age').notNull(),
  portrait: text('portrait'),
  financialSnapshot: text('financial_snapshot').notNull(),
  investmentStyle: text('investment_style').notNull(),
  vulnerability: boolean('vulnerability').notNull().default(false),
  financialKnowledge: text('financial_knowledge').notNull(),
  investmentTime: text('investment_time').notNull(),
  personalityTraits: jsonb('personality_traits')
    .notNull()
    .default(sql`'[]'::jsonb`),
  speechStyle: jsonb('speech_style')
    .notNull()
    .default(sql`'{}'::jsonb`),
  motivations: jsonb('motivations')
    .notNull()
    .default(sql`'[]'::jsonb`),
  concerns: jsonb('concerns')
    .notNull()
    .default(sql`'[]'::jsonb`),
  // FCA FG21/1 drivers and accessibility needs: the simulator judges documents against them.
  vulnerabilityDrivers: jsonb('vulnerability_drivers')
    .notNull()
    .default(sql`'[]'::jsonb`),
  accessibilityNeeds: jsonb('accessibility_needs')
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', {
      enum: ['purpose', 'cost', 'performance', 'action', 'visuals', 'accessibility'],
    }).notNull(),
    text: text('text').notNull(),
    context: text('context', { enum: ['aov', 'compliance', 'both'] })
      .notNull()
      .default('both'),
    regulatoryMapping: text('regulatory_mapping').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('interview_questions_category_idx').on(t.category, t.createdAt),
    check(
      'interview_questions_category_check',
      sql`${t.category} in ('purpose', 'cost', 'performance', 'action', 'visuals', 'accessibility')`,
    ),
    check('interview_questions_context_check', sql`${t.context} in ('aov', 'compliance', 'both')`),
  ],
);

export const personaInterviews = pgTable(
  'persona_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    interviewQuestions: jsonb('interview_questions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('pending'),
    errorMessage: text('error_message'),
    transcript: jsonb('transcript'),
    engine: text('engine'),
    model: text('model'),
    seed: text('seed'),
    /** SHA-256 of the prompt (LLM) or of the simulator's inputs: what produced this transcript. */
    promptHash: text('prompt_hash'),
    ...assessedVersion(),
    /** The sha256 of the file interviewed on (migration 0024). */
    sha256: text('sha256'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('persona_interviews_client_created_idx').on(t.clientId, t.createdAt),
    index('persona_interviews_document_persona_idx').on(t.documentId, t.personaId, t.createdAt),
  ],
);

// Append-only: the migration adds triggers that refuse UPDATE and DELETE.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.at)],
);

// First-party analytics: stored only for signed-in users (the privacy policy says so).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    title: text('title'),
    module: text('module'),
    value: doublePrecision('value'),
    props: jsonb('props'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_at_idx').on(t.at), index('analytics_events_type_at_idx').on(t.type, t.at)],
);

// A reviewer's decisions on a rule's finding for a document, as a history (migration 0019): one row per
// decision, with the hash of the evidence it was made on. The latest decision on a finding's evidence applies
// to it; when the rule fires on other evidence the finding is open again and the decisions are its history.
export const complianceDecisions = pgTable(
  'compliance_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    status: text('status', { enum: ['dismissed', 'resolved', 'open'] }).notNull(),
    reason: text('reason').notNull(),
    // Null only for decisions made before 0019; those are matched through the check they were made in.
    evidenceHash: text('evidence_hash'),
    checkId: uuid('check_id').references(() => complianceChecks.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    // Recorded when they acted: a client may not read another user's row, and the name outlives the account.
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    // Why a finding was dismissed (migration 0028); null for other decisions and for dismissals made before it.
    category: text('category', { enum: ['not_a_breach', 'accepted', 'duplicate'] }),
  },
  (t) => [index('compliance_decisions_document_rule_idx').on(t.documentId, t.ruleId, t.decidedAt)],
);

// A finding's comment thread, per document and rule so it follows the finding across re-runs (migration 0019).
export const findingComments = pgTable(
  'finding_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    checkId: uuid('check_id').references(() => complianceChecks.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('finding_comments_document_rule_idx').on(t.documentId, t.ruleId, t.createdAt)],
);

/**
 * A finding a reviewer raised on a document version (migration 0028, ADR 021): a rule of the packs (null:
 * "other", with the reviewer's own citation), severity, comment, and the quote found verbatim in the version's
 * text with its page. Decisions and comments key it as "reviewer:<id>".
 */
export const reviewerFindings = pgTable(
  'reviewer_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    checkId: uuid('check_id').references(() => complianceChecks.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    ruleId: text('rule_id'),
    title: text('title').notNull(),
    citation: text('citation').notNull(),
    severity: text('severity', { enum: ['high', 'medium', 'low'] }).notNull(),
    comment: text('comment').notNull(),
    quote: text('quote').notNull(),
    page: integer('page').notNull(),
    evidenceHash: text('evidence_hash').notNull(),
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    raisedByEmail: text('raised_by_email'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviewer_findings_document_idx').on(t.documentId, t.version),
    index('reviewer_findings_client_idx').on(t.clientId, t.ruleId),
    check('reviewer_findings_severity_check', sql`${t.severity} in ('high', 'medium', 'low')`),
    check('reviewer_findings_quote_check', sql`length(btrim(${t.quote})) > 0`),
  ],
);

/**
 * A communication submitted for approval (migration 0023, ADR 019): one document version (n and sha256), its
 * status, who submitted and who decided (e-mails recorded when they acted), and at approval the immutable
 * approval record. "Expired" is read from review_date; "superseded" from the document's current version.
 */
export const communicationReviews = pgTable(
  'communication_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', {
      enum: ['submitted', 'changes_requested', 'approved', 'rejected', 'withdrawn', 'expired'],
    })
      .notNull()
      .default('submitted'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedByEmail: text('submitted_by_email'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    reviewDate: date('review_date', { mode: 'string' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    overrideReason: text('override_reason'),
    approvalRecord: jsonb('approval_record'),
    /** When the "due for review" and "expired" e-mails were queued (migration 0025): each is sent once. */
    dueNoticeSentAt: timestamp('due_notice_sent_at', { withTimezone: true }),
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    /** The inbox (migration 0029): when the decision is due, and who it is assigned to (none named: the role). */
    dueDate: date('due_date', { mode: 'string' }),
    approverId: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerIds: uuid('reviewer_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    dueReminderSentAt: timestamp('due_reminder_sent_at', { withTimezone: true }),
    overdueReminderSentAt: timestamp('overdue_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('communication_reviews_document_idx').on(t.documentId, t.createdAt),
    index('communication_reviews_client_due_idx').on(t.clientId, t.status, t.dueDate),
    index('communication_reviews_client_status_idx').on(t.clientId, t.status, t.submittedAt),
    uniqueIndex('communication_reviews_one_active_key')
      .on(t.documentId)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

// A run of the improvements engine over a document (DESIGN.md §5 `improvements`): the impact of the accepted
// set, recomputed on every decision so the screen shows what the reviewer's choices would do.
export const improvements = pgTable(
  'improvements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    engineVersion: text('engine_version'),
    impact: jsonb('impact'),
    impactAll: jsonb('impact_all'),
    /** Open findings of the check that no suggestion fixes (migration 0037); null in older runs. */
    unfixedFindings: jsonb('unfixed_findings'),
    ...assessedVersion(),
    /** The sha256 of the file the suggestions were made for (migration 0024). */
    sha256: text('sha256'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('improvements_document_created_idx').on(t.documentId, t.createdAt),
    index('improvements_client_created_idx').on(t.clientId, t.createdAt),
    // one queued or running run per document version (migration 0037): a second start returns that run
    uniqueIndex('improvements_one_active_run_key')
      .on(t.documentId, t.version)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

// One suggestion of a run, with the reviewer's decision and own wording: a row each, so a decision updates
// one row (and is audit-logged) without rewriting the others.
export const improvementSuggestions = pgTable(
  'improvement_suggestions',
  {
    improvementId: uuid('improvement_id')
      .notNull()
      .references(() => improvements.id, { onDelete: 'cascade' }),
    suggestionId: text('suggestion_id').notNull(),
    position: integer('position').notNull(),
    suggestion: jsonb('suggestion').notNull(),
    // 'proposed' until a person decides (migration 0018 renamed 'pending' and undid the engine's own accepts)
    status: text('status', { enum: ['proposed', 'accepted', 'rejected'] }).notNull(),
    editedText: text('edited_text'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'improvement_suggestions_pkey', columns: [t.improvementId, t.suggestionId] })],
);

// Sign-in limits shared by every API process (migration 0011, issue 14): fixed-window counters of the
// rate limiter, and failed sign-ins per e-mail address with the lock-out they earned.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_last_failed_at_idx').on(t.lastFailedAt)],
);

// Funds (migration 0027, issue 28): a firm's funds and share classes, which documents are each fund's, what
// the engine read from each document version, and the decisions on the disagreements between them.
const firmId = () =>
  uuid('client_id')
    .notNull()
    .references(() => firms.id, { onDelete: 'cascade' });

export const funds = pgTable(
  'funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: firmId(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
  },
  (t) => [index('funds_client_name_idx').on(t.clientId, sql`lower(${t.name})`)],
);

export const fundShareClasses = pgTable(
  'fund_share_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    clientId: firmId(),
    name: text('name').notNull(),
    isin: text('isin'),
    sedol: text('sedol'),
    createdAt: createdAt(),
  },
  (t) => [
    index('fund_share_classes_fund_idx').on(t.fundId),
    uniqueIndex('fund_share_classes_isin_key')
      .on(t.clientId, t.isin)
      .where(sql`${t.isin} is not null`),
    uniqueIndex('fund_share_classes_sedol_key')
      .on(t.clientId, t.sedol)
      .where(sql`${t.sedol} is not null`),
  ],
);

export const FUND_LINK_STATUSES = ['auto', 'proposed', 'confirmed', 'rejected'] as const;
export const FUND_LINK_SOURCES = ['identifier', 'name', 'hand'] as const;

export const fundDocuments = pgTable(
  'fund_documents',
  {
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    clientId: firmId(),
    status: text('status', { enum: FUND_LINK_STATUSES }).notNull(),
    linkedBy: text('linked_by', { enum: FUND_LINK_SOURCES }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'fund_documents_pkey', columns: [t.fundId, t.documentId] }),
    index('fund_documents_document_idx').on(t.documentId),
  ],
);

export const fundDocumentFacts = pgTable(
  'fund_document_facts',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    clientId: firmId(),
    sha256: text('sha256').notNull(),
    readerVersion: text('reader_version').notNull(),
    identifiers: jsonb('identifiers').notNull(),
    facts: jsonb('facts').notNull(),
    asAt: text('as_at'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'fund_document_facts_pkey', columns: [t.documentId, t.version] })],
);

export const fundDisagreementDecisions = pgTable(
  'fund_disagreement_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    clientId: firmId(),
    disagreementKey: text('disagreement_key').notNull(),
    valuesHash: text('values_hash').notNull(),
    status: text('status', { enum: ['dismissed', 'resolved', 'open'] }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_disagreement_decisions_fund_key_idx').on(t.fundId, t.disagreementKey, t.decidedAt)],
);

export const fundApprovalOverrides = pgTable(
  'fund_approval_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => communicationReviews.id, { onDelete: 'cascade' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    clientId: firmId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    disagreementKey: text('disagreement_key').notNull(),
    reason: text('reason').notNull(),
    overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    overriddenByEmail: text('overridden_by_email'),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_approval_overrides_review_idx').on(t.reviewId)],
);

/** Passages a firm marks as boilerplate, left out of its documents' reading measures (issue 30 item 6). */
export const firmBoilerplate = pgTable(
  'firm_boilerplate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: firmId(),
    text: text('text').notNull(),
    /** The passage's normal form (engine/readability/boilerplate.ts): one mark per passage per firm. */
    textKey: text('text_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('firm_boilerplate_client_text_key').on(t.clientId, t.textKey)],
);

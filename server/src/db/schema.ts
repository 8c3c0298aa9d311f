import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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

// Names follow the spec (DESIGN.md §5). Timestamps are timestamptz; ids are uuids made by the database so
// that rows inserted by jobs, migrations and the app share one generator.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('admin', 'client')`),
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
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
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
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const productAccess = pgTable(
  'product_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name', {
      enum: ['aov_analysis', 'compliance', 'personas', 'document_improvements'],
    }).notNull(),
    hasAccess: boolean('has_access').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'product_access_pkey', columns: [t.userId, t.productName] }),
    check(
      'product_access_product_name_check',
      sql`${t.productName} in ('aov_analysis', 'compliance', 'personas', 'document_improvements')`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull().default('application/pdf'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    filePath: text('file_path').notNull(),
    sha256: text('sha256').notNull(),
    documentType: text('document_type').notNull().default('aov-report'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('processing'),
    hasAnalysis: boolean('has_analysis').notNull().default(false),
    hasPersonaInterviews: boolean('has_persona_interviews').notNull().default(false),
    hasDocumentImprovements: boolean('has_document_improvements').notNull().default(false),
  },
  (t) => [
    uniqueIndex('documents_file_path_key').on(t.filePath),
    index('documents_client_uploaded_idx').on(t.clientId, t.uploadedAt),
    index('documents_uploaded_idx').on(t.uploadedAt),
  ],
);

export const documentExtractions = pgTable('document_extractions', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result'),
    error: text('error'),
    engineVersion: text('engine_version'),
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
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    result: jsonb('result'),
    error: text('error'),
    engineVersion: text('engine_version'),
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
  createdAt: createdAt(),
});

export const personaInterviews = pgTable(
  'persona_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('persona_interviews_client_created_idx').on(t.clientId, t.createdAt)],
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

// A reviewer's decision on a rule's finding for a document. Keyed on document and rule (not on one check),
// so a decision survives re-running the check on a new version of the document.
export const complianceDecisions = pgTable(
  'compliance_decisions',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    status: text('status', { enum: ['dismissed', 'resolved'] }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'compliance_decisions_pkey', columns: [t.documentId, t.ruleId] })],
);

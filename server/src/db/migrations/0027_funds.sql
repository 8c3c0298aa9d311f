-- Funds (issue 28): one place per fund, its share classes and documents, the key facts read from each document
-- version, and reviewers' decisions on the disagreements between them. Every table belongs to a firm (the
-- tenant, ADR 018) and is held to it by row-level security like the others (ADR 009). No existing document is
-- changed: documents no fund links are listed as "unlinked" until a scan or a person sorts them.
ALTER TABLE "product_access" DROP CONSTRAINT "product_access_product_name_check";
--> statement-breakpoint
ALTER TABLE "product_access" ADD CONSTRAINT "product_access_product_name_check"
  CHECK ("product_name" IN ('aov_analysis', 'compliance', 'personas', 'document_improvements', 'funds'));
--> statement-breakpoint
CREATE TABLE "funds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "client_id" uuid NOT NULL,
  "name" text NOT NULL,
  "created_by" uuid,
  "created_by_email" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "funds_name_check" CHECK (length(btrim("name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_created_by_users_id_fk"
  FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "funds_client_name_idx" ON "funds" ("client_id", lower("name"));
--> statement-breakpoint
-- A share class's ISIN names one class of one fund within a firm, so a document quoting it links to one place.
CREATE TABLE "fund_share_classes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "fund_id" uuid NOT NULL,
  "client_id" uuid NOT NULL,
  "name" text NOT NULL,
  "isin" text,
  "sedol" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fund_share_classes_isin_check" CHECK ("isin" IS NULL OR "isin" ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
  CONSTRAINT "fund_share_classes_sedol_check" CHECK ("sedol" IS NULL OR "sedol" ~ '^[0-9B-DF-HJ-NP-TV-Z]{6}[0-9]$')
);
--> statement-breakpoint
ALTER TABLE "fund_share_classes" ADD CONSTRAINT "fund_share_classes_fund_id_funds_id_fk"
  FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_share_classes" ADD CONSTRAINT "fund_share_classes_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fund_share_classes_fund_idx" ON "fund_share_classes" ("fund_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "fund_share_classes_isin_key" ON "fund_share_classes" ("client_id", "isin") WHERE "isin" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "fund_share_classes_sedol_key" ON "fund_share_classes" ("client_id", "sedol") WHERE "sedol" IS NOT NULL;
--> statement-breakpoint
-- A document's link to a fund: linked automatically on a matching identifier, proposed on a matching name
-- (until a person confirms or rejects it), or made by hand. A rejected proposal is kept so a re-scan does not
-- propose it again.
CREATE TABLE "fund_documents" (
  "fund_id" uuid NOT NULL,
  "document_id" uuid NOT NULL,
  "client_id" uuid NOT NULL,
  "status" text NOT NULL,
  "linked_by" text NOT NULL,
  "decided_by" uuid,
  "decided_by_email" text,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fund_documents_pkey" PRIMARY KEY ("fund_id", "document_id"),
  CONSTRAINT "fund_documents_status_check" CHECK ("status" IN ('auto', 'proposed', 'confirmed', 'rejected')),
  CONSTRAINT "fund_documents_linked_by_check" CHECK ("linked_by" IN ('identifier', 'name', 'hand'))
);
--> statement-breakpoint
ALTER TABLE "fund_documents" ADD CONSTRAINT "fund_documents_fund_id_funds_id_fk"
  FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_documents" ADD CONSTRAINT "fund_documents_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_documents" ADD CONSTRAINT "fund_documents_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_documents" ADD CONSTRAINT "fund_documents_decided_by_users_id_fk"
  FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fund_documents_document_idx" ON "fund_documents" ("document_id");
--> statement-breakpoint
-- What the engine read from one version of a document: its identifiers (for recognition) and key facts (for
-- reconciliation). Written by the recognise-fund-document job after extraction, or on demand when missing;
-- a row whose sha256 or reader version is not the current one is read again.
CREATE TABLE "fund_document_facts" (
  "document_id" uuid NOT NULL,
  "version" integer NOT NULL,
  "client_id" uuid NOT NULL,
  "sha256" text NOT NULL,
  "reader_version" text NOT NULL,
  "identifiers" jsonb NOT NULL,
  "facts" jsonb NOT NULL,
  "as_at" text,
  "computed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fund_document_facts_pkey" PRIMARY KEY ("document_id", "version")
);
--> statement-breakpoint
ALTER TABLE "fund_document_facts" ADD CONSTRAINT "fund_document_facts_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_document_facts" ADD CONSTRAINT "fund_document_facts_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Reviewers' decisions on a fund's disagreements, as a history (newest applies) like compliance_decisions:
-- keyed by the disagreement's stable key, with the hash of the two values it was made on, so a decision
-- stops applying when a new version changes what disagrees.
CREATE TABLE "fund_disagreement_decisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "fund_id" uuid NOT NULL,
  "client_id" uuid NOT NULL,
  "disagreement_key" text NOT NULL,
  "values_hash" text NOT NULL,
  "status" text NOT NULL,
  "reason" text NOT NULL,
  "decided_by" uuid,
  "decided_by_email" text,
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fund_disagreement_decisions_status_check" CHECK ("status" IN ('dismissed', 'resolved', 'open'))
);
--> statement-breakpoint
ALTER TABLE "fund_disagreement_decisions" ADD CONSTRAINT "fund_disagreement_decisions_fund_id_funds_id_fk"
  FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_disagreement_decisions" ADD CONSTRAINT "fund_disagreement_decisions_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_disagreement_decisions" ADD CONSTRAINT "fund_disagreement_decisions_decided_by_users_id_fk"
  FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fund_disagreement_decisions_fund_key_idx"
  ON "fund_disagreement_decisions" ("fund_id", "disagreement_key", "decided_at");
--> statement-breakpoint
-- An approval given over an open high disagreement: which one, by whom, why. Written with the approval.
CREATE TABLE "fund_approval_overrides" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "review_id" uuid NOT NULL,
  "fund_id" uuid NOT NULL,
  "client_id" uuid NOT NULL,
  "document_id" uuid NOT NULL,
  "disagreement_key" text NOT NULL,
  "reason" text NOT NULL,
  "overridden_by" uuid,
  "overridden_by_email" text,
  "overridden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ADD CONSTRAINT "fund_approval_overrides_review_id_communication_reviews_id_fk"
  FOREIGN KEY ("review_id") REFERENCES "public"."communication_reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ADD CONSTRAINT "fund_approval_overrides_fund_id_funds_id_fk"
  FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ADD CONSTRAINT "fund_approval_overrides_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ADD CONSTRAINT "fund_approval_overrides_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ADD CONSTRAINT "fund_approval_overrides_overridden_by_users_id_fk"
  FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fund_approval_overrides_review_idx" ON "fund_approval_overrides" ("review_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "funds", "fund_share_classes", "fund_documents", "fund_document_facts" TO clarion_app;
--> statement-breakpoint
-- Decisions and overrides are a record: the app's role may add them, never change or remove them.
GRANT SELECT, INSERT ON "fund_disagreement_decisions", "fund_approval_overrides" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "funds", "fund_share_classes", "fund_documents", "fund_document_facts",
  "fund_disagreement_decisions", "fund_approval_overrides" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "funds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "funds_tenant" ON "funds" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "funds_system" ON "funds" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "fund_share_classes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "fund_share_classes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "fund_share_classes_tenant" ON "fund_share_classes" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "fund_share_classes_system" ON "fund_share_classes" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "fund_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "fund_documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "fund_documents_tenant" ON "fund_documents" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "fund_documents_system" ON "fund_documents" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "fund_document_facts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "fund_document_facts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "fund_document_facts_tenant" ON "fund_document_facts" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "fund_document_facts_system" ON "fund_document_facts" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "fund_disagreement_decisions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "fund_disagreement_decisions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "fund_disagreement_decisions_tenant" ON "fund_disagreement_decisions" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "fund_disagreement_decisions_system" ON "fund_disagreement_decisions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "fund_approval_overrides" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "fund_approval_overrides_tenant" ON "fund_approval_overrides" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "fund_approval_overrides_system" ON "fund_approval_overrides" TO clarion_system USING (true) WITH CHECK (true);

-- Reviewer findings and dismissal categories (issue 26 items 2 and 3, ADR 021).
--
-- 1. A finding a reviewer raises on a check of a document version: a rule of the packs (or none, "other", with
--    the reviewer's own citation), a severity, a comment and the quote the server found verbatim in that
--    version's text, with its page. Its decisions and comments use the finding's key ("reviewer:<id>") as the
--    engine's use the rule id, and its evidence hash is made the same way, so they carry alike.
CREATE TABLE "reviewer_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"check_id" uuid,
	"version" integer NOT NULL,
	"rule_id" text,
	"title" text NOT NULL,
	"citation" text NOT NULL,
	"severity" text NOT NULL,
	"comment" text NOT NULL,
	"quote" text NOT NULL,
	"page" integer NOT NULL,
	"evidence_hash" text NOT NULL,
	"raised_by" uuid,
	"raised_by_email" text,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviewer_findings_severity_check" CHECK ("severity" in ('high', 'medium', 'low')),
	CONSTRAINT "reviewer_findings_quote_check" CHECK (length(btrim("quote")) > 0)
);
--> statement-breakpoint
ALTER TABLE "reviewer_findings" ADD CONSTRAINT "reviewer_findings_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviewer_findings" ADD CONSTRAINT "reviewer_findings_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviewer_findings" ADD CONSTRAINT "reviewer_findings_check_id_compliance_checks_id_fk"
  FOREIGN KEY ("check_id") REFERENCES "public"."compliance_checks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviewer_findings" ADD CONSTRAINT "reviewer_findings_raised_by_users_id_fk"
  FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reviewer_findings_document_idx" ON "reviewer_findings" ("document_id", "version");
--> statement-breakpoint
CREATE INDEX "reviewer_findings_client_idx" ON "reviewer_findings" ("client_id", "rule_id");
--> statement-breakpoint
-- Raised findings are a record: never edited or removed by the app (a wrong one is dismissed, with a reason).
GRANT SELECT, INSERT ON "reviewer_findings" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "reviewer_findings" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "reviewer_findings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reviewer_findings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reviewer_findings_tenant" ON "reviewer_findings" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "reviewer_findings_system" ON "reviewer_findings" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
-- 2. A dismissal says why: not a breach (the checker was wrong), accepted with a reason, or a duplicate. The
--    checker's measured precision counts only "not a breach". Dismissals made before this migration stay
--    uncategorised (null): nobody said which they were, and guessing would put words in a reviewer's mouth.
ALTER TABLE "compliance_decisions" ADD COLUMN "category" text;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD CONSTRAINT "compliance_decisions_category_check"
  CHECK ("category" IS NULL OR ("status" = 'dismissed' AND "category" in ('not_a_breach', 'accepted', 'duplicate')));

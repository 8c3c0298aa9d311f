-- Document versions (issue 15 item 2, ADR 015). Replace file no longer overwrites: it adds version n+1 and keeps
-- version n's encrypted stored file (downloadable) and the text extracted from it (for comparing versions).
-- Every result records the version it assessed; a result of an older version says "superseded".
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_path" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_email" text,
	-- The text extracted from this version, kept when a later version supersedes it (the current version's text
	-- is in document_extractions); null while current, or when it was never extracted.
	"extracted_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_n_positive" CHECK ("n" > 0)
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_client_id_users_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_id_fk"
  FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_n_key" ON "document_versions" ("document_id", "n");
--> statement-breakpoint
-- The orphan sweep asks whether any version still refers to a stored object.
CREATE INDEX "document_versions_file_path_idx" ON "document_versions" ("file_path");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "document_versions" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "document_versions" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "document_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "document_versions_tenant" ON "document_versions" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "document_versions_system" ON "document_versions" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "compliance_checks" ADD COLUMN "version" integer;
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "version" integer;
--> statement-breakpoint
ALTER TABLE "persona_interviews" ADD COLUMN "version" integer;
--> statement-breakpoint
ALTER TABLE "improvements" ADD COLUMN "version" integer;
--> statement-breakpoint
-- The backfills below read and write every client's rows; the schema owner is bound by the forced policies like
-- everyone else (ADR 009), so FORCE is lifted for these tables and put back inside this transaction (as 0019).
ALTER TABLE "documents" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_checks" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analyses" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "persona_interviews" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvements" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Every existing document's file becomes its version 1; who uploaded it comes from the audit trail if it says.
INSERT INTO "document_versions" ("document_id", "client_id", "n", "file_name", "file_type", "file_size", "file_path",
                                 "sha256", "uploaded_by", "uploaded_by_email", "created_at")
SELECT d.id, d.client_id, 1, d.file_name, d.file_type, d.file_size, d.file_path, d.sha256,
       coalesce(up.actor_id, d.client_id), coalesce(up.actor_email, u.email), d.uploaded_at
  FROM "documents" d
  LEFT JOIN "users" u ON u.id = d.client_id
  LEFT JOIN LATERAL (
    SELECT a.actor_id, a.actor_email FROM "audit_log" a
     WHERE a.action = 'document.uploaded' AND a.target_id = d.id::text
     ORDER BY a.at, a.id LIMIT 1
  ) up ON true;
--> statement-breakpoint
-- Results that assessed the current file (by sha256) belong to version 1. Results of a file replaced before
-- versions existed keep a null version: that file was not kept, and they stay "out of date" by their sha256.
UPDATE "compliance_checks" c SET "version" = 1
  FROM "documents" d WHERE d.id = c.document_id AND c.sha256 = d.sha256;
--> statement-breakpoint
UPDATE "analyses" x SET "version" = 1
  FROM "documents" d WHERE d.id = x.document_id AND x.sha256 = d.sha256;
--> statement-breakpoint
-- Interviews and improvement runs recorded no hash: they assessed the current file unless the file was replaced
-- after they were made (the audit trail says).
UPDATE "persona_interviews" p SET "version" = 1
 WHERE NOT EXISTS (SELECT 1 FROM "audit_log" a WHERE a.action = 'document.file_replaced'
                    AND a.target_id = p.document_id::text AND a.at > p.created_at);
--> statement-breakpoint
UPDATE "improvements" i SET "version" = 1
 WHERE NOT EXISTS (SELECT 1 FROM "audit_log" a WHERE a.action = 'document.file_replaced'
                    AND a.target_id = i.document_id::text AND a.at > i.created_at);
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_checks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analyses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "persona_interviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;

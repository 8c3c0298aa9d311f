-- Decisions with integrity and archive instead of delete (issue 15 items 3 and 5, ADR 013).
--
-- 1. A result records the file it assessed (name and sha256), so a replaced file leaves its old results
--    saying "out of date" instead of wearing the new file's name. Results made before this migration are
--    matched to the file they assessed through the audit trail: the first replacement after a result was made
--    names, in its "before", the file that result assessed; with no later replacement it was the current file.
ALTER TABLE "compliance_checks" ADD COLUMN "file_name" text;
--> statement-breakpoint
ALTER TABLE "compliance_checks" ADD COLUMN "sha256" text;
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "file_name" text;
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "sha256" text;
--> statement-breakpoint
-- The schema owner runs this and is bound by the forced policies like everyone else (ADR 009): the backfills
-- below lift FORCE for their own tables and put it back, inside the migration's transaction.
ALTER TABLE "documents" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_checks" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analyses" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The file a result assessed: the "before" of the first replacement after it, or else the current file.
CREATE FUNCTION clarion_assessed_file(doc uuid, made_at timestamptz) RETURNS TABLE (file_name text, sha256 text)
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(r.details -> 'before' ->> 'fileName', d.file_name),
           coalesce(r.details -> 'before' ->> 'sha256', d.sha256)
      FROM "documents" d
      LEFT JOIN LATERAL (
        SELECT a.details FROM "audit_log" a
         WHERE a.action = 'document.file_replaced' AND a.target_id = d.id::text AND a.at > made_at
         ORDER BY a.at, a.id LIMIT 1
      ) r ON true
     WHERE d.id = doc
  $$;
--> statement-breakpoint
UPDATE "compliance_checks" c SET ("file_name", "sha256") = (SELECT * FROM clarion_assessed_file(c.document_id, c.created_at));
--> statement-breakpoint
UPDATE "analyses" x SET ("file_name", "sha256") = (SELECT * FROM clarion_assessed_file(x.document_id, x.created_at));
--> statement-breakpoint
DROP FUNCTION clarion_assessed_file(uuid, timestamptz);
--> statement-breakpoint
-- 2. Decisions become a history: one row per decision (dismissed, resolved, or reopened), with the hash of the
--    evidence it was made on and the check it was made in. A decision applies to a finding only while the
--    same rule fires on the same evidence. Decisions made before this migration carry no hash; they are tied
--    to the latest completed check made before them, whose finding's evidence the server hashes instead.
ALTER TABLE "compliance_decisions" DROP CONSTRAINT "compliance_decisions_pkey";
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD CONSTRAINT "compliance_decisions_pkey" PRIMARY KEY ("id");
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD COLUMN "evidence_hash" text;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD COLUMN "check_id" uuid;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" ADD CONSTRAINT "compliance_decisions_check_id_compliance_checks_id_fk"
  FOREIGN KEY ("check_id") REFERENCES "public"."compliance_checks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "compliance_decisions_document_rule_idx" ON "compliance_decisions" ("document_id", "rule_id", "decided_at");
--> statement-breakpoint
-- Who decided, as an e-mail recorded when they acted (as the audit trail does): a client's session may not read
-- another user's row (row-level security), and a reviewer's name must survive their account.
ALTER TABLE "compliance_decisions" ADD COLUMN "decided_by_email" text;
--> statement-breakpoint
UPDATE "compliance_decisions" dec SET "decided_by_email" = (SELECT u.email FROM "users" u WHERE u.id = dec.decided_by);
--> statement-breakpoint
UPDATE "compliance_decisions" dec SET "check_id" = (
  SELECT c.id FROM "compliance_checks" c
   WHERE c.document_id = dec.document_id AND c.status = 'completed' AND c.created_at <= dec.decided_at
   ORDER BY c.created_at DESC LIMIT 1
);
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_checks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analyses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- 3. A finding's comment thread (author and time), kept per document and rule so it follows the finding across
--    re-runs. Comments are never edited or removed by the app; every one is also in the audit trail.
CREATE TABLE "finding_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"check_id" uuid,
	"author_id" uuid,
	"author_email" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finding_comments" ADD CONSTRAINT "finding_comments_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "finding_comments" ADD CONSTRAINT "finding_comments_client_id_users_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "finding_comments" ADD CONSTRAINT "finding_comments_check_id_compliance_checks_id_fk"
  FOREIGN KEY ("check_id") REFERENCES "public"."compliance_checks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "finding_comments" ADD CONSTRAINT "finding_comments_author_id_users_id_fk"
  FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "finding_comments_document_rule_idx" ON "finding_comments" ("document_id", "rule_id", "created_at");
--> statement-breakpoint
GRANT SELECT, INSERT ON "finding_comments" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "finding_comments" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "finding_comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "finding_comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "finding_comments_tenant" ON "finding_comments" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "finding_comments_system" ON "finding_comments" TO clarion_system USING (true) WITH CHECK (true);
--> statement-breakpoint
-- 4. Archive instead of delete (COBS 4.11, SYSC 9): an archived document keeps its record, hidden from lists
--    and read-only, until the platform admin purges it. The list's total counts only documents not archived.
ALTER TABLE "documents" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "archived_by" uuid;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "archived_by_email" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "archive_reason" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_archived_by_users_id_fk"
  FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_archive_reason_check"
  CHECK (("archived_at" IS NULL) OR (length(btrim("archive_reason")) > 0));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clarion_count_documents() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN
    UPDATE document_counts SET n = n - 1
      WHERE client_id = OLD.client_id AND document_type = OLD.document_type;
    DELETE FROM document_counts
      WHERE client_id = OLD.client_id AND document_type = OLD.document_type AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN
    INSERT INTO document_counts (client_id, document_type, n) VALUES (NEW.client_id, NEW.document_type, 1)
      ON CONFLICT (client_id, document_type) DO UPDATE SET n = document_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "documents_counted" ON "documents";
--> statement-breakpoint
CREATE TRIGGER "documents_counted" AFTER INSERT OR DELETE OR UPDATE OF "client_id", "document_type", "archived_at" ON "documents"
  FOR EACH ROW EXECUTE FUNCTION clarion_count_documents();

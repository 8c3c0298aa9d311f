-- The file's kind as the upload check detected it from the content (issue 16 item 5): extraction reads it rather
-- than guessing again from the MIME type. New rows get it from the upload; existing rows from their MIME type, by
-- the rule extraction applied until now (so every stored file is read as it was before). No grant or policy
-- changes: the roles' table-wide grants (0010, 0020) cover a new column, and the policies test client_id only.
ALTER TABLE "documents" ADD COLUMN "file_kind" text DEFAULT 'pdf' NOT NULL;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "file_kind" text DEFAULT 'pdf' NOT NULL;
--> statement-breakpoint
-- The backfills read and write every client's rows; the schema owner is bound by the forced policies like everyone
-- else (ADR 009), so FORCE is lifted for these tables and put back inside this transaction (as 0019 and 0020).
ALTER TABLE "documents" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "documents" SET "file_kind" = CASE
    WHEN "file_type" LIKE '%word%' THEN 'docx'
    WHEN "file_type" LIKE '%sheet%' THEN 'xlsx'
    ELSE 'csv'
  END
 WHERE "file_type" NOT LIKE '%pdf%';
--> statement-breakpoint
UPDATE "document_versions" SET "file_kind" = CASE
    WHEN "file_type" LIKE '%word%' THEN 'docx'
    WHEN "file_type" LIKE '%sheet%' THEN 'xlsx'
    ELSE 'csv'
  END
 WHERE "file_type" NOT LIKE '%pdf%';
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Every version row is written with its kind; the default was only for the rows above.
ALTER TABLE "document_versions" ALTER COLUMN "file_kind" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_kind_check"
  CHECK ("file_kind" in ('pdf', 'docx', 'xlsx', 'csv'));
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_kind_check"
  CHECK ("file_kind" in ('pdf', 'docx', 'xlsx', 'csv'));

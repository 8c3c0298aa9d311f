-- Interviews and improvement runs store the sha256 of the file they read (issue 15 item 2), as analyses and checks
-- do since 0019: the version number alone names a file only while its version row exists. Existing rows take the
-- hash of the version they recorded (0020), where that version is known. No grant or policy changes: the
-- roles' table-wide grants cover a new column, and the policies test client_id only.
ALTER TABLE "persona_interviews" ADD COLUMN "sha256" text;
--> statement-breakpoint
ALTER TABLE "improvements" ADD COLUMN "sha256" text;
--> statement-breakpoint
-- The backfill reads every client's rows; the schema owner is bound by the forced policies like everyone else
-- (ADR 009), so FORCE is lifted for these tables and put back inside this transaction (as 0019-0022).
ALTER TABLE "persona_interviews" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvements" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "persona_interviews" p SET "sha256" = v."sha256"
  FROM "document_versions" v WHERE v."document_id" = p."document_id" AND v."n" = p."version";
--> statement-breakpoint
UPDATE "improvements" i SET "sha256" = v."sha256"
  FROM "document_versions" v WHERE v."document_id" = i."document_id" AND v."n" = i."version";
--> statement-breakpoint
ALTER TABLE "persona_interviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_versions" FORCE ROW LEVEL SECURITY;

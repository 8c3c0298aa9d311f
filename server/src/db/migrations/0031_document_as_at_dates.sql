-- Documents that know their date (issue 30 item 3). Each version carries the date its content is "as at":
-- read from the text after extraction (engine/funds/as-at-date.ts, the funds engine's reader) or set by a user
-- who corrects it, and how many months it stays current under the packs' staleness rule for its kind (a KII
-- or KID 12, a factsheet 3; null when no such rule applies), so "goes stale on" is as_at_date + that.
-- A user's date is never overwritten by a re-extraction of the same version; a new version reads its own.
ALTER TABLE "document_versions" ADD COLUMN "as_at_date" date;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "as_at_source" text;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "stale_after_months" integer;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_as_at_source_check"
  CHECK ("as_at_source" in ('content', 'user') AND "as_at_date" IS NOT NULL OR "as_at_source" IS NULL);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_stale_after_months_check"
  CHECK ("stale_after_months" IS NULL OR "stale_after_months" > 0);
--> statement-breakpoint
-- The list shows a document's date (documents.repository listColumns): a change to it empties the cached pages.
-- document_versions keeps its row-level security (0020): the columns are the firm's like the rest of the row.
CREATE TRIGGER "document_versions_dates_updated" AFTER UPDATE ON "document_versions"
  FOR EACH ROW WHEN (
    OLD.as_at_date IS DISTINCT FROM NEW.as_at_date
    OR OLD.as_at_source IS DISTINCT FROM NEW.as_at_source
    OR OLD.stale_after_months IS DISTINCT FROM NEW.stale_after_months
  )
  EXECUTE FUNCTION clarion_notify_documents_changed();

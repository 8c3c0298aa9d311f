-- Enhancements never run twice at once for one document version (issue 30, item 7): reopening the page or
-- pressing Generate again while a run is queued or running returns that run instead of queuing another.
--
-- 1. Runs already duplicated: the newest queued or running run of each document version is kept, the older
--    ones are marked failed with a reason (their job, if it still runs, only rewrites its own row).
-- 2. At most one queued ('pending') or running ('processing') run per document version, enforced by the
--    database so two requests at the same instant cannot both insert one.
-- 3. A run records the open findings of the document's check that none of its suggestions fixes (a layout or a
--    figure to change by hand), so the page can say so; null for runs made before.
UPDATE "improvements" SET "status" = 'failed',
  "error" = 'Stopped: another run of the same document version was started at the same time.',
  "updated_at" = now()
WHERE "status" IN ('pending', 'processing')
  AND "id" NOT IN (
    SELECT DISTINCT ON ("document_id", "version") "id" FROM "improvements"
    WHERE "status" IN ('pending', 'processing')
    ORDER BY "document_id", "version", "created_at" DESC, "id" DESC
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "improvements_one_active_run_key" ON "improvements" ("document_id", "version")
  WHERE "status" IN ('pending', 'processing');
--> statement-breakpoint
ALTER TABLE "improvements" ADD COLUMN "unfixed_findings" jsonb;

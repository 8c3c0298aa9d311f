-- Document-list change notifications (0008) only when a change could alter what a list shows (issue 16).
-- Every notification empties the client's cached list pages, and each page's next read then waits on the
-- database: an analysis row alone was updated two or three times while it ran (running, its result, its AI
-- review), though a list shows only which analysis is a document's latest, and an update that changed
-- nothing (hasAnalysis set again) notified as well. Inserts and deletes still always notify.
DROP TRIGGER "documents_changed" ON "documents";
--> statement-breakpoint
CREATE TRIGGER "documents_changed" AFTER INSERT OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
-- A list shows every column of a document: any real change notifies, a no-op update does not.
CREATE TRIGGER "documents_updated" AFTER UPDATE ON "documents"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
DROP TRIGGER "document_extractions_changed" ON "document_extractions";
--> statement-breakpoint
CREATE TRIGGER "document_extractions_changed" AFTER INSERT OR DELETE ON "document_extractions"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
-- Of an extraction, a list shows its status, error, page count and method (documents.repository listColumns).
CREATE TRIGGER "document_extractions_updated" AFTER UPDATE ON "document_extractions"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.error IS DISTINCT FROM NEW.error
    OR OLD.page_count IS DISTINCT FROM NEW.page_count
    OR OLD.extraction_method IS DISTINCT FROM NEW.extraction_method
    OR OLD.document_id IS DISTINCT FROM NEW.document_id
    OR OLD.client_id IS DISTINCT FROM NEW.client_id
  )
  EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
DROP TRIGGER "analyses_changed" ON "analyses";
--> statement-breakpoint
CREATE TRIGGER "analyses_changed" AFTER INSERT OR DELETE ON "analyses"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
-- Of analyses, a list shows only the id of a document's latest: its status and result never reach it.
CREATE TRIGGER "analyses_updated" AFTER UPDATE ON "analyses"
  FOR EACH ROW WHEN (
    OLD.document_id IS DISTINCT FROM NEW.document_id
    OR OLD.client_id IS DISTINCT FROM NEW.client_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  )
  EXECUTE FUNCTION clarion_notify_documents_changed();

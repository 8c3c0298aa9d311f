-- Change notifications for the in-memory caches of every API process (ADR 008): whatever writes a row,
-- an API request, a job in a worker process, a cascade or a hand-run statement, PostgreSQL tells every
-- listening process at commit, so no write path can forget to invalidate. Payloads are ids only.
--
-- clarion_documents_changed (payload: the client id): a row that a document list shows changed.
CREATE OR REPLACE FUNCTION clarion_notify_documents_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('clarion_documents_changed', OLD.client_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('clarion_documents_changed', NEW.client_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_changed" AFTER INSERT OR UPDATE OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
CREATE TRIGGER "document_extractions_changed" AFTER INSERT OR UPDATE OR DELETE ON "document_extractions"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
CREATE TRIGGER "analyses_changed" AFTER INSERT OR UPDATE OR DELETE ON "analyses"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_documents_changed();
--> statement-breakpoint
-- clarion_sessions_changed (payload: the user id): a session ended, or the account behind it changed
-- (name, e-mail, role, disabled, deleted), so a cached sign-in of that user must be read again.
CREATE OR REPLACE FUNCTION clarion_notify_sessions_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := OLD.id;
  ELSE
    changed_user := OLD.user_id;
  END IF;
  PERFORM pg_notify('clarion_sessions_changed', changed_user::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_sessions_changed();

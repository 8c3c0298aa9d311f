-- Idle time-out (SESSION_IDLE_MINUTES): when a session was last used. The API writes it at most once a
-- minute per session, so the write stays off the cached hot path.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Recording activity is not a change other processes must hear about (migration 0008): only updates of the
-- columns a cached sign-in holds notify. A column added to sessions later that a cache reads belongs here.
DROP TRIGGER "sessions_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF "id", "user_id", "csrf_token", "oidc_id_token", "expires_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION clarion_notify_sessions_changed();

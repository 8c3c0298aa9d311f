-- Row-level security on every client-owned table (DESIGN.md §2, §5; issue 9): a client's rows are visible
-- and writable only in a session whose app.user_id is that client. The API sets app.user_id on its
-- PostgreSQL connection for every request a client makes (server/src/db/tenant-context.ts); admin requests,
-- jobs and sign-in run without it, which is the bypass for admin and system work. FORCE makes the policies
-- bind the application's own role, which owns these tables. Superusers (the embedded database's only role)
-- are exempt by PostgreSQL's rules, so on PGlite this changes nothing.
CREATE OR REPLACE FUNCTION clarion_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "documents_tenant" ON "documents"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "document_extractions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_extractions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "document_extractions_tenant" ON "document_extractions"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "analyses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analyses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "analyses_tenant" ON "analyses"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "compliance_checks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_checks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "compliance_checks_tenant" ON "compliance_checks"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "persona_interviews" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "persona_interviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "persona_interviews_tenant" ON "persona_interviews"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "improvements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "improvements_tenant" ON "improvements"
  USING (clarion_tenant() IS NULL OR "client_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "client_id" = clarion_tenant());
--> statement-breakpoint
-- Tables keyed by their parent: visible when the parent row is (the parent's own policy decides).
ALTER TABLE "compliance_decisions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "compliance_decisions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "compliance_decisions_tenant" ON "compliance_decisions"
  USING (clarion_tenant() IS NULL OR EXISTS (SELECT 1 FROM "documents" d WHERE d."id" = "document_id"))
  WITH CHECK (clarion_tenant() IS NULL OR EXISTS (SELECT 1 FROM "documents" d WHERE d."id" = "document_id"));
--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "improvement_suggestions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "improvement_suggestions_tenant" ON "improvement_suggestions"
  USING (clarion_tenant() IS NULL OR EXISTS (SELECT 1 FROM "improvements" i WHERE i."id" = "improvement_id"))
  WITH CHECK (clarion_tenant() IS NULL OR EXISTS (SELECT 1 FROM "improvements" i WHERE i."id" = "improvement_id"));
--> statement-breakpoint
-- Per-user rows: a client sees and changes only their own.
ALTER TABLE "product_access" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "product_access" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "product_access_tenant" ON "product_access"
  USING (clarion_tenant() IS NULL OR "user_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "user_id" = clarion_tenant());
--> statement-breakpoint
ALTER TABLE "analytics_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "analytics_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "analytics_events_tenant" ON "analytics_events"
  USING (clarion_tenant() IS NULL OR "user_id" = clarion_tenant())
  WITH CHECK (clarion_tenant() IS NULL OR "user_id" = clarion_tenant());

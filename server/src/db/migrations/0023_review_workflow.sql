-- The review workflow for a communication (issue 15 item 4, ADR 019). One row per submission of one document
-- version for approval: submitted, then changes requested, approved or rejected by an approver who is not the
-- submitter; an approved or submitted review may be withdrawn. Expiry is read from review_date (an approved
-- review whose date has passed reads "expired"), so no job rewrites rows. The approval record is written once,
-- at approval, and a trigger keeps it and the reviewed version from ever changing.
CREATE TABLE "communication_reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "document_id" uuid NOT NULL,
  "client_id" uuid NOT NULL,
  "version" integer NOT NULL,
  "sha256" text NOT NULL,
  "status" text DEFAULT 'submitted' NOT NULL,
  "submitted_by" uuid,
  "submitted_by_email" text,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "note" text,
  "review_date" date,
  "decided_by" uuid,
  "decided_by_email" text,
  "decided_at" timestamp with time zone,
  "decision_reason" text,
  "override_reason" text,
  "approval_record" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "communication_reviews_status_check"
    CHECK ("status" IN ('submitted', 'changes_requested', 'approved', 'rejected', 'withdrawn', 'expired')),
  CONSTRAINT "communication_reviews_version_positive" CHECK ("version" > 0),
  -- an approved review always carries its record
  CONSTRAINT "communication_reviews_approval_record_check"
    CHECK ("status" <> 'approved' OR "approval_record" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD CONSTRAINT "communication_reviews_document_id_documents_id_fk"
  FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD CONSTRAINT "communication_reviews_client_id_firms_id_fk"
  FOREIGN KEY ("client_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD CONSTRAINT "communication_reviews_submitted_by_users_id_fk"
  FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD CONSTRAINT "communication_reviews_decided_by_users_id_fk"
  FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "communication_reviews_document_idx" ON "communication_reviews" ("document_id", "created_at");
--> statement-breakpoint
CREATE INDEX "communication_reviews_client_status_idx" ON "communication_reviews" ("client_id", "status", "submitted_at");
--> statement-breakpoint
-- One active (submitted) review per document, whatever two requests race.
CREATE UNIQUE INDEX "communication_reviews_one_active_key" ON "communication_reviews" ("document_id")
  WHERE "status" = 'submitted';
--> statement-breakpoint
CREATE FUNCTION clarion_keep_review_record() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.document_id IS DISTINCT FROM OLD.document_id OR NEW.client_id IS DISTINCT FROM OLD.client_id
     OR NEW.version IS DISTINCT FROM OLD.version OR NEW.sha256 IS DISTINCT FROM OLD.sha256
     OR (OLD.approval_record IS NOT NULL AND NEW.approval_record IS DISTINCT FROM OLD.approval_record) THEN
    RAISE EXCEPTION 'a review''s version and approval record are never changed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "communication_reviews_record_kept" BEFORE UPDATE ON "communication_reviews"
  FOR EACH ROW EXECUTE FUNCTION clarion_keep_review_record();
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "communication_reviews" TO clarion_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "communication_reviews" TO clarion_system;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "communication_reviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "communication_reviews_tenant" ON "communication_reviews" TO clarion_app
  USING ("client_id" = clarion_tenant()) WITH CHECK ("client_id" = clarion_tenant());
--> statement-breakpoint
CREATE POLICY "communication_reviews_system" ON "communication_reviews" TO clarion_system USING (true) WITH CHECK (true);

-- The approvals inbox (issue 30 item 1): a submission may be assigned to named reviewers and a named approver
-- of the firm (none named: the role, as before), with a due date for the decision. Reminders of the due date
-- are sent once each, claimed by stamping a column in the transaction that queues the mails (as 0025's review-
-- date notices). The attestation the approver ticks is kept in the approval record (jsonb), so it needs no
-- column. No grant or policy changes: the table's grants and its tenant policy (0023) cover new columns.
ALTER TABLE "communication_reviews" ADD COLUMN "due_date" date;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD COLUMN "approver_id" uuid;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD COLUMN "reviewer_ids" uuid[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD COLUMN "due_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD COLUMN "overdue_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD CONSTRAINT "communication_reviews_approver_id_users_id_fk"
  FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The inbox's queue: a firm's waiting reviews by due date.
CREATE INDEX "communication_reviews_client_due_idx" ON "communication_reviews" ("client_id", "status", "due_date");

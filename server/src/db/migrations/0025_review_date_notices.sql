-- Notices of an approval's review date: the submitter and the firm's approvers are told by e-mail when an
-- approved communication is due for review (REVIEW_DUE_NOTICE_DAYS before its review date) and again when it
-- has expired. Each is sent once: the scheduled run claims a review by setting its column, in the transaction
-- that queues the mails, so two worker processes never both send it. No grant or policy changes: the roles'
-- table-wide grants cover new columns, and the trigger of 0023 guards the record's columns only.
ALTER TABLE "communication_reviews" ADD COLUMN "due_notice_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "communication_reviews" ADD COLUMN "expiry_notice_sent_at" timestamp with time zone;

CREATE TABLE "improvements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"engine_version" text,
	"impact" jsonb,
	"impact_all" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_suggestions" (
	"improvement_id" uuid NOT NULL,
	"suggestion_id" text NOT NULL,
	"position" integer NOT NULL,
	"suggestion" jsonb NOT NULL,
	"status" text NOT NULL,
	"edited_text" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "improvement_suggestions_pkey" PRIMARY KEY("improvement_id","suggestion_id")
);
--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_improvement_id_improvements_id_fk" FOREIGN KEY ("improvement_id") REFERENCES "public"."improvements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_suggestions" ADD CONSTRAINT "improvement_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvements_document_created_idx" ON "improvements" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "improvements_client_created_idx" ON "improvements" USING btree ("client_id","created_at");

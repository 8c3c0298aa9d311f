-- Sign-in limits kept in the database (issue 14), so that every API process on one PostgreSQL server
-- counts the same attempts: an attacker gains nothing by spreading tries over processes or restarts.
-- rate_limit_hits: fixed-window counters of @fastify/rate-limit (key = route + address [+ e-mail]).
-- sign_in_failures: failed sign-ins per e-mail address, whatever the address they came from, and the
-- lock-out they earned. Both are pruned by the API processes; nothing here is worth backing up.
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at_idx" ON "rate_limit_hits" USING btree ("window_ends_at");
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_idx" ON "sign_in_failures" USING btree ("last_failed_at");

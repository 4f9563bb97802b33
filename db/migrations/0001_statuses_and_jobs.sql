-- Rows written before the statuses were enforced: anything outside the lists is mapped to the
-- nearest allowed value instead of failing the migration.
UPDATE "stories" SET "error_message" = coalesce("error_message", 'Unrecognised status: ' || "status"), "status" = 'failed' WHERE "status" NOT IN ('generating', 'complete', 'failed');--> statement-breakpoint
UPDATE "stories" SET "image_status" = 'pending' WHERE "image_status" NOT IN ('pending', 'generating', 'complete', 'failed');--> statement-breakpoint
UPDATE "invitations" SET "status" = 'revoked' WHERE "status" NOT IN ('sent', 'used', 'revoked');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"story_id" integer NOT NULL,
	"page_number" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('story-text', 'page-image')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "jobs_story_idx" ON "jobs" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('sent', 'used', 'revoked'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_status_check" CHECK ("stories"."status" in ('generating', 'complete', 'failed'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_image_status_check" CHECK ("stories"."image_status" in ('pending', 'generating', 'complete', 'failed'));
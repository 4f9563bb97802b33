-- A story the moderation pass flags is held for an admin to read: why, and who cleared it when.
ALTER TABLE "stories" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "review_cleared_by" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "review_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_review_reason_check" CHECK (not "stories"."needs_review" or "stories"."review_reason" is not null);--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_review_unpublished_check" CHECK (not ("stories"."needs_review" and "stories"."published"));

-- Who wrote each story and who drew each generated picture. Stories already stored cannot say
-- which writer wrote them, so they read 'unknown'; their pictures have no entry in
-- image_credits, which reads as not recorded. Nothing is guessed.
ALTER TABLE "stories" ADD COLUMN "writer" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "writer_model" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_credits" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_writer_check" CHECK ("stories"."writer" in ('claude', 'offline', 'seed', 'unknown'));

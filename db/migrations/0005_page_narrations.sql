-- Recorded narration: one MP3 per story page and language, with the hash of the text it reads
-- (a recording whose text has since been edited is stale and never played).
CREATE TABLE "page_narrations" (
	"story_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"language" text NOT NULL,
	"text_hash" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_narrations_story_id_page_number_language_pk" PRIMARY KEY("story_id","page_number","language"),
	CONSTRAINT "page_narrations_language_check" CHECK ("page_narrations"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "page_narrations" ADD CONSTRAINT "page_narrations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('story-text', 'page-image', 'discord-image', 'page-narration'));

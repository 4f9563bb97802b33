-- What families read: one counter per story, day and kind, added to by every server process. No column names a person.
CREATE TABLE "story_reads" (
	"story_key" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "story_reads_story_key_day_kind_pk" PRIMARY KEY("story_key","day","kind"),
	CONSTRAINT "story_reads_kind_check" CHECK ("story_reads"."kind" in ('page_view', 'pdf_page', 'pdf_story', 'pdf_booklet', 'colouring_printed', 'listen', 'share')),
	CONSTRAINT "story_reads_story_key_check" CHECK ("story_reads"."story_key" = 'original' or "story_reads"."story_key" ~ '^[1-9][0-9]{0,9}$'),
	CONSTRAINT "story_reads_count_check" CHECK ("story_reads"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX "story_reads_day_idx" ON "story_reads" USING btree ("day");

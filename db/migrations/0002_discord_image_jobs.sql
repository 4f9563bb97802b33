-- Jobs that wait for the image Midjourney draws for a page on Discord.
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('story-text', 'page-image', 'discord-image'));
-- Written so that it can run twice: its journal date once sorted before 0006's, so databases that
-- had 0006 skipped it, and those that ran it meet it again under its corrected date.
ALTER TABLE "stories" DROP CONSTRAINT IF EXISTS "stories_season_check";--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_season_check" CHECK ("stories"."season" in ('Spring', 'Summer', 'Fall', 'Winter'));

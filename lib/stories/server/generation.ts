import "server-only";
import { AppError } from "@/lib/core/errors";
import { GenerationError, getStoryWriter, type StoryWriter } from "@/lib/story-writing/writer";
import { writeUsableStory } from "@/lib/story-writing/check";
import { moderateStory, type ModerationService } from "@/lib/story-writing/moderation/moderate";
import { moderationServiceFor } from "@/lib/story-writing/moderation/service";
import type { StoryProvider } from "@/lib/story-writing/types";
import { enqueueJob } from "@/lib/jobs/queue";
import { jobsQueued } from "@/lib/jobs/run-after";
import { PermanentJobError, type JobFailure, type JobHandler } from "@/lib/jobs/types";
import { storyGenerationRequestSchema, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { completeStoryText, createGeneratingStory, failStory, type WriterCredit } from "@/lib/stories/server/commands";
import { findAnyStory, type StoryRecord } from "@/lib/stories/server/queries";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { STORY_STATUS } from "@/lib/stories/model/status";

// A new story is stored as 'generating' together with its 'story-text' job, and the request
// answers at once; a job worker (lib/jobs), or without one a run of the queue after the
// answer, writes the text in the background. Whatever
// happens to that job, the story ends 'complete' or 'failed' with a message for the admin.

export const INTERRUPTED_STORY_MESSAGE = "Story generation was interrupted too many times. Please try again.";
export const UNREADABLE_SETTINGS_MESSAGE = "The story's settings could not be read, so it cannot be written. Please create it again.";

/** The writer as the story records it: which one, and the model it asks. */
const creditOf = (writer: StoryWriter, provider = writer.provider): WriterCredit => ({ writer: provider, writerModel: writer.model ?? null });

/**
 * Stores the story and queues its text; answers the new story's id. A request the writer says
 * it cannot write is refused here, so no story is stored only to fail in the background.
 */
export async function startStoryGeneration(request: StoryGenerationRequest, writer: StoryWriter = getStoryWriter()): Promise<number> {
  const refusal = writer.refusal?.(request);
  if (refusal) throw new AppError("unprocessable", refusal);
  const id = await createGeneratingStory(
    {
      activityType: request.activityType,
      season: request.season,
      pepitaRole: request.pepitaRole,
      pepitaCustomization: request.pepitaCustomization,
      fullPrompt: writer.prompt(request),
      // The writer asked; the one that writes the text confirms it when the text is stored.
      ...creditOf(writer),
    },
    (tx, storyId) => enqueueJob(tx, { kind: "story-text", storyId }),
  );
  jobsQueued();
  return id;
}

function requestOf(story: StoryRecord): StoryGenerationRequest {
  const parsed = storyGenerationRequestSchema.safeParse({
    activityType: story.activityType,
    season: story.season,
    pepitaRole: story.pepitaRole,
    pepitaCustomization: story.pepitaCustomization,
  });
  if (!parsed.success) throw new PermanentJobError(UNREADABLE_SETTINGS_MESSAGE);
  return parsed.data;
}

function failureMessage(failure: JobFailure, attempts: number): string {
  if (failure.reason === "interrupted") return INTERRUPTED_STORY_MESSAGE;
  if (failure.reason === "failed") return failure.message;
  return `Story generation failed ${attempts} times (last error: ${failure.message}). Please try again.`;
}

/**
 * The 'story-text' job: writes the story with the writer in use when it runs, then moderates
 * it; a story the moderation flags is stored held for review, with the reason.
 */
export function createStoryTextHandler(
  writer: () => StoryWriter = getStoryWriter,
  moderation: (provider: StoryProvider) => ModerationService | null = moderationServiceFor,
): JobHandler {
  return {
    async run(job, { signal }) {
      const story = await findAnyStory(job.storyId);
      if (!story || story.status !== STORY_STATUS.generating) return { save: async () => {} };
      const request = requestOf(story);
      const current = writer();
      let written;
      try {
        written = await writeUsableStory(current, request, { signal, storyId: job.storyId });
      } catch (error) {
        // The service failed or twice answered nonsense: another attempt of the job would
        // only repeat that, so the story fails now with the writer's reason.
        if (error instanceof GenerationError) throw new PermanentJobError(readable(error.message), { cause: error });
        throw error;
      }
      const verdict = await moderateStory(written, moderation(written.provider), { signal });
      const review = verdict.flagged ? verdict.reason : null;
      return {
        save: async (tx) => {
          await completeStoryText(
            job.storyId,
            { title: written.title, spanishTitle: written.spanishTitle, pages: written.pages, review },
            creditOf(current, written.provider),
            tx,
          );
        },
        afterSave: revalidateStory,
      };
    },
    async giveUp(tx, job, failure) {
      await failStory(job.storyId, failureMessage(failure, job.attempts), tx);
    },
  };
}

function readable(message: string): string {
  const sentence = message.trim().replace(/\.$/, "");
  return sentence.endsWith("Please try again") ? `${sentence}.` : `${sentence}. Please try again.`;
}

export const storyTextJob = createStoryTextHandler();

import type { StoryProgress } from "@/lib/api/story-generation";

// What the Generate New Story screen says while a new story is written. Client-safe and pure.

const attemptOf = (attempt: number, maxAttempts: number) => (attempt > 1 ? ` (attempt ${attempt} of ${maxAttempts})` : "");

export function progressText(progress: StoryProgress): string {
  switch (progress.phase) {
    case "queued":
      return "Waiting for the story writer to start…";
    case "writing":
      return `Writing the story text in English and Spanish${attemptOf(progress.attempt, progress.maxAttempts)}…`;
    case "retrying":
      return `Attempt ${progress.attempt} of ${progress.maxAttempts} failed (${progress.lastError}); trying again shortly…`;
    case "done":
      return "The story is written. Opening it…";
    case "failed":
      return `Story generation failed: ${progress.message}`;
  }
}

/** Whether the story's text will change no more: polling stops. */
export const progressEnded = (progress: StoryProgress | undefined) => progress?.phase === "done" || progress?.phase === "failed";

import type { ImageStatus, StoryStatus } from "@/lib/db/enums";

// The story lifecycle's rules: the named status values, which changes are allowed, and the one
// status the back office shows for a story. Client-safe, so the assets table applies the same
// rule as the server.

export const STORY_STATUS = { generating: "generating", complete: "complete", failed: "failed" } as const satisfies {
  [S in StoryStatus]: S;
};

export const IMAGE_STATUS = {
  pending: "pending",
  generating: "generating",
  complete: "complete",
  failed: "failed",
} as const satisfies { [S in ImageStatus]: S };

// A failed story may be written again, and finished images may be drawn again (regenerate).
const STORY_TRANSITIONS: { [S in StoryStatus]: readonly StoryStatus[] } = {
  generating: ["complete", "failed"],
  complete: [],
  failed: ["generating"],
};

const IMAGE_TRANSITIONS: { [S in ImageStatus]: readonly ImageStatus[] } = {
  pending: ["generating"],
  generating: ["complete", "failed"],
  complete: ["generating"],
  failed: ["generating"],
};

export function canStoryTransition(from: StoryStatus, to: StoryStatus): boolean {
  return STORY_TRANSITIONS[from].includes(to);
}

export function canImageTransition(from: ImageStatus, to: ImageStatus): boolean {
  return IMAGE_TRANSITIONS[from].includes(to);
}

/** The statuses a story from which `to` may be reached can have, for a guarded UPDATE. */
export function storyStatusesLeadingTo(to: StoryStatus): StoryStatus[] {
  return (Object.keys(STORY_TRANSITIONS) as StoryStatus[]).filter((from) => canStoryTransition(from, to));
}

export function imageStatusesLeadingTo(to: ImageStatus): ImageStatus[] {
  return (Object.keys(IMAGE_TRANSITIONS) as ImageStatus[]).filter((from) => canImageTransition(from, to));
}

/** What the assets list shows and filters on, in the order its filter offers them. */
export const DISPLAY_STATUSES = ["complete", "generating-story", "generating-images", "failed", "pending"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** One status for a story's text and images together; the first matching rule wins. */
export function displayStatus(story: { status: StoryStatus; imageStatus: ImageStatus }): DisplayStatus {
  if (story.status === "generating") return "generating-story";
  if (story.status === "failed" || story.imageStatus === "failed") return "failed";
  if (story.imageStatus === "generating") return "generating-images";
  return story.imageStatus;
}

/** Whether the story's text is finished: the public list, the homepage and View Story need it. */
export const isStoryComplete = (status: string): boolean => status === STORY_STATUS.complete;

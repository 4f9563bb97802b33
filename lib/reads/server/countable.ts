import "server-only";
import { AppError } from "@/lib/core/errors";
import { processSingleton } from "@/lib/core/process-singleton";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { parseStoryId } from "@/lib/stories/model/id";
import { listPublicStoryIds } from "@/lib/stories/server/queries";
import { STORY_NOT_FOUND } from "@/lib/stories/server/responses";

export const NOT_COUNTABLE = `${STORY_NOT_FOUND}: only the built-in story and published stories are counted`;

// The public stories' ids, held in memory so that a report costs no query: read again once a
// minute, or after a few seconds when a report names an id not in it (a story just published),
// so made-up ids cost at most one query every few seconds. A story unpublished a moment ago may
// still be counted until the next read.
const KEPT_MS = 60_000;
const REREAD_ON_MISS_MS = 5_000;

type Known = { ids: Set<number>; readAt: number; reading: Promise<Set<number>> | null };

const known = () => processSingleton<Known>("countable-story-ids", () => ({ ids: new Set(), readAt: -Infinity, reading: null }));

async function publicIds(maxAgeMs: number): Promise<Set<number>> {
  const state = known();
  if (Date.now() - state.readAt < maxAgeMs) return state.ids;
  state.reading ??= listPublicStoryIds()
    .then((ids) => {
      state.ids = new Set(ids);
      state.readAt = Date.now();
      return state.ids;
    })
    .finally(() => {
      state.reading = null;
    });
  return state.reading;
}

/** Refuses a story key families cannot read: an id with no published story (a draft, an archived or unknown story). The built-in story always counts. */
export async function requireCountableStory(storyKey: string): Promise<void> {
  if (storyKey === ORIGINAL_STORY_KEY) return;
  const id = parseStoryId(storyKey);
  if (id !== null && ((await publicIds(KEPT_MS)).has(id) || (await publicIds(REREAD_ON_MISS_MS)).has(id))) return;
  throw new AppError("not_found", NOT_COUNTABLE);
}

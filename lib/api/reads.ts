import { z } from "zod";
import { BEACON_READ_KINDS } from "@/lib/db/enums";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { parseStoryId } from "@/lib/stories/model/id";

// The reads beacon: what a story page reports, and its answer. Client-safe; the story pages send
// the beacon without this schema (lib/client/read-beacon.ts), the route parses with it.

export { READS_URL } from "./story-urls";

export const STORY_KEY_MESSAGE = `story must be a story id or '${ORIGINAL_STORY_KEY}'`;
export const READ_KIND_MESSAGE = `kind must be one of ${BEACON_READ_KINDS.join(", ")}`;

export const readBeaconSchema = z.object({
  story: z.string({ error: STORY_KEY_MESSAGE }).refine((key) => key === ORIGINAL_STORY_KEY || parseStoryId(key) !== null, STORY_KEY_MESSAGE),
  kind: z.enum(BEACON_READ_KINDS, { error: READ_KIND_MESSAGE }),
});
export type ReadBeacon = z.infer<typeof readBeaconSchema>;

export type ReadBeaconResponse = { success: true };

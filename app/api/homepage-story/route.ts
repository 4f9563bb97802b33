import { getHomepageStory } from "@/lib/stories/server/homepage";
import { json, route } from "@/lib/http/route";
import type { HomepageStoryResponse } from "@/lib/api/stories";

// Polled by every open home page every 30 s: one indexed lookup, never cached by browsers so
// a promotion shows at the next poll.
export const GET = route({}, async () =>
  json<HomepageStoryResponse>({ success: true, story: await getHomepageStory() }, { headers: { "cache-control": "no-store" } }),
);

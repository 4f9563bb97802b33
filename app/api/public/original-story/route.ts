import { json, route } from "@/lib/http/route";
import type { OriginalStoryResponse } from "@/lib/api/stories";
import { getOriginalStory } from "@/lib/stories/server/original";
import { PUBLIC_CACHE } from "@/lib/stories/server/responses";

export const GET = route({}, async () => json<OriginalStoryResponse>({ success: true, story: await getOriginalStory() }, { headers: PUBLIC_CACHE }));

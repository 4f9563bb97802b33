import { json, route } from "@/lib/http/route";
import type { PublicStoriesResponse } from "@/lib/api/stories";
import { listPublicStories } from "@/lib/stories/server/queries";
import { PUBLIC_CACHE } from "@/lib/stories/server/responses";

export const GET = route({}, async () => json<PublicStoriesResponse>({ success: true, stories: await listPublicStories() }, { headers: PUBLIC_CACHE }));

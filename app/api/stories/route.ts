import { route } from "@/lib/http/route";
import { matchesEtag, PRIVATE_REVALIDATE } from "@/lib/stories/server/responses";
import { currentStoryListVersion, storyListEtag, storyListJson } from "@/lib/stories/server/story-list";

// Polled every 5 s by the assets list: an unchanged catalogue answers an empty 304. The body
// is the StoryListResponse, `{ success: true, stories: StorySummary[] }`, assembled as text.
export const GET = route({ admin: true }, async ({ request }) => {
  const version = await currentStoryListVersion();
  const etag = storyListEtag(version);
  const headers = { ...PRIVATE_REVALIDATE, etag };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const body = `{"success":true,"stories":${await storyListJson(version)}}`;
  return new Response(body, { headers: { ...headers, "content-type": "application/json" } });
});

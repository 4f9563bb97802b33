import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listStorySummaries, storyListVersion } from "@/lib/stories/queries";
import { matchesEtag, PRIVATE_REVALIDATE } from "@/lib/stories/responses";
import type { StoryListResponse } from "@/lib/stories/types";

// Polled every 5 s by the assets list: an unchanged catalogue costs one aggregate query and an
// empty 304. The version is read before the rows, so a change landing in between gives a body
// newer than its ETag (refetched at the next poll), never the reverse.
export const GET = route({ admin: true }, async ({ request }) => {
  const etag = `"${await storyListVersion()}"`;
  const headers = { ...PRIVATE_REVALIDATE, etag };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return NextResponse.json({ success: true, stories: await listStorySummaries() } satisfies StoryListResponse, { headers });
});

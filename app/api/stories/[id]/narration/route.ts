import { json, route } from "@/lib/http/route";
import type { NarrationStatusResponse } from "@/lib/api/narration";
import { narrationStatus } from "@/lib/narration/recorded/batch";
import { PRIVATE_CACHE, storyIdParam } from "@/lib/stories/server/responses";

// Polled by the detail page's Narration card while pages are being recorded.
export const GET = route({ admin: true }, async ({ params }) => {
  const status = await narrationStatus(storyIdParam(params.id));
  return json<NarrationStatusResponse>({ success: true, ...status }, { headers: PRIVATE_CACHE });
});

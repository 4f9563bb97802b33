import { json, route } from "@/lib/http/route";
import type { GenerateNarrationResponse } from "@/lib/api/narration";
import { narrationQueuedMessage, queueNarration } from "@/lib/narration/recorded/batch";
import { storyIdParam } from "@/lib/stories/server/responses";

// Answers once the pages are queued; the Narration card follows them through narration.
export const POST = route({ admin: true }, async ({ params }) => {
  const batch = await queueNarration(storyIdParam(params.id));
  return json<GenerateNarrationResponse>({ success: true, queued: batch.queued, message: narrationQueuedMessage(batch) });
});

import { json, route } from "@/lib/http/route";
import type { GenerateMissingImagesResponse } from "@/lib/api/images";
import { queueMissingPageImages, queuedMessage } from "@/lib/stories/server/images-batch";
import { storyIdParam } from "@/lib/stories/server/responses";

// Answers once the jobs are queued; the detail screen follows them through image-jobs.
export const POST = route({ admin: true }, async ({ params }) => {
  const batch = await queueMissingPageImages(storyIdParam(params.id));
  return json<GenerateMissingImagesResponse>({ success: true, queued: batch.queued, message: queuedMessage(batch) });
});

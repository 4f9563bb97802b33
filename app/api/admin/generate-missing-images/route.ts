import { json, route } from "@/lib/http/route";
import type { GenerateAllMissingImagesResponse } from "@/lib/api/images";
import { queueAllMissingPageImages, queuedMessage } from "@/lib/stories/server/images-batch";

// The image generation table's batch: answers once the jobs are queued; the table follows them.
export const POST = route({ admin: true }, async () => {
  const batch = await queueAllMissingPageImages();
  return json<GenerateAllMissingImagesResponse>({ success: true, queued: batch.queued, message: queuedMessage(batch) });
});

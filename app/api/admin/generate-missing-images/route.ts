import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import type { GenerateAllMissingImagesResponse } from "@/lib/stories/image-job-types";
import { queueAllMissingPageImages, queuedMessage } from "@/lib/stories/images-batch";

// The image generation table's batch: answers once the jobs are queued; the table follows them.
export const POST = route({ admin: true }, async () => {
  const batch = await queueAllMissingPageImages();
  return NextResponse.json({ success: true, queued: batch.queued, message: queuedMessage(batch) } satisfies GenerateAllMissingImagesResponse);
});

import { json, route } from "@/lib/http/route";
import type { ImageJobsResponse } from "@/lib/api/images";
import { storyImageJobs } from "@/lib/stories/server/images-batch";
import { PRIVATE_CACHE, storyIdParam } from "@/lib/stories/server/responses";

// Polled by the detail screen while pages are being drawn.
export const GET = route({ admin: true }, async ({ params }) => {
  const jobs = await storyImageJobs(storyIdParam(params.id));
  return json<ImageJobsResponse>({ success: true, jobs }, { headers: PRIVATE_CACHE });
});

import { json, route } from "@/lib/http/route";
import type { DiscordGenerationStartedResponse } from "@/lib/api/images";
import { startDiscordMidjourney } from "@/lib/images/discord/midjourney-job";
import { pageNumberParam } from "@/lib/stories/server/images";
import { storyIdParam } from "@/lib/stories/server/responses";

// 'Discord MJ': answers once /imagine is sent; the picture arrives later through a job. 501 when
// the operator has not turned Midjourney on, 502 with Discord's reason when it refuses.
export const POST = route({ admin: true }, async ({ params }) => {
  const message = await startDiscordMidjourney(storyIdParam(params.id), pageNumberParam(params.pageNumber));
  return json<DiscordGenerationStartedResponse>({ success: true, message });
});

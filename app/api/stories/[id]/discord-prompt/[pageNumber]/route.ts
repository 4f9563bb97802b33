import { json, route } from "@/lib/http/route";
import type { DiscordPromptResponse } from "@/lib/api/images";
import { discordPrompt } from "@/lib/images/discord/midjourney-job";
import { pageNumberParam } from "@/lib/stories/server/images";
import { PRIVATE_CACHE, storyIdParam } from "@/lib/stories/server/responses";

// 'Test Discord RAG': the /imagine prompt 'Discord MJ' sends for the page, and whether it can.
export const GET = route({ admin: true }, async ({ params }) => {
  const answer = await discordPrompt(storyIdParam(params.id), pageNumberParam(params.pageNumber));
  return json<DiscordPromptResponse>({ success: true, ...answer }, { headers: PRIVATE_CACHE });
});

import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { setStoryTitle } from "@/lib/stories/commands";
import { storyTitleRequestSchema } from "@/lib/stories/requests";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const PUT = route({ admin: true, body: storyTitleRequestSchema }, async ({ params, body }) => {
  const story = await setStoryTitle(storyIdParam(params.id), body.title);
  return NextResponse.json({ success: true, story, message: "Title Updated" } satisfies StoryChangeResponse);
});

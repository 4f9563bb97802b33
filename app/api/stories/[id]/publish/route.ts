import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { setStoryPublished } from "@/lib/stories/commands";
import { publishRequestSchema } from "@/lib/stories/requests";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const PATCH = route({ admin: true, body: publishRequestSchema }, async ({ params, body }) => {
  const story = await setStoryPublished(storyIdParam(params.id), body.published);
  return NextResponse.json({ success: true, story, message: body.published ? "Story Published" : "Story Unpublished" } satisfies StoryChangeResponse);
});

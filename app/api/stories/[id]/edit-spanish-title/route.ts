import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { setStorySpanishTitle } from "@/lib/stories/commands";
import { storySpanishTitleRequestSchema } from "@/lib/stories/requests";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const PUT = route({ admin: true, body: storySpanishTitleRequestSchema }, async ({ params, body }) => {
  const story = await setStorySpanishTitle(storyIdParam(params.id), body.spanishTitle);
  return NextResponse.json({ success: true, story, message: "Title Updated" } satisfies StoryChangeResponse);
});

import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { editStoryPage } from "@/lib/stories/commands";
import { editContentRequestSchema } from "@/lib/stories/requests";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const PUT = route({ admin: true, body: editContentRequestSchema }, async ({ params, body }) => {
  const story = await editStoryPage(storyIdParam(params.id), body.pageNumber, body.field, body.value);
  return NextResponse.json({ success: true, story, message: "Content Updated" } satisfies StoryChangeResponse);
});

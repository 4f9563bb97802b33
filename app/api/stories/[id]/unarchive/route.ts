import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { setStoryArchived } from "@/lib/stories/commands";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const POST = route({ admin: true }, async ({ params }) => {
  const story = await setStoryArchived(storyIdParam(params.id), false);
  return NextResponse.json({ success: true, story, message: "Story Restored" } satisfies StoryChangeResponse);
});

import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { findAnyStory } from "@/lib/stories/queries";
import { PRIVATE_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/responses";

// The admin fallback of the story viewer: any story, published or not.
export const GET = route({ admin: true }, async ({ params }) => {
  const story = await findAnyStory(storyIdParam(params.id));
  if (!story) throw storyNotFound();
  return NextResponse.json({ success: true, story }, { headers: PRIVATE_CACHE });
});

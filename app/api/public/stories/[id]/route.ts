import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { findPublicStory } from "@/lib/stories/queries";
import { PUBLIC_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/responses";

export const GET = route({}, async ({ params }) => {
  const story = await findPublicStory(storyIdParam(params.id));
  if (!story) throw storyNotFound();
  return NextResponse.json({ success: true, story }, { headers: PUBLIC_CACHE });
});

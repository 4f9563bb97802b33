import { NextResponse } from "next/server";
import { findPublicStory } from "@/lib/stories/public";
import { PUBLIC_CACHE, storyIdFrom, storyNotFound } from "@/lib/stories/responses";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = await storyIdFrom(params);
  if ("response" in parsed) return parsed.response;
  const story = await findPublicStory(parsed.id);
  if (!story) return storyNotFound();
  return NextResponse.json({ success: true, story }, { headers: PUBLIC_CACHE });
}

import { NextResponse } from "next/server";
import { getOriginalStory } from "@/lib/original-story";
import { PUBLIC_CACHE } from "@/lib/stories/responses";

export async function GET() {
  return NextResponse.json({ success: true, story: await getOriginalStory() }, { headers: PUBLIC_CACHE });
}

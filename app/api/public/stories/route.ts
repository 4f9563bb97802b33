import { NextResponse } from "next/server";
import { listPublicStories } from "@/lib/stories/public";
import { PUBLIC_CACHE } from "@/lib/stories/responses";

export async function GET() {
  return NextResponse.json({ success: true, stories: await listPublicStories() }, { headers: PUBLIC_CACHE });
}

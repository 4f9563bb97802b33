import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/require-admin";
import { findAnyStory } from "@/lib/stories/public";
import { PRIVATE_CACHE, storyIdFrom, storyNotFound } from "@/lib/stories/responses";

// The admin fallback of the story viewer: any story, published or not.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdmin(request);
  if (!admin.ok) return admin.response;
  const parsed = await storyIdFrom(params);
  if ("response" in parsed) return parsed.response;
  const story = await findAnyStory(parsed.id);
  if (!story) return storyNotFound();
  return NextResponse.json({ success: true, story }, { headers: PRIVATE_CACHE });
}

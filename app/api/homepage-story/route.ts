import { NextResponse } from "next/server";
import { getHomepageStory } from "@/lib/stories/homepage";
import { route } from "@/lib/http/route";

// Polled by every open home page every 30 s: one indexed lookup, never cached by browsers so
// a promotion shows at the next poll.
export const GET = route({}, async () =>
  NextResponse.json({ success: true, story: await getHomepageStory() }, { headers: { "cache-control": "no-store" } }),
);

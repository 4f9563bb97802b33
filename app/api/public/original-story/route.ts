import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getOriginalStory } from "@/lib/stories/original";
import { PUBLIC_CACHE } from "@/lib/stories/responses";

export const GET = route({}, async () => NextResponse.json({ success: true, story: await getOriginalStory() }, { headers: PUBLIC_CACHE }));

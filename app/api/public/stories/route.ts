import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listPublicStories } from "@/lib/stories/queries";
import { PUBLIC_CACHE } from "@/lib/stories/responses";

export const GET = route({}, async () => NextResponse.json({ success: true, stories: await listPublicStories() }, { headers: PUBLIC_CACHE }));

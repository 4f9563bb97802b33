import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listImagePages } from "@/lib/stories/image-pages";
import type { ImagePagesResponse } from "@/lib/stories/image-types";
import { PRIVATE_CACHE } from "@/lib/stories/responses";

// The image generation table: every page of every story with the image it shows.
export const GET = route({ admin: true }, async () => {
  return NextResponse.json({ success: true, rows: await listImagePages() } satisfies ImagePagesResponse, { headers: PRIVATE_CACHE });
});

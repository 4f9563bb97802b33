import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listGalleryItems } from "@/lib/stories/gallery";
import type { GalleryResponse } from "@/lib/stories/image-types";
import { PRIVATE_CACHE } from "@/lib/stories/responses";

export const GET = route({ admin: true }, async () => {
  return NextResponse.json({ success: true, items: await listGalleryItems() } satisfies GalleryResponse, { headers: PRIVATE_CACHE });
});

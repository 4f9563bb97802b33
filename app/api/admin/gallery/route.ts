import { json, route } from "@/lib/http/route";
import { listGalleryItems } from "@/lib/stories/server/gallery";
import type { GalleryResponse } from "@/lib/api/images";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";

export const GET = route({ admin: true }, async () => {
  return json<GalleryResponse>({ success: true, items: await listGalleryItems() }, { headers: PRIVATE_CACHE });
});

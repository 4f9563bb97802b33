import { json, route } from "@/lib/http/route";
import { listImagePages } from "@/lib/stories/server/image-pages";
import type { ImagePagesResponse } from "@/lib/api/images";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";

// The image generation table: every page of every story with the image it shows.
export const GET = route({ admin: true }, async () => {
  return json<ImagePagesResponse>({ success: true, rows: await listImagePages() }, { headers: PRIVATE_CACHE });
});

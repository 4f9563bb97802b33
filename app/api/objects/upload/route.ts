import { json, route } from "@/lib/http/route";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";
import type { UploadURLResponse } from "@/lib/api/images";
import { createImageUpload } from "@/lib/storage/uploads";

// A place for the browser to PUT one image; `url` is what it then passes to the manual-image call.
export const POST = route({ admin: true }, async () => {
  const upload = await createImageUpload();
  return json<UploadURLResponse>({ success: true, ...upload }, { headers: PRIVATE_CACHE });
});

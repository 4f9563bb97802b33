import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { PRIVATE_CACHE } from "@/lib/stories/responses";
import type { UploadURLResponse } from "@/lib/stories/image-types";
import { createImageUpload } from "@/lib/storage/uploads";

// A place for the browser to PUT one image; `url` is what it then passes to the manual-image call.
export const POST = route({ admin: true }, async () => {
  const upload = await createImageUpload();
  return NextResponse.json({ success: true, ...upload } satisfies UploadURLResponse, { headers: PRIVATE_CACHE });
});

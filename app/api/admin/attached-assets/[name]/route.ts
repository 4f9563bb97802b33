import { json, route } from "@/lib/http/route";
import type { ImageDeletedResponse } from "@/lib/api/images";
import { deleteAttachedAsset } from "@/lib/storage/attached-assets";

export const DELETE = route({ admin: true }, async ({ params }) => {
  await deleteAttachedAsset(typeof params.name === "string" ? params.name : "");
  return json<ImageDeletedResponse>({ success: true, message: "Attached asset deleted successfully" });
});

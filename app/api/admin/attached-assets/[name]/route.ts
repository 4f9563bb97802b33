import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import type { ImageDeletedResponse } from "@/lib/stories/image-types";
import { deleteAttachedAsset } from "@/lib/storage/attached-assets";

export const DELETE = route({ admin: true }, async ({ params }) => {
  await deleteAttachedAsset(typeof params.name === "string" ? params.name : "");
  return NextResponse.json({ success: true, message: "Attached asset deleted successfully" } satisfies ImageDeletedResponse);
});

import { NextResponse } from "next/server";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { dropPageCache, isOwnRevalidation } from "@/lib/stories/server/revalidate";

// Only this server's own background worker can call this (loopback, this process's token):
// Next drops cached pages only inside a request.
export const POST = route({ allowMissingOrigin: true }, async ({ request }) => {
  if (!isOwnRevalidation(request)) throw new AppError("forbidden", "Forbidden");
  dropPageCache();
  return NextResponse.json({ success: true });
});

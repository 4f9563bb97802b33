import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { setOriginalTitle } from "@/lib/stories/commands";
import { originalTitleRequestSchema } from "@/lib/stories/requests";
import type { OriginalTitleResponse } from "@/lib/stories/types";

export const PUT = route({ admin: true, body: originalTitleRequestSchema }, async ({ body }) => {
  const title = await setOriginalTitle(body.title);
  return NextResponse.json({ success: true, title, message: "Title Updated" } satisfies OriginalTitleResponse);
});

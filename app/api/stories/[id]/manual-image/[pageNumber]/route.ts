import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { manualImageRequestSchema } from "@/lib/stories/image-requests";
import { attachManualImage, pageNumberParam } from "@/lib/stories/images";
import { storyIdParam } from "@/lib/stories/responses";
import type { StoryChangeResponse } from "@/lib/stories/types";

export const PUT = route({ admin: true, body: manualImageRequestSchema }, async ({ params, body }) => {
  const story = await attachManualImage(storyIdParam(params.id), pageNumberParam(params.pageNumber), body.imageURL);
  return NextResponse.json({ success: true, story, message: "Image Uploaded" } satisfies StoryChangeResponse);
});

import { json, route } from "@/lib/http/route";
import { setOriginalTitle } from "@/lib/stories/server/commands";
import { originalTitleRequestSchema, type OriginalTitleResponse } from "@/lib/api/stories";

export const PUT = route({ admin: true, body: originalTitleRequestSchema }, async ({ body }) => {
  const title = await setOriginalTitle(body.title);
  return json<OriginalTitleResponse>({ success: true, title, message: "Title Updated" });
});

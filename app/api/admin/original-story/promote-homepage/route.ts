import { json, route } from "@/lib/http/route";
import { promoteOriginalToHomepage } from "@/lib/stories/server/commands";
import type { OriginalPromoteResponse } from "@/lib/api/stories";

export const PATCH = route({ admin: true }, async () => {
  await promoteOriginalToHomepage();
  return json<OriginalPromoteResponse>({ success: true, message: "Promoted to Homepage" });
});

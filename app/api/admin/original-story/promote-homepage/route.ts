import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { promoteOriginalToHomepage } from "@/lib/stories/commands";
import type { OriginalPromoteResponse } from "@/lib/stories/types";

export const PATCH = route({ admin: true }, async () => {
  await promoteOriginalToHomepage();
  return NextResponse.json({ success: true, message: "Promoted to Homepage" } satisfies OriginalPromoteResponse);
});

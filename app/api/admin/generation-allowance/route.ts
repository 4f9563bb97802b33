import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import type { GenerationAllowanceResponse } from "@/lib/generation/allowance";
import { dailyAllowance } from "@/lib/generation/daily-limits";
import { route } from "@/lib/http/route";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";

// What is left of today's generation limits, for the Generate New Story form and the
// 'Generate all missing images' confirmation.
export const GET = route({ admin: true }, async () => {
  const db = await getDb();
  const [stories, images] = await Promise.all([dailyAllowance(db, "stories"), dailyAllowance(db, "images")]);
  return NextResponse.json({ success: true, stories, images } satisfies GenerationAllowanceResponse, { headers: PRIVATE_CACHE });
});

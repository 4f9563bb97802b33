import { AppError } from "@/lib/core/errors";
import { readBeaconSchema, type ReadBeaconResponse } from "@/lib/api/reads";
import { json, route } from "@/lib/http/route";
import { takeReadReport, TOO_MANY_READS } from "@/lib/reads/server/beacon-limit";
import { requireCountableStory } from "@/lib/reads/server/countable";
import { countRead } from "@/lib/reads/server/counter";

// POST /api/public/reads {story, kind}: a story page's beacon (a view, a Listen, a printed
// colouring, a share). Counted in memory and written in batches; nothing about the sender is kept
// and no cookie is set.
export const POST = route({ body: readBeaconSchema, maxBodyBytes: 1024 }, async ({ request, body }) => {
  if (!takeReadReport(request)) throw new AppError("rate_limited", TOO_MANY_READS);
  await requireCountableStory(body.story);
  countRead(body.story, body.kind);
  return json<ReadBeaconResponse>({ success: true }, { status: 202 });
});

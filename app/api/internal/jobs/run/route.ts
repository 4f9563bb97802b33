import { env } from "@/lib/core/env";
import { json, route } from "@/lib/http/route";
import { authorizeQueueRun } from "@/lib/jobs/run-auth";
import { runServerJobsFor } from "@/lib/runtime/server-worker";
import type { JobRunResponse } from "@/lib/jobs/types";

// A scheduler's call (every minute) runs the job queue for at most JOB_RUN_SECONDS, on hosts
// where no worker stays resident between requests. It is authorized by CRON_SECRET, not by a
// session, and sends no Origin. Vercel's cron sends GET, other schedulers may POST: both run.
export const dynamic = "force-dynamic";
// The host's limit for this function: JOB_RUN_SECONDS (50 by default) plus the time to answer.
export const maxDuration = 60;

const run = route({ allowMissingOrigin: true }, async ({ request }) => {
  authorizeQueueRun(request);
  const report = await runServerJobsFor(env().JOB_RUN_SECONDS * 1000);
  return json<JobRunResponse>({ success: true, ...report }, { headers: { "cache-control": "no-store" } });
});

export const GET = run;
export const POST = run;

import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { isDatabaseUnavailable, logRecoveredFailure } from "@/lib/core/errors";
import { databaseOutage, outsideRequests } from "@/lib/http/error-answers";
import { revalidateStory } from "@/lib/stories/server/revalidate";
import { forgetProcessSingleton, processSingleton } from "@/lib/core/process-singleton";

// A public page rendered while the database was down shows fallbacks (the built-in story, an
// empty Stories menu) and would be kept in the page cache as it is. So once a page has fallen
// back for an outage, this process watches for the database to answer again and then drops the
// page cache: nothing rendered during the outage is served after it.

export type RecoveryWatch = { probe: () => Promise<unknown>; drop: () => void; intervalMs?: number };

/** Waits until `probe` succeeds, then calls `drop` once. */
export async function dropWhenRecovered({ probe, drop, intervalMs = 1_000 }: RecoveryWatch): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs).unref());
    try {
      await probe();
      break;
    } catch {
      // Still down.
    }
  }
  drop();
}

/** Starts the watch unless one is running; answers it. */
export function watchForRecovery(watch: RecoveryWatch): Promise<void> {
  return processSingleton("outage-watch", () => outsideRequests(() => dropWhenRecovered(watch).finally(() => forgetProcessSingleton("outage-watch"))));
}

/** For a page that shows a fallback instead of failing: logs it, and for an outage drops the pages once it is over. */
export function fellBack(what: string, error: unknown): void {
  logRecoveredFailure(what, error);
  if (!isDatabaseUnavailable(error)) return;
  databaseOutage();
  void watchForRecovery({ probe: async () => (await getDb()).execute(sql`select 1`), drop: revalidateStory });
}

import type { Env } from "@/lib/core/env";

// With DATABASE_URL set the site may run as several instances, but two of its guarantees need
// shared services besides PostgreSQL. Without them it still works on one instance; with several
// the operator must know what is lost, so the server says so once when it starts.

export const STALE_PAGES_WARNING =
  "REDIS_URL is not set: each instance keeps its own page cache. With several instances, a change made through one (a story published, unpublished or edited) is not seen on the pages the others have cached, which keep serving the old page until they render it again.";

export const LOCAL_IMAGES_WARNING =
  "S3_BUCKET is not set: images are stored on this instance's own disk (DATA_DIR/uploads). With several instances, an image uploaded or drawn through one is missing (404) on the others.";

/** The guarantees lost for several instances, one sentence each; none without DATABASE_URL (a single embedded database means one instance). */
export function lostGuarantees(config: Pick<Env, "DATABASE_URL" | "REDIS_URL" | "S3_BUCKET">): string[] {
  if (!config.DATABASE_URL) return [];
  return [...(config.REDIS_URL ? [] : [STALE_PAGES_WARNING]), ...(config.S3_BUCKET ? [] : [LOCAL_IMAGES_WARNING])];
}

/** Logs the lost guarantees at start, once per process. */
export function warnOfLostGuarantees(config: Pick<Env, "DATABASE_URL" | "REDIS_URL" | "S3_BUCKET">, log: Pick<Console, "warn"> = console): void {
  const lost = lostGuarantees(config);
  if (lost.length === 0) return;
  log.warn(
    `Running on PostgreSQL without every shared service several instances need:\n${lost.map((line) => `- ${line}`).join("\n")}\nOne instance is fine; for several, see "Several instances" in the README.`,
  );
}

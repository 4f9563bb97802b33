import "server-only";
import { env } from "@/lib/core/env";
import { loggableError } from "@/lib/core/errors";
import { getStorage, objectKeyTime, UPLOADS_FOLDER } from "./index";
import { sweepLocalUploadClaims, UPLOAD_TTL_MS } from "./local";
import { isBuildPhase } from "@/lib/config/build-phase";
import { oncePerProcess } from "@/lib/core/process-singleton";

// A raw upload becomes a page image only when an admin attaches it (checked-upload.ts), which
// deletes it. One never attached (the tab closed, the request refused) would stay forever, so
// uploads older than ORPHAN_UPLOAD_AGE_MS are deleted: at start and every SWEEP_EVERY_MS, by
// every instance (deleting twice is harmless). The age is read from the key itself.
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 15 * 60_000;

/** Deletes raw uploads made before `now - ORPHAN_UPLOAD_AGE_MS`; returns how many. */
export async function sweepOrphanUploads(now = Date.now()): Promise<number> {
  const storage = getStorage();
  const cutoff = now - ORPHAN_UPLOAD_AGE_MS;
  let swept = 0;
  for (const { key } of await storage.list(UPLOADS_FOLDER)) {
    const created = objectKeyTime(key, now);
    if (created && created.getTime() >= cutoff) continue;
    await storage.delete(key);
    swept += 1;
  }
  if (storage.kind === "local") await sweepLocalUploadClaims(env().dataDir, UPLOADS_FOLDER, now - Math.max(UPLOAD_TTL_MS, ORPHAN_UPLOAD_AGE_MS));
  return swept;
}

export function startUploadSweep(): void {
  if (isBuildPhase()) return;
  oncePerProcess("upload-sweep", () => {
    const sweep = () =>
      sweepOrphanUploads().then(
        (swept) => swept > 0 && console.info(`Deleted ${swept} uploaded images that were never attached`),
        (error: unknown) => console.error("Deleting old unattached uploads failed:", loggableError(error)),
      );
    void sweep();
    setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
}

import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { logRecoveredFailure } from "@/lib/core/errors";
import { isLoopbackPeer } from "@/lib/net/peer-address";
import { STORIES_CACHE_TAG } from "@/lib/stories/server/queries";
import { forgetStoryList } from "@/lib/stories/server/story-list";
import { processSingleton } from "@/lib/core/process-singleton";

export const REVALIDATE_PATH = "/api/internal/revalidate";

// A random secret of this process: the background worker presents it to its own server, and
// nothing outside this process ever learns it.
function processToken(): string {
  return processSingleton("revalidate-token", () => randomBytes(32).toString("base64url"));
}

/** True for a loopback request carrying this process's revalidation token. */
export function isOwnRevalidation(request: Request): boolean {
  const header = request.headers.get("authorization");
  if (!isLoopbackPeer(request) || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(processToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Every public page shows the header's story list, so every cached story page, Home and the
 * sitemap are dropped together and rebuilt on their next request.
 */
export function dropPageCache(): void {
  revalidateTag(STORIES_CACHE_TAG);
  revalidatePath("/", "layout");
}

/**
 * Called by every command (lib/stories/server/commands.ts) once its change is committed; the back
 * office's list is read afresh too.
 */
export function revalidateStory(): void {
  forgetStoryList();
  try {
    dropPageCache();
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith("Invariant: static generation store missing"))) throw error;
    void revalidateThroughOwnServer();
  }
}

// Next drops its page cache only inside a request. A change made outside one (the background
// job worker finishing a story or an image) is passed to this process's own server as a
// request. A process with no server (a command-line tool, a test) has no page cache to drop.
async function revalidateThroughOwnServer(): Promise<void> {
  const port = process.env.PORT;
  if (!port || process.env.CLI_TOOL) return;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${processToken()}` },
    });
    if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status}`);
  } catch (error) {
    logRecoveredFailure("Could not drop the page cache after a background change", error);
  }
}

import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { isDatabaseUnavailable, loggableError } from "@/lib/core/errors";
import { deleteObjectAt, getStorage, objectKeyFromUrl, objectKeyTime } from "@/lib/storage";
import { parseSizedMaster } from "@/lib/storage/image-variants";
import { storeImage } from "@/lib/storage/stored-image";
import { replaceImageUrls } from "@/lib/stories/server/commands";
import { pickStoryColumns } from "@/lib/stories/server/queries";
import { fromStoryRow } from "@/lib/stories/server/row";
import { isBuildPhase } from "@/lib/config/build-phase";
import { processSingleton } from "@/lib/core/process-singleton";

// Page images stored before web copies existed have no size in their key, so the viewer shows
// the full master to every phone. At start each such image is stored again, as storeImage stores
// any new one (master with its size in its name, WebP copies beside it), and the story is
// pointed at the new master. Already-converted images are left alone, so running it again
// changes nothing; two instances running it at once are safe, since a story takes a new URL only
// where it still holds the old one, and the copy that lost is deleted.

const RASTER_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** Pages cached elsewhere (a CDN keeps a page up to 90 s) may still name an old master for a while. */
const RETIRE_AFTER_MS = 10 * 60_000;

/** A stored page image without web copies: an object URL whose key does not carry its size. */
export function lacksWebCopies(url: string): boolean {
  const key = objectKeyFromUrl(url);
  return key !== null && parseSizedMaster(key) === null;
}

export type BackfillResult = { converted: number; failed: number };

export type BackfillOptions = {
  /** Deletes the old masters once nothing should name them any more. */
  retire?: (urls: string[]) => void;
  log?: Pick<Console, "warn">;
};

const retireLater = (urls: string[]) => {
  setTimeout(() => void Promise.all(urls.map((url) => deleteObjectAt(url).catch(() => {}))), RETIRE_AFTER_MS).unref();
};

/** Stores `url`'s image again with its web copies; null for an object gone or not a raster image. */
async function storeWithCopies(url: string): Promise<string | null> {
  const key = objectKeyFromUrl(url)!;
  const object = await getStorage().get(key);
  const extension = object ? RASTER_EXTENSIONS[object.contentType] : undefined;
  if (!object || !extension) return null;
  return storeImage(key.slice(0, key.indexOf("/")), { body: object.body, contentType: object.contentType, extension }, objectKeyTime(key) ?? undefined);
}

/** Gives every stored page image without web copies its copies, one image at a time. */
export async function backfillWebCopies({ retire = retireLater, log = console }: BackfillOptions = {}): Promise<BackfillResult> {
  const db = await getDb();
  const rows = await db
    .select(pickStoryColumns(["id", "imageData", "manualImages"]))
    .from(stories)
    .orderBy(asc(stories.id));
  const result: BackfillResult = { converted: 0, failed: 0 };
  for (const row of rows.map(fromStoryRow)) {
    const urls = new Set([...Object.values(row.imageData ?? {}), ...Object.values(row.manualImages ?? {})].filter(lacksWebCopies));
    if (urls.size === 0) continue;
    const replacements = new Map<string, string>();
    for (const url of urls) {
      try {
        const stored = await storeWithCopies(url);
        if (stored) replacements.set(url, stored);
      } catch (error) {
        result.failed += 1;
        log.warn(`Could not make web copies of ${url} (story ${row.id}):`, error);
      }
    }
    if (replacements.size === 0) continue;
    const swapped = new Set(await replaceImageUrls(row.id, replacements));
    const lost = [...replacements].filter(([old]) => !swapped.has(old)).map(([, stored]) => stored);
    await Promise.all(lost.map((url) => deleteObjectAt(url).catch(() => {})));
    if (swapped.size > 0) retire([...swapped]);
    result.converted += swapped.size;
  }
  return result;
}

/**
 * Server start: runs the backfill once the database is ready (its migrations may still be
 * running, or it may be down: it is retried with backoff), in the background.
 */
export function startWebCopiesBackfill(): void {
  if (isBuildPhase()) return;
  processSingleton("web-copies-backfill", async () => {
    for (let delay = 1_000; ; delay = Math.min(delay * 2, 60_000)) {
      try {
        const { converted, failed } = await backfillWebCopies();
        if (converted > 0 || failed > 0) console.info(`Web copies made for ${converted} older page images${failed > 0 ? `; ${failed} could not be read` : ""}`);
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          console.error("Making web copies of older page images failed:", loggableError(error));
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  });
}

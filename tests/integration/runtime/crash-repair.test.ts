import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { env } from "@/lib/core/env";
import { enqueueJob, startClaimedJob } from "@/lib/jobs/queue";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { imageVariants } from "@/lib/storage/image-variants";
import { storeImage } from "@/lib/storage/stored-image";
import { ABANDONED_STORY_MESSAGE, repairAfterCrash } from "@/lib/runtime/crash-repair";
import { png } from "../../support/fixtures/images";
import { insertStory, storyRow } from "../support/stories";

// What a server that died leaves behind is put right at the next start, by any instance, and
// a second run finds nothing more to do.

const HOUR = 60 * 60_000;

const PICTURE = { width: 600, height: 800 };

async function exists(url: string): Promise<boolean> {
  return (await getStorage().head(objectKeyFromUrl(url)!)) !== null;
}

describe("the repair at start", () => {
  it("fails statuses no job will end, and leaves those a live job will", async () => {
    const db = await getDb();
    const orphanedText = await insertStory({ status: "generating", storyData: null });
    const writing = await insertStory({ status: "generating", storyData: null });
    await enqueueJob(db, { kind: "story-text", storyId: writing });
    const orphanedImages = await insertStory({ imageStatus: "generating" });
    const drawing = await insertStory({ imageStatus: "generating" });
    await db.transaction((tx) => startClaimedJob(tx, { kind: "page-image", storyId: drawing, pageNumber: 1 }, "another-instance", 60_000));

    const first = await repairAfterCrash();
    expect(first).toMatchObject({ stories: 1, images: 1 });
    expect(await storyRow(orphanedText)).toMatchObject({ status: "failed", errorMessage: ABANDONED_STORY_MESSAGE });
    expect((await storyRow(orphanedImages)).imageStatus).toBe("failed");
    expect((await storyRow(writing)).status).toBe("generating");
    expect((await storyRow(drawing)).imageStatus).toBe("generating");
    expect(await repairAfterCrash()).toMatchObject({ stories: 0, images: 0 });
  });

  it("deletes page images no story holds once they are old enough, with their copies, and leftover temporary files", async () => {
    const kept = await storeImage("generated", { body: await png(PICTURE), contentType: "image/png", extension: "png" });
    await insertStory({ imageData: { 1: kept } });
    const orphan = await storeImage("generated", { body: await png(PICTURE), contentType: "image/png", extension: "png" });
    const orphanManual = await storeImage("manual", { body: await png(PICTURE), contentType: "image/png", extension: "png" });
    const uploads = path.join(env().dataDir, "uploads", "generated");
    const temporary = path.join(uploads, "page.png.0123456789ab.tmp");
    writeFileSync(temporary, "half a file");
    const pgliteLookalike = path.join(env().dataDir, "pglite", "base.0123456789ab.tmp");
    mkdirSync(path.dirname(pgliteLookalike), { recursive: true });
    writeFileSync(pgliteLookalike, "not ours");

    // Young objects may be a draw still running on another instance: left alone.
    expect(await repairAfterCrash()).toMatchObject({ orphans: 0, temporaryFiles: 0 });
    expect(await exists(orphan)).toBe(true);

    const later = Date.now() + 2 * HOUR;
    // Two masters of 600 px, each with its 480 and 600 px copies.
    expect(await repairAfterCrash(later)).toMatchObject({ orphans: 6, temporaryFiles: 1 });
    expect(await exists(orphan)).toBe(false);
    expect(await exists(orphanManual)).toBe(false);
    for (const variant of imageVariants(objectKeyFromUrl(orphan)!)) expect(await getStorage().head(variant.key)).toBeNull();
    expect(await exists(kept)).toBe(true);
    for (const variant of imageVariants(objectKeyFromUrl(kept)!)) expect(await getStorage().head(variant.key)).not.toBeNull();
    expect(existsSync(temporary)).toBe(false);
    expect(existsSync(pgliteLookalike)).toBe(true);
    expect(await repairAfterCrash(later)).toMatchObject({ stories: 0, images: 0, orphans: 0, temporaryFiles: 0 });
  });
});

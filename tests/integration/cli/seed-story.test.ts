import { describe, expect, it } from "vitest";
import "@/lib/cli/registry";
import { cliCommand } from "@/lib/cli/commands";
import { getHomepageStory } from "@/lib/stories/server/homepage";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { imageVariants } from "@/lib/storage/image-variants";
import { findPublicStory, listPublicStories, storyListVersion } from "@/lib/stories/server/queries";
import { storyListJson } from "@/lib/stories/server/story-list";
import type { StorySummary } from "@/lib/stories/model/types";
import { toViewerStory } from "@/lib/stories/model/view";

describe("the seed-story command (npm run seed)", () => {
  it("adds a complete, published ten-page story with a stored manual image and generated images", async () => {
    const result = await cliCommand("seed-story")!({ title: "Seeded" });
    const id = Number(/story-id=(\d+)/.exec(result.lines.join("\n"))?.[1]);
    const story = await findPublicStory(id);
    expect(story).toMatchObject({ title: "Seeded", status: "complete", published: true });
    const view = toViewerStory(story!);
    expect(view.pages).toHaveLength(10);
    const key = objectKeyFromUrl(view.pages[0]!.image!);
    expect(key).toMatch(/^seed\//);
    expect((await getStorage().get(key!))?.contentType).toBe("image/png");
    // Stored as an upload would be: with its WebP copies for the viewer.
    const variants = imageVariants(key!);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect((await getStorage().head(variant.key))?.contentType).toBe("image/webp");
    expect(view.pages[1]!.image).toBe("/original-story/02-hot-chocolate.svg");
    expect((await listPublicStories()).map((item) => item.id)).toContain(id);
  });

  it("can add an unpublished story, a story without images, or the homepage story", async () => {
    const hidden = await cliCommand("seed-story")!({ published: false });
    expect(await findPublicStory(Number(/story-id=(\d+)/.exec(hidden.lines.join())?.[1]))).toBeNull();
    const bare = await cliCommand("seed-story")!({ images: false, pages: 3 });
    const bareId = Number(/story-id=(\d+)/.exec(bare.lines.join())?.[1]);
    expect(toViewerStory((await findPublicStory(bareId))!).pages.map((page) => page.image)).toEqual([null, null, null]);
    const home = await cliCommand("seed-story")!({ homepage: true });
    expect(await getHomepageStory()).toEqual({ id: Number(/story-id=(\d+)/.exec(home.lines.join())?.[1]), isOriginal: false });
  });

  it("adds a bulk of summary-only stories in batches, in a mix of states", async () => {
    const summaries = async () => JSON.parse(await storyListJson(await storyListVersion())) as StorySummary[];
    const before = (await summaries()).length;
    expect((await cliCommand("seed-story")!({ bulk: 2100 })).lines).toEqual(["Created 2100 stories"]);
    const all = await summaries();
    expect(all.length - before).toBe(2100);
    const bulk = all.filter((story) => story.title?.startsWith("Bulk story "));
    expect(new Set(bulk.map((story) => story.status))).toEqual(new Set(["complete", "generating", "failed"]));
    expect(bulk.some((story) => story.archived) && bulk.some((story) => !story.published)).toBe(true);
  });

  it("rejects arguments of the wrong kind", async () => {
    await expect(cliCommand("seed-story")!({ pages: 11 })).rejects.toThrow();
    await expect(cliCommand("seed-story")!({ published: "yes" })).rejects.toThrow();
    await expect(cliCommand("seed-story")!({ bulk: 0 })).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { gooseHeadBox, HEAD_CLEARANCE } from "@/lib/images/scene/composer";
import { overlaps } from "@/lib/images/scene/layout-basics";
import { GOOSE_HEAD } from "@/lib/images/scene/prop-art";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { variedRequests } from "@/tests/support/varied-requests";

// The goose marching up to them in the park stood so close, facing them, that his bill touched
// Abuelita's hem: his head and neck keep a clear gap from her skirt.

describe("the goose beside Abuelita", () => {
  it("keeps his head and neck clear of her skirt", () => {
    let geese = 0;
    for (let storyId = 1; storyId <= 30; storyId++) {
      const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: "A walk in the park" }, storyId);
      for (const page of story.pages) {
        if (!page.scene!.props.some((id) => PROPS[id].art === "goose")) continue;
        const { placed, svg } = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: story.title,
          pageNumber: page.pageNumber,
          storyId,
          scene: page.scene!,
        });
        const goose = placed.find((p) => p.kind === "prop" && PROPS[p.id].art === "goose");
        const abuelita = placed.find((p) => p.kind === "character" && p.name === "Abuelita");
        if (!goose || !abuelita) continue;
        geese++;
        const [x, feet] = [goose.box.x + goose.box.w / 2, goose.box.y + goose.box.h];
        const drawn = svg.match(new RegExp(`translate\\(${x.toFixed(1)} ${feet.toFixed(1)}\\) scale\\((-?[0-9.]+) `));
        expect(drawn, `story ${storyId} page ${page.pageNumber}: the goose's layer`).not.toBeNull();
        const scale = Number(drawn![1]);
        const head = gooseHeadBox(GOOSE_HEAD, x, feet, Math.abs(scale), scale < 0 ? -1 : 1);
        expect(overlaps(head, abuelita.box, HEAD_CLEARANCE - 1), `story ${storyId} page ${page.pageNumber}`).toBe(false);
      }
    }
    expect(geese).toBeGreaterThan(10);
  });
});

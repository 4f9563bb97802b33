import { describe, expect, it } from "vitest";
import { IMAGE_STATUSES, STORY_STATUSES, type ImageStatus, type StoryStatus } from "@/lib/db/enums";
import {
  canImageTransition,
  canStoryTransition,
  DISPLAY_STATUSES,
  displayStatus,
  imageStatusesLeadingTo,
  storyStatusesLeadingTo,
} from "@/lib/stories/model/status";

describe("the displayed status", () => {
  it.each<[StoryStatus, ImageStatus, string]>([
    ["generating", "pending", "generating-story"],
    ["generating", "generating", "generating-story"],
    ["generating", "failed", "generating-story"],
    ["complete", "generating", "generating-images"],
    ["complete", "complete", "complete"],
    ["failed", "pending", "failed"],
    ["failed", "complete", "failed"],
    ["complete", "failed", "failed"],
    ["complete", "pending", "pending"],
  ])("story %s with images %s shows %s", (status, imageStatus, shown) => {
    expect(displayStatus({ status, imageStatus })).toBe(shown);
  });

  it("gives every combination one of the filter's values", () => {
    for (const status of STORY_STATUSES) {
      for (const imageStatus of IMAGE_STATUSES) expect(DISPLAY_STATUSES).toContain(displayStatus({ status, imageStatus }));
    }
  });
});

describe("the allowed transitions", () => {
  // Every pair of states, and whether the lifecycle allows the change.
  const allowed = (pairs: string) => pairs.split(" ").map((pair) => pair.split(">") as [string, string]);

  it("lets a story being written finish or fail, and a failed one be written again", () => {
    for (const [from, to] of allowed("generating>complete generating>failed failed>generating"))
      expect(canStoryTransition(from as never, to as never), `${from} > ${to}`).toBe(true);
    for (const [from, to] of allowed("complete>generating complete>failed failed>complete generating>generating"))
      expect(canStoryTransition(from as never, to as never), `${from} > ${to}`).toBe(false);
  });

  it("lets images start, finish or fail, and be drawn again after either", () => {
    for (const [from, to] of allowed("pending>generating generating>complete generating>failed failed>generating complete>generating"))
      expect(canImageTransition(from as never, to as never), `${from} > ${to}`).toBe(true);
    for (const [from, to] of allowed("pending>complete complete>pending failed>complete"))
      expect(canImageTransition(from as never, to as never), `${from} > ${to}`).toBe(false);
  });

  it("names the states each target may be reached from", () => {
    expect(storyStatusesLeadingTo("complete")).toEqual(["generating"]);
    expect(storyStatusesLeadingTo("generating")).toEqual(["failed"]);
    expect(imageStatusesLeadingTo("generating").sort()).toEqual(["complete", "failed", "pending"]);
    expect(imageStatusesLeadingTo("pending")).toEqual([]);
  });
});

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
  it("lets a story being written finish or fail, and a failed one be written again", () => {
    expect(canStoryTransition("generating", "complete")).toBe(true);
    expect(canStoryTransition("generating", "failed")).toBe(true);
    expect(canStoryTransition("failed", "generating")).toBe(true);
    expect(canStoryTransition("complete", "generating")).toBe(false);
    expect(canStoryTransition("complete", "failed")).toBe(false);
    expect(canStoryTransition("failed", "complete")).toBe(false);
    expect(canStoryTransition("generating", "generating")).toBe(false);
  });

  it("lets images start, finish or fail, and be drawn again after either", () => {
    expect(canImageTransition("pending", "generating")).toBe(true);
    expect(canImageTransition("generating", "complete")).toBe(true);
    expect(canImageTransition("generating", "failed")).toBe(true);
    expect(canImageTransition("failed", "generating")).toBe(true);
    expect(canImageTransition("complete", "generating")).toBe(true);
    expect(canImageTransition("pending", "complete")).toBe(false);
    expect(canImageTransition("complete", "pending")).toBe(false);
    expect(canImageTransition("failed", "complete")).toBe(false);
  });

  it("names the states each target may be reached from", () => {
    expect(storyStatusesLeadingTo("complete")).toEqual(["generating"]);
    expect(storyStatusesLeadingTo("generating")).toEqual(["failed"]);
    expect(imageStatusesLeadingTo("generating").sort()).toEqual(["complete", "failed", "pending"]);
    expect(imageStatusesLeadingTo("pending")).toEqual([]);
  });
});

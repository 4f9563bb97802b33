import { describe, expect, it } from "vitest";
import parts from "@/lib/images/scene/story-parts.json";
import { storyPart } from "@/lib/images/scene/story-parts";
import { cutStoryParts } from "@/scripts/story-parts/cut";
import { inkBounds } from "@/scripts/story-parts/ink-bounds";

describe("the offline illustrator's drawn parts", () => {
  it("are what `npm run art:parts` cuts from the built-in story's scenes today", () => {
    expect(cutStoryParts()).toEqual(parts);
  });

  it("join back into the scene's own group", () => {
    const { svg } = storyPart("plate");
    expect(svg.startsWith('<g transform="translate(400 640)"><circle cx="0" cy="0" r="26" stroke-width="5"/>')).toBe(true);
    expect(svg.endsWith("</g>")).toBe(true);
  });
});

describe("inkBounds", () => {
  it("reaches half a stroke beyond the outline, through the group's transform", () => {
    expect(inkBounds(['<g transform="translate(400 640) scale(2)">', '<circle cx="0" cy="0" r="10" stroke-width="4"/>', "</g>"])).toEqual({
      left: 376,
      top: 616,
      right: 424,
      bottom: 664,
    });
  });

  it("counts only the half of a circle an arc draws, and where a curve turns back", () => {
    const arc = inkBounds(['<path d="M-10 0 A10 10 0 0 1 10 0" stroke-width="0"/>']);
    expect(arc.top).toBeCloseTo(-10);
    expect(arc.bottom).toBeCloseTo(0);
    const curve = inkBounds(['<path d="M0 0 C0 -40 30 -40 30 0" stroke-width="0"/>']);
    expect(curve.top).toBeCloseTo(-30);
    expect(curve.bottom).toBeCloseTo(0);
  });

  it("turns a rotated ellipse exactly, not by the box around it", () => {
    const { left, right } = inkBounds(['<ellipse cx="0" cy="0" rx="20" ry="10" transform="rotate(90)" stroke-width="0"/>']);
    expect(left).toBeCloseTo(-10);
    expect(right).toBeCloseTo(10);
  });
});

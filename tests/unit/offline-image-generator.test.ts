import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createOfflineImageGenerator } from "@/lib/ai/offline-image-generator";
import { composeColoringPageSvg } from "@/lib/ai/offline-line-art";

const request = {
  sceneDescription: "Abuelita and Pepita in the kitchen, standing at the kitchen table, with a clay pot; winter snowflakes in the sky",
  storyTitle: "Winter Beans",
  pageNumber: 2,
};

describe("offline line-art generator", () => {
  it("draws a 1024x1536 PNG of only black and white pixels, labelled offline", async () => {
    const image = await createOfflineImageGenerator().generate(request);
    expect(image.provider).toBe("offline");
    const { data, info } = await sharp(image.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1536]);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    const black = data.filter((value) => value === 0).length / data.length;
    expect(black).toBeGreaterThan(0.03);
    expect(black).toBeLessThan(0.3);
  });

  it("is deterministic for the same page", async () => {
    const generator = createOfflineImageGenerator();
    const [first, second] = await Promise.all([generator.generate(request), generator.generate({ ...request })]);
    expect(first.png.equals(second.png)).toBe(true);
  });

  it("draws the scene's key nouns", () => {
    expect(composeColoringPageSvg(request)).not.toBe(composeColoringPageSvg({ ...request, sceneDescription: "At the market, in front of a fruit stall, on a summer day" }));
    const market = composeColoringPageSvg({ ...request, sceneDescription: "At the market with a basket of fruit" });
    const garden = composeColoringPageSvg({ ...request, sceneDescription: "In the garden with flowers and a watering can" });
    expect(market).not.toBe(garden);
    expect(composeColoringPageSvg({ ...request, sceneDescription: "Evening under the moon and stars" })).toContain("<polygon");
  });
});

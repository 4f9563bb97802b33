import "server-only";
import sharp from "sharp";
import { toLineArtPixels } from "@/lib/images/line-art";
import { fillSmallRegions, mergeSmallRegions, thinLinesAlongFrame } from "@/lib/images/printable-line-art";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { describeScene } from "@/lib/story-writing/scene/plan";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import type { ImageGenerator, PageImageRequest } from "@/lib/story-writing/types";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

export const OFFLINE_IMAGE_GENERATOR_NAME = "Offline line-art generator";

/**
 * The page's picture as composed from its plan. A page whose description is no longer the one
 * written from its plan (an admin rewrote it), or that has no plan, is drawn from its words.
 * The story's id seeds the composition and takes turns at its layout, so two stories of one
 * request are laid out differently.
 */
export function composePage(request: PageImageRequest): Composition {
  const plan = request.scene && describeScene(request.scene) === request.sceneDescription ? request.scene : planFromText(request.sceneDescription);
  const story = request.storyId === undefined ? request.storyTitle : `story ${request.storyId}`;
  const variant = request.storyId === undefined ? undefined : request.storyId + request.pageNumber;
  return composeScene(plan, `${story}\n${request.pageNumber}`, variant, { story, page: request.pageNumber });
}

/** The composed page through the two-tone pipeline, with no white region too small to colour: small ones open into a neighbour, specks are filled. */
export async function renderPage(request: PageImageRequest): Promise<{ png: Buffer; composition: Composition }> {
  const composition = composePage(request);
  const raster = await toLineArtPixels(Buffer.from(composition.svg));
  const pixels = thinLinesAlongFrame(
    fillSmallRegions(mergeSmallRegions(raster, PAGE_PICTURE_SIZE.width, PAGE_PICTURE_SIZE.height), PAGE_PICTURE_SIZE.width, PAGE_PICTURE_SIZE.height),
    PAGE_PICTURE_SIZE.width,
    PAGE_PICTURE_SIZE.height,
  );
  const png = await sharp(pixels, { raw: { width: PAGE_PICTURE_SIZE.width, height: PAGE_PICTURE_SIZE.height, channels: 1 } })
    .png()
    .toBuffer();
  return { png, composition };
}

export function createOfflineImageGenerator(): ImageGenerator {
  return {
    provider: "offline",
    name: OFFLINE_IMAGE_GENERATOR_NAME,
    async generate(request) {
      return { png: (await renderPage(request)).png, provider: "offline" };
    },
  };
}

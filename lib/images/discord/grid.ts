import "server-only";
import sharp from "sharp";
import { failureReason, GenerationError } from "@/lib/story-writing/types";
import { MAX_UPLOAD_PIXELS } from "@/lib/storage/checked-image";

/**
 * The first of the four pictures of Midjourney's grid (the top-left quadrant), as a PNG. Taking
 * it from the grid needs no second command (an upscale), so one /imagine is all that is sent.
 */
export async function firstGridPicture(grid: Buffer): Promise<Buffer> {
  try {
    const image = sharp(grid, { limitInputPixels: MAX_UPLOAD_PIXELS, pages: 1 });
    const { width, height } = await image.metadata();
    if (!width || !height || width < 2 || height < 2) throw new Error("the grid has no size");
    return await image
      .extract({ left: 0, top: 0, width: Math.floor(width / 2), height: Math.floor(height / 2) })
      .png()
      .toBuffer();
  } catch (error) {
    throw new GenerationError(`Midjourney's grid is not a readable image: ${failureReason(error)}`, { cause: error });
  }
}

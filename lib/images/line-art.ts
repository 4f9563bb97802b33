import "server-only";
import sharp from "sharp";

export const PAGE_IMAGE_WIDTH = 1024;
export const PAGE_IMAGE_HEIGHT = 1536;

/** Any picture as a two-tone coloring page: black lines on white, portrait 1024x1536. */
export async function toLineArt(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .resize(PAGE_IMAGE_WIDTH, PAGE_IMAGE_HEIGHT, { fit: "contain", background: "#fff" })
    .flatten({ background: "#fff" })
    .greyscale()
    .threshold(200)
    .png()
    .toBuffer();
}

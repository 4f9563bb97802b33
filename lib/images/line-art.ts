import "server-only";
import sharp from "sharp";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

/** Any picture as a two-tone coloring page: black lines on white, portrait 1024x1536. */
export async function toLineArt(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .resize(PAGE_PICTURE_SIZE.width, PAGE_PICTURE_SIZE.height, { fit: "contain", background: "#fff" })
    .flatten({ background: "#fff" })
    .greyscale()
    .threshold(200)
    .png()
    .toBuffer();
}

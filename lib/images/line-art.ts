import "server-only";
import sharp from "sharp";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

const twoTone = (input: Buffer) =>
  sharp(input)
    .resize(PAGE_PICTURE_SIZE.width, PAGE_PICTURE_SIZE.height, { fit: "contain", background: "#fff" })
    .flatten({ background: "#fff" })
    .greyscale()
    .threshold(200);

/** Any picture as a two-tone coloring page: black lines on white, portrait 1024x1536. */
export async function toLineArt(input: Buffer): Promise<Buffer> {
  return twoTone(input).png().toBuffer();
}

/** The same page as one 0/255 byte per pixel, row by row, for work on its regions before it is encoded. */
export async function toLineArtPixels(input: Buffer): Promise<Uint8Array> {
  const { data } = await twoTone(input).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

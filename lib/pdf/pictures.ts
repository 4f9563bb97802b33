import "server-only";
import type { PDFDocument } from "pdf-lib";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { SheetImage } from "./sheet-layout";

// How a page's picture goes into a PDF. The one-page sheet carries it as JPEG quality 0.95, as
// the site always has. The whole story and the booklet carry line art (every generated page and
// the built-in story's drawings) as a 1-bit image instead: it keeps every line exactly, prints
// with no grey fringe the printer would dither into dots, and is a seventh of the JPEG's bytes.
// A picture with tones or colour (an uploaded photo) stays JPEG there too.

// Rasterise at 200 dpi of the largest box the image can take: crisp on paper, small files.
const BOX_INCHES = { width: 7, height: 8 };
const RASTER_PX = { width: BOX_INCHES.width * 200, height: BOX_INCHES.height * 200 };

// Below this a 1-bit picture's staircase edges show on paper; line art that would print coarser
// in the largest box is enlarged (and its edges smoothed) before it is made 1-bit.
const MIN_LINE_ART_DPI = 150;

// Anti-aliased line art has a grey fringe along its lines (about 2% of the built-in drawings'
// pixels); a photo or a shaded or coloured picture has far more that is neither ink nor paper.
const MAX_IN_BETWEEN_SHARE = 0.06;
const INK_BELOW = 64;
const PAPER_ABOVE = 191;
// Channels further apart than this make a pixel coloured, however light or dark.
const MAX_GREY_SPREAD = 48;
const BLACK_BELOW = 128;

function rendered(image: Buffer, meta: Metadata): Sharp {
  // Vector originals (SVG) are rendered at the density that fills the raster box, not at 72 dpi.
  const density =
    meta.format === "svg" && meta.width && meta.height
      ? Math.min(600, Math.max(72, 72 * Math.min(RASTER_PX.width / meta.width, RASTER_PX.height / meta.height)))
      : undefined;
  return sharp(image, density ? { density } : {}).flatten({ background: "#ffffff" });
}

export async function toJpeg(image: Buffer): Promise<Buffer> {
  return rendered(image, await sharp(image).metadata())
    .resize({ ...RASTER_PX, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The picture as the one-page sheet carries it. */
export async function embedJpeg(doc: PDFDocument, image: Buffer): Promise<SheetImage> {
  return doc.embedJpg(await toJpeg(image));
}

type Raster = { data: Buffer; width: number; height: number };

function isLineArt({ data }: Raster): boolean {
  let inBetween = 0;
  for (let at = 0; at < data.length; at += 3) {
    const high = Math.max(data[at]!, data[at + 1]!, data[at + 2]!);
    const low = Math.min(data[at]!, data[at + 1]!, data[at + 2]!);
    if (high - low > MAX_GREY_SPREAD || (high >= INK_BELOW && high <= PAPER_ABOVE)) inBetween++;
  }
  return inBetween <= (data.length / 3) * MAX_IN_BETWEEN_SHARE;
}

/** Rows of 1-bit samples, 1 for white (DeviceGray), each row padded to a whole byte. */
function oneBit({ data, width, height }: Raster): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 3 * (y * width + x);
      const luma = 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
      if (luma >= BLACK_BELOW) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return bits;
}

async function rgb(pipeline: Sharp): Promise<Raster> {
  const { data, info } = await pipeline.toColourspace("srgb").removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function embedOneBit(doc: PDFDocument, raster: Raster): SheetImage {
  const stream = doc.context.flateStream(oneBit(raster), {
    Type: "XObject",
    Subtype: "Image",
    Width: raster.width,
    Height: raster.height,
    ColorSpace: "DeviceGray",
    BitsPerComponent: 1,
  });
  return { ref: doc.context.register(stream), width: raster.width, height: raster.height };
}

/** The picture as the whole story and the booklet carry it: 1-bit when it is line art, else JPEG. */
export async function embedPrintable(doc: PDFDocument, image: Buffer): Promise<SheetImage> {
  let raster = await rgb(rendered(image, await sharp(image).metadata()).resize({ ...RASTER_PX, fit: "inside", withoutEnlargement: true }));
  const raw = (pixels: Raster) => ({ raw: { width: pixels.width, height: pixels.height, channels: 3 as const } });
  if (!isLineArt(raster)) return doc.embedJpg(await sharp(raster.data, raw(raster)).jpeg({ quality: 95 }).toBuffer());
  if (Math.max(raster.width / BOX_INCHES.width, raster.height / BOX_INCHES.height) < MIN_LINE_ART_DPI) {
    raster = await rgb(sharp(raster.data, raw(raster)).resize({ ...RASTER_PX, fit: "inside" }));
  }
  return embedOneBit(doc, raster);
}

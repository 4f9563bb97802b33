import "server-only";
import type { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { addStoryPage as addSheetPage, drawCentred, drawHeading, drawImage, encodable, INCH, type Fonts, type PageNumber, type Sheet } from "./sheet-layout";

// The server's side of the sheet layout (lib/pdf/sheet-layout.ts): stored images are turned
// into JPEG quality 0.95 by sharp before they are placed.

export { embedFonts, PAPER_SIZES, type Sheet } from "./sheet-layout";

export type PdfPage = { title: string; text: string; spanishText: string; image: Buffer | null };

// Rasterise at 200 dpi of the largest box the image can take: crisp on paper, small files.
const RASTER_PX = { width: Math.round(7 * 200), height: Math.round(8 * 200) };

export async function toJpeg(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  // Vector originals (SVG) are rendered at the density that fills the raster box, not at 72 dpi.
  const density =
    meta.format === "svg" && meta.width && meta.height
      ? Math.min(600, Math.max(72, 72 * Math.min(RASTER_PX.width / meta.width, RASTER_PX.height / meta.height)))
      : undefined;
  return sharp(image, density ? { density } : {})
    .flatten({ background: "#ffffff" })
    .resize({ ...RASTER_PX, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function embedImage(doc: PDFDocument, image: Buffer | null) {
  return image ? doc.embedJpg(await toJpeg(image)) : null;
}

/** One coloring sheet: heading, subtitle, image, then the captions and the page number at the foot. */
export async function addStoryPage(doc: PDFDocument, fonts: Fonts, content: PdfPage, sheet: Sheet, number: PageNumber): Promise<void> {
  addSheetPage(doc, fonts, { ...content, image: await embedImage(doc, content.image) }, sheet, number);
}

/** The whole-story cover: title, subtitle, the first page's picture and a bilingual line. */
export async function addCover(doc: PDFDocument, fonts: Fonts, title: string, image: Buffer | null, pageCount: number, sheet: Sheet, otherTitle?: string) {
  const page = doc.addPage(sheet.size);
  const { strings } = sheet;
  let y = sheet.size[1] - 1.25 * INCH;
  y = drawHeading(page, title, fonts.bold, 30, y);
  if (otherTitle) y = drawHeading(page, otherTitle, fonts.regular, 22, y + 6);
  drawCentred(page, encodable(fonts.regular, strings.subtitle(sheet.host)), fonts.regular, 12, y);
  const embedded = await embedImage(doc, image);
  if (embedded) drawImage(page, embedded, { top: y - 30, bottom: 2.25 * INCH, width: 6 * INCH, height: 6.5 * INCH });
  drawCentred(page, encodable(fonts.bold, strings.coverLines[0]), fonts.bold, 14, 1.6 * INCH);
  drawCentred(page, encodable(fonts.regular, strings.coverLines[1]), fonts.regular, 14, 1.6 * INCH - 20);
  drawCentred(page, encodable(fonts.regular, strings.pagesToColor(pageCount)), fonts.regular, 11, 1.6 * INCH - 44);
}

import "server-only";
import type { PDFDocument } from "pdf-lib";
import { drawCentred, drawHeading, drawImage, encodable, INCH, type Fonts, type Sheet, type SheetImage } from "./sheet-layout";

// The server's sheets beyond the coloring sheet (lib/pdf/sheet-layout.ts): the whole story's cover.

export { addStoryPage, embedFonts, PAPER_SIZES, type Sheet } from "./sheet-layout";

/** The whole-story cover: title, subtitle, the first page's picture and a bilingual line. */
export function addCover(doc: PDFDocument, fonts: Fonts, title: string, image: SheetImage | null, pageCount: number, sheet: Sheet, otherTitle?: string): void {
  const page = doc.addPage(sheet.size);
  const { strings } = sheet;
  let y = sheet.size[1] - 1.25 * INCH;
  y = drawHeading(page, title, fonts.bold, 30, y);
  if (otherTitle) y = drawHeading(page, otherTitle, fonts.regular, 22, y + 6);
  drawCentred(page, encodable(fonts.regular, strings.subtitle(sheet.host)), fonts.regular, 12, y);
  if (image) drawImage(page, image, { top: y - 30, bottom: 2.25 * INCH, width: 6 * INCH, height: 6.5 * INCH });
  drawCentred(page, encodable(fonts.bold, strings.coverLines[0]), fonts.bold, 14, 1.6 * INCH);
  drawCentred(page, encodable(fonts.regular, strings.coverLines[1]), fonts.regular, 14, 1.6 * INCH - 20);
  drawCentred(page, encodable(fonts.regular, strings.pagesToColor(pageCount)), fonts.regular, 11, 1.6 * INCH - 44);
}

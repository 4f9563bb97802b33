import "server-only";
import type { PDFDocument } from "pdf-lib";
import {
  CAPTION_WIDTH,
  drawCentred,
  drawHeading,
  drawImage,
  encodable,
  INCH,
  INK,
  PAGE_NUMBER_Y,
  SHEET_TYPE,
  wrap,
  type Fonts,
  type Sheet,
  type SheetImage,
} from "./sheet-layout";

// The server's sheets beyond the coloring sheet (lib/pdf/sheet-layout.ts): the whole story's
// cover and a booklet's back cover.

export { addStoryPage, embedFonts, PAPER_SIZES, type Sheet } from "./sheet-layout";

/** The whole-story cover: title, subtitle, the first page's picture and a bilingual line. */
export function addCover(doc: PDFDocument, fonts: Fonts, title: string, image: SheetImage | null, pageCount: number, sheet: Sheet, otherTitle?: string): void {
  const page = doc.addPage(sheet.size);
  const { strings } = sheet;
  // A booklet's cover grows its type as its pages do.
  const grow = sheet.type.caption / SHEET_TYPE.caption;
  let y = sheet.size[1] - 1.25 * INCH;
  y = drawHeading(page, title, fonts.bold, 30 * grow, y);
  if (otherTitle) y = drawHeading(page, otherTitle, fonts.regular, 22 * grow, y + 6 * grow);
  // Not grown: the line names our host, and a long host would run off a booklet's page.
  drawCentred(page, encodable(fonts.regular, strings.subtitle(sheet.host)), fonts.regular, 12, y);
  const foot = 1.6 * INCH - 44;
  const lines = { first: foot + 44 * grow, second: foot + 24 * grow };
  // The picture takes the height between the words, up to 6 in wide.
  if (image) drawImage(page, image, { top: y - 30 * grow, bottom: lines.first + 14 * grow + 32, width: 6 * INCH, height: sheet.size[1] });
  drawCentred(page, encodable(fonts.bold, strings.coverLines[0]), fonts.bold, 14 * grow, lines.first);
  drawCentred(page, encodable(fonts.regular, strings.coverLines[1]), fonts.regular, 14 * grow, lines.second);
  drawCentred(page, encodable(fonts.regular, strings.pagesToColor(pageCount)), fonts.regular, 11 * grow, foot);
}

/**
 * A booklet's back cover: how to print it (double-sided, flipped on the short edge) and fold it.
 * It is the first half-page the printer prints, so whoever prints the booklet sees it first.
 */
export function addPrintAdvice(doc: PDFDocument, fonts: Fonts, sheet: Sheet): void {
  const page = doc.addPage(sheet.size);
  const { type, strings } = sheet;
  let y = drawHeading(page, strings.bookletAdvice.title, fonts.bold, 1.25 * type.title, sheet.size[1] - 1.25 * INCH) - type.leading;
  const x = (sheet.size[0] - CAPTION_WIDTH) / 2;
  const indent = fonts.bold.widthOfTextAtSize("0. ", type.caption);
  for (const [index, step] of strings.bookletAdvice.steps.entries()) {
    page.drawText(`${index + 1}.`, { x, y, size: type.caption, font: fonts.bold, color: INK });
    for (const [text, font] of [
      [step.lead, fonts.bold],
      [step.how, fonts.regular],
    ] as const) {
      for (const line of wrap(font, type.caption, encodable(font, text), CAPTION_WIDTH - indent)) {
        page.drawText(line, { x: x + indent, y, size: type.caption, font, color: INK });
        y -= type.leading;
      }
    }
    y -= type.leading;
  }
  drawCentred(page, encodable(fonts.regular, strings.subtitle(sheet.host)), fonts.regular, type.subtitle, PAGE_NUMBER_Y);
}

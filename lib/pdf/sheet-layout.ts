import { degrees, drawImage as drawImageOperators, PDFFont, rgb, StandardFonts, type PDFDocument, type PDFImage, type PDFPage } from "pdf-lib";
import type { PdfStrings } from "./pdf-strings";
import type { Paper } from "./print-choices";

// Portrait US letter (or A4); title 16 pt bold, centred; a 10 pt subtitle; the image
// centred within 7 x 8 in; 11 pt 'English:' and 'Español:' captions wrapped at 6.5 in; the page
// number at the foot. A booklet draws the same sheet in larger type, as it prints it smaller. Every box fits A4's narrower width as it is, so both
// papers share one layout, centred on the sheet. Helvetica's WinAnsi encoding covers every
// Spanish letter (á é í ó ú ü ñ ¿ ¡).
// Client-safe (no sharp): the colouring page builds its printed sheet in the browser with it.

export const INCH = 72;
export const PAPER_SIZES: Record<Paper, [number, number]> = { letter: [8.5 * INCH, 11 * INCH], a4: [595.28, 841.89] };
const MARGIN = 0.5 * INCH;
const IMAGE_MAX = { width: 7 * INCH, height: 8 * INCH };
export const CAPTION_WIDTH = 6.5 * INCH;
export const INK = rgb(0.17, 0.13, 0.09);
export const PAGE_NUMBER_Y = 0.3 * INCH;
const CAPTION_GAP = 8;

/** Type sizes and the captions' line spacing, in points as drawn on the sheet. */
export type TypeSizes = { title: number; subtitle: number; caption: number; leading: number; pageNumber: number };

/** A sheet printed at its own size. */
export const SHEET_TYPE: TypeSizes = { title: 16, subtitle: 10, caption: 11, leading: 14, pageNumber: 9 };

/** What every sheet of one PDF shares: its paper, its language's words, our host and its type. */
export type Sheet = { size: [number, number]; strings: PdfStrings; host: string; type: TypeSizes };

/**
 * A picture embedded in the document: one pdf-lib embedded, or an image the server wrote itself
 * (pdf-lib turns every PNG into 8-bit RGB, so 1-bit line art is written without it).
 */
export type SheetImage = Pick<PDFImage, "ref" | "width" | "height">;

/** A sheet's words and its picture, already embedded in the document. */
export type SheetPage = { title: string; text: string; spanishText: string; image: SheetImage | null };

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** What a standard font cannot encode (emoji, rare symbols) becomes a plain stand-in. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  const normalised = text.normalize("NFC").replace(/\s+/g, " ").trim();
  return Array.from(normalised, (char) => (supported.has(char.codePointAt(0) ?? 0) ? char : "?")).join("");
}

export function wrap(font: PDFFont, size: number, text: string, width: number, firstLineIndent = 0): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    const available = lines.length === 0 ? width - firstLineIndent : width;
    if (line && font.widthOfTextAtSize(candidate, size) > available) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function drawCentred(page: PDFPage, text: string, font: PDFFont, size: number, y: number): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color: INK });
}

/** Draws the lines of a centred heading top-down from y; returns the y below the last line. */
export function drawHeading(page: PDFPage, text: string, font: PDFFont, size: number, y: number): number {
  let cursor = y;
  for (const line of wrap(font, size, encodable(font, text), page.getWidth() - 2 * MARGIN)) {
    drawCentred(page, line, font, size, cursor);
    cursor -= size * 1.25;
  }
  return cursor;
}

type Caption = { label: string; lines: string[]; labelWidth: number };

function captionsFor(fonts: Fonts, text: string, spanishText: string, { strings, type }: Sheet): Caption[] {
  const english = { label: strings.captionLabels.english, text };
  const spanish = { label: strings.captionLabels.spanish, text: spanishText };
  return (strings.spanishFirst ? [spanish, english] : [english, spanish])
    .filter((caption) => caption.text.trim())
    .map(({ label, text: body }) => {
      const labelWidth = fonts.bold.widthOfTextAtSize(`${label} `, type.caption);
      return { label, labelWidth, lines: wrap(fonts.regular, type.caption, encodable(fonts.regular, body), CAPTION_WIDTH, labelWidth) };
    });
}

export function drawImage(page: PDFPage, embedded: SheetImage, box: { top: number; bottom: number; width: number; height: number }): void {
  const scale = Math.min(box.width / embedded.width, Math.min(box.height, box.top - box.bottom) / embedded.height);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  // page.drawImage takes only pdf-lib's own images; these are its operators for any image.
  const name = page.node.newXObject("Image", embedded.ref);
  const upright = degrees(0);
  page.pushOperators(
    ...drawImageOperators(name, { x: (page.getWidth() - width) / 2, y: box.top - height, width, height, rotate: upright, xSkew: upright, ySkew: upright }),
  );
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** Where a sheet stands in its story, printed at its foot. */
export type PageNumber = { page: number; count: number };

/** One coloring sheet: heading, subtitle, image, then the captions and the page number at the foot. */
export function addStoryPage(doc: PDFDocument, fonts: Fonts, content: SheetPage, sheet: Sheet, number: PageNumber): void {
  const page = doc.addPage(sheet.size);
  const [pageWidth, pageHeight] = sheet.size;
  const { type } = sheet;
  let y = pageHeight - MARGIN - type.title;
  y = drawHeading(page, content.title, fonts.bold, type.title, y);
  drawCentred(page, encodable(fonts.regular, sheet.strings.subtitle(sheet.host)), fonts.regular, type.subtitle, y + 4);
  const imageTop = y - 1.4 * type.subtitle;

  const captions = captionsFor(fonts, content.text, content.spanishText, sheet);
  const captionHeight = captions.reduce((sum, caption) => sum + caption.lines.length * type.leading + CAPTION_GAP, 0);
  let cursor = MARGIN + captionHeight - type.caption;
  const x = (pageWidth - CAPTION_WIDTH) / 2;
  for (const caption of captions) {
    page.drawText(caption.label, { x, y: cursor, size: type.caption, font: fonts.bold, color: INK });
    caption.lines.forEach((line, index) => {
      page.drawText(line, { x: index === 0 ? x + caption.labelWidth : x, y: cursor, size: type.caption, font: fonts.regular, color: INK });
      cursor -= type.leading;
    });
    cursor -= CAPTION_GAP;
  }
  drawCentred(page, encodable(fonts.regular, sheet.strings.pageOf(number.page, number.count)), fonts.regular, type.pageNumber, PAGE_NUMBER_Y);

  if (content.image) {
    const bottom = MARGIN + captionHeight + 12;
    drawImage(page, content.image, { top: imageTop, bottom, ...IMAGE_MAX });
  }
}

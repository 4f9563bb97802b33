import "server-only";
import { PDFDocument } from "pdf-lib";
import { bookletSides } from "./imposition";
import { INCH, type TypeSizes } from "./sheet-layout";

type Size = [number, number];

// Kept clear at the top and bottom of each landscape sheet: many home printers cannot print
// within a quarter inch of the edge, and a booklet's page runs to the sheet's middle and sides.
const PRINTER_MARGIN = 0.25 * INCH;

/**
 * A booklet's page, drawn as a portrait page of the paper's width and shrunk by `scale` into half
 * of the landscape sheet, between its printer margins: taller than the paper when the paper is
 * Letter, whose half sheet is narrower for its height than the sheet itself.
 */
export function bookletPage([width, height]: Size): { size: Size; scale: number } {
  const scale = height / 2 / width;
  return { size: [width, (width - 2 * PRINTER_MARGIN) / scale], scale };
}

// The type as it comes out of the printer, for a grandparent to read aloud: captions at 10.5 pt,
// where a full sheet's 11 pt, shrunk with its page, printed at 7.
const PRINTED_TYPE: TypeSizes = { title: 14, subtitle: 7.5, caption: 10.5, leading: 13.5, pageNumber: 9 };

/** The type a booklet's page is drawn in, so that it prints at PRINTED_TYPE once shrunk. */
export function bookletType(paper: Size): TypeSizes {
  const { scale } = bookletPage(paper);
  return Object.fromEntries(Object.entries(PRINTED_TYPE).map(([key, points]) => [key, points / scale])) as TypeSizes;
}

/**
 * The pages of `source` (booklet pages of `paper`, lib/pdf/booklet.ts's bookletPage) imposed two
 * to a landscape sheet of that paper in saddle-stitch order (lib/pdf/imposition.ts).
 */
export async function imposeBooklet(source: PDFDocument, title: string, paper: Size): Promise<PDFDocument> {
  const booklet = await PDFDocument.create();
  booklet.setTitle(title);
  booklet.setAuthor(source.getAuthor() ?? "");
  booklet.setCreator(source.getCreator() ?? "");
  // Saved first: pdf-lib writes a document's fonts and images only when it saves it.
  const pages = await booklet.embedPdf(await source.save(), source.getPageIndices());
  const [width, height] = paper;
  const { size, scale } = bookletPage(paper);
  const drawn = { width: size[0] * scale, height: size[1] * scale };
  for (const side of bookletSides(pages.length)) {
    const sheet = booklet.addPage([height, width]);
    [side.left, side.right].forEach((index, slot) => {
      const page = index === null ? undefined : pages[index];
      if (page) sheet.drawPage(page, { x: slot * drawn.width, y: PRINTER_MARGIN, ...drawn });
    });
  }
  return booklet;
}

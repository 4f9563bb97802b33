import "server-only";
import { PDFDocument } from "pdf-lib";
import { bookletSides } from "./imposition";

/**
 * The pages of `source` (portrait sheets of one paper) imposed two to a landscape sheet of the
 * same paper, each scaled to half of it, in saddle-stitch order (lib/pdf/imposition.ts).
 */
export async function imposeBooklet(source: PDFDocument, title: string): Promise<PDFDocument> {
  const booklet = await PDFDocument.create();
  booklet.setTitle(title);
  booklet.setAuthor(source.getAuthor() ?? "");
  booklet.setCreator(source.getCreator() ?? "");
  // Saved first: pdf-lib writes a document's fonts and images only when it saves it.
  const pages = await booklet.embedPdf(await source.save(), source.getPageIndices());
  const first = source.getPage(0);
  const [width, height] = [first.getWidth(), first.getHeight()];
  const half = height / 2;
  const scale = Math.min(half / width, width / height);
  const drawn = { width: width * scale, height: height * scale };
  const inset = { x: (half - drawn.width) / 2, y: (width - drawn.height) / 2 };
  for (const side of bookletSides(pages.length)) {
    const sheet = booklet.addPage([height, width]);
    [side.left, side.right].forEach((index, slot) => {
      const page = index === null ? undefined : pages[index];
      if (page) sheet.drawPage(page, { x: slot * half + inset.x, y: inset.y, ...drawn });
    });
  }
  return booklet;
}

import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";

// Reads back what lib/pdf wrote: the text pdf-lib draws with standard fonts is hex strings
// in WinAnsi (Latin-1 for every letter Spanish needs), plus image placements and font names.

function contentStreams(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
}

function textOf(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"));
}

export function pageText(page: PDFPage): string[] {
  return textOf(contentStreams(page));
}

/** The pages drawn on a sheet as embedded forms (a booklet's halves): where each sits and its text. */
export function drawnPages(page: PDFPage): { x: number; text: string[] }[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  // pdf-lib opens each drawn form with its translation, then scales, then the Do.
  return [...contentStreams(page).matchAll(/q\s+1 0 0 1 ([\d.-]+) [\d.-]+ cm\s+(?:[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ cm\s+)*\/(\S+) Do/g)].map(
    (match) => {
      const form = xObjects?.lookup(PDFName.of(match[2]!));
      const content = form instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(form).decode()).toString("latin1") : "";
      return { x: Number(match[1]), text: textOf(content) };
    },
  );
}

/** Width and height (pt) of every image drawn on the page. */
export function imagePlacements(page: PDFPage): { width: number; height: number }[] {
  // pdf-lib writes translate, rotate, scale, skew, then Do: the scale is the drawn size.
  return [...contentStreams(page).matchAll(/([\d.]+) 0 0 ([\d.]+) 0 0 cm\s+[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ 0 0 cm\s*\/\S+ Do/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

export function fontNames(doc: PDFDocument): string[] {
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font")) {
      names.add(String(object.get(PDFName.of("BaseFont"))).replace(/^\//, ""));
    }
  }
  return [...names].sort();
}

/** An image as the PDF stores it: its filter, colour space and depth, its pixels and its stream's bytes. */
export type EmbeddedImage = { filter: string; colorSpace: string; bitsPerComponent: number; width: number; height: number; bytes: Uint8Array };

export function embeddedImages(doc: PDFDocument): EmbeddedImage[] {
  const images: EmbeddedImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
      const number = (key: string) => Number(String(object.dict.get(PDFName.of(key))));
      images.push({
        filter: String(object.dict.get(PDFName.of("Filter"))),
        colorSpace: String(object.dict.get(PDFName.of("ColorSpace"))),
        bitsPerComponent: number("BitsPerComponent"),
        width: number("Width"),
        height: number("Height"),
        bytes: object.getContents(),
      });
    }
  }
  return images;
}

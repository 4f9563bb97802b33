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

/** Each string drawn, with the font size (pt) it was set in and its baseline's height on the page. */
export type TextRun = { text: string; size: number; y: number };

function runsOf(content: string): TextRun[] {
  const runs: TextRun[] = [];
  let size = 0;
  let y = 0;
  // pdf-lib sets each string's font, then its position (a text matrix), then shows it.
  for (const match of content.matchAll(/\/\S+ ([\d.]+) Tf|1 0 0 1 [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
    if (match[1] !== undefined) size = Number(match[1]);
    else if (match[2] !== undefined) y = Number(match[2]);
    else runs.push({ text: Buffer.from(match[3] ?? "", "hex").toString("latin1"), size, y });
  }
  return runs;
}

function textOf(content: string): string[] {
  return runsOf(content).map((run) => run.text);
}

export function pageText(page: PDFPage): string[] {
  return textOf(contentStreams(page));
}

export function pageTextRuns(page: PDFPage): TextRun[] {
  return runsOf(contentStreams(page));
}

/**
 * The pages drawn on a sheet as embedded forms (a booklet's halves): where each sits, the scale
 * it is drawn at, its text, and its text's sizes as printed (its own sizes times that scale).
 */
export function drawnPages(page: PDFPage): { x: number; scale: number; text: string[]; printed: TextRun[] }[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  const matrix = "[\\d.-]+ [\\d.-]+ [\\d.-]+ [\\d.-]+ [\\d.-]+ [\\d.-]+ cm\\s+";
  // pdf-lib opens each drawn form with its translation, then rotates, scales and skews, then the Do.
  const drawn = new RegExp(`q\\s+1 0 0 1 ([\\d.-]+) [\\d.-]+ cm\\s+${matrix}([\\d.]+) 0 0 [\\d.]+ 0 0 cm\\s+${matrix}\\/(\\S+) Do`, "g");
  return [...contentStreams(page).matchAll(drawn)].map((match) => {
    const form = xObjects?.lookup(PDFName.of(match[3]!));
    const content = form instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(form).decode()).toString("latin1") : "";
    const scale = Number(match[2]);
    return { x: Number(match[1]), scale, text: textOf(content), printed: runsOf(content).map((run) => ({ ...run, size: run.size * scale })) };
  });
}

/** Where (its lower left corner) and how large (pt) every image is drawn on the page. */
export function imagePlacements(page: PDFPage): { x: number; y: number; width: number; height: number }[] {
  // pdf-lib writes translate, rotate, scale, skew, then Do: the scale is the drawn size.
  const placed =
    /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\s+[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ 0 0 cm\s+([\d.]+) 0 0 ([\d.]+) 0 0 cm\s+[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ 0 0 cm\s*\/\S+ Do/g;
  return [...contentStreams(page).matchAll(placed)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    width: Number(match[3]),
    height: Number(match[4]),
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

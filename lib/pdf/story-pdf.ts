import "server-only";
import { PDFDocument } from "pdf-lib";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/core/env";
import type { ViewerPage, ViewerStory } from "@/lib/stories/model/view";
import { bookletPage, bookletType, imposeBooklet } from "./booklet";
import { addCover, addPrintAdvice, addStoryPage, embedFonts, PAPER_SIZES, type Sheet } from "./layout";
import { SHEET_TYPE, type SheetImage } from "./sheet-layout";
import { readOwnImage } from "./own-image";
import { embedJpeg, embedPrintable } from "./pictures";
import { PDF_STRINGS } from "./pdf-strings";
import { pageTitleIn, storyTitleIn } from "./sheet-titles";
import type { PrintChoices } from "./print-choices";

export const NO_IMAGE = "No image available for PDF generation";

function host(): string {
  return new URL(env().publicUrl).host;
}

function pdfDocument(title: string, sheet: Sheet) {
  return PDFDocument.create().then((doc) => {
    doc.setTitle(title);
    doc.setAuthor(sheet.strings.author);
    doc.setCreator(host());
    return doc;
  });
}

export type PdfOptions = Omit<PrintChoices, "booklet">;

function sheetFor(options: PdfOptions, booklet = false): Sheet {
  const paper = PAPER_SIZES[options.paper];
  const common = { strings: PDF_STRINGS[options.lang], host: host() };
  return booklet ? { ...common, size: bookletPage(paper).size, type: bookletType(paper) } : { ...common, size: paper, type: SHEET_TYPE };
}

function otherTitleIn(story: ViewerStory, options: PdfOptions): string | undefined {
  if (!story.spanishTitle) return undefined;
  return options.lang === "es" ? story.title : story.spanishTitle;
}

async function pageContent(story: ViewerStory, page: ViewerPage, options: PdfOptions, sheet: Sheet) {
  return {
    title: pageTitleIn(page, options) ?? storyTitleIn(story, sheet, options),
    text: page.text,
    spanishText: page.spanishText,
    image: await readOwnImage(page.image),
  };
}

function pageNumberOf(story: ViewerStory, page: ViewerPage) {
  return { page: story.pages.indexOf(page) + 1, count: story.pages.length };
}

/** One page's coloring sheet; refused (404) when the page has no image of ours. */
export async function buildPagePdf(story: ViewerStory, page: ViewerPage, options: PdfOptions): Promise<Uint8Array> {
  const sheet = sheetFor(options);
  const content = await pageContent(story, page, options, sheet);
  if (!content.image) throw new AppError("not_found", NO_IMAGE);
  const number = pageNumberOf(story, page);
  const ownTitle = pageTitleIn(page, options);
  const doc = await pdfDocument(`${storyTitleIn(story, sheet, options)} - ${ownTitle ?? sheet.strings.pageName(number.page)}`, sheet);
  addStoryPage(doc, await embedFonts(doc), { ...content, image: await embedJpeg(doc, content.image) }, sheet, number);
  return doc.save();
}

/**
 * A cover, then every page on its own sheet (pages without an image keep their text); as a
 * booklet, the same pages and a back cover saying how to print it, two to a landscape sheet,
 * ready to print double-sided and fold.
 */
export async function buildStoryPdf(story: ViewerStory, options: PdfOptions & { booklet: boolean }): Promise<Uint8Array> {
  const sheet = sheetFor(options, options.booklet);
  const title = storyTitleIn(story, sheet, options);
  const doc = await pdfDocument(title, sheet);
  const fonts = await embedFonts(doc);
  const contents = await Promise.all(story.pages.map((page) => pageContent(story, page, options, sheet)));
  // One picture at a time: each is a few megabytes of raw pixels while it is converted. The
  // cover shows the first picture again, as the same embedded image.
  const pictures: (SheetImage | null)[] = [];
  for (const content of contents) pictures.push(content.image ? await embedPrintable(doc, content.image) : null);
  addCover(doc, fonts, title, pictures.find(Boolean) ?? null, contents.length, sheet, otherTitleIn(story, options));
  for (const [index, content] of contents.entries())
    addStoryPage(doc, fonts, { ...content, image: pictures[index] ?? null }, sheet, { page: index + 1, count: contents.length });
  if (!options.booklet) return doc.save();
  addPrintAdvice(doc, fonts, sheet);
  return (await imposeBooklet(doc, title, PAPER_SIZES[options.paper])).save();
}

export function pagePdfFileName(pageNumber: number): string {
  return `Abuelita_Pepita_Page_${pageNumber}.pdf`;
}

export function storyPdfFileName(title: string, booklet = false): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `Abuelita_Pepita_${slug || "Story"}${booklet ? "_Booklet" : ""}.pdf`;
}

import "server-only";
import { PDFDocument } from "pdf-lib";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import type { ViewerPage, ViewerStory } from "@/lib/stories/view";
import { addCover, addStoryPage, embedFonts } from "./layout";
import { readOwnImage } from "./own-image";

export const NO_IMAGE = "No image available for PDF generation";

function host(): string {
  return new URL(env().publicUrl).host;
}

function pdfDocument(title: string) {
  return PDFDocument.create().then((doc) => {
    doc.setTitle(title);
    doc.setAuthor("Abuelita and Pepita's Coloring Stories");
    doc.setCreator(host());
    return doc;
  });
}

async function pageContent(story: ViewerStory, page: ViewerPage) {
  return { title: page.title ?? story.title, text: page.text, spanishText: page.spanishText, image: await readOwnImage(page.image) };
}

/** One page's coloring sheet; refused (404) when the page has no image of ours. */
export async function buildPagePdf(story: ViewerStory, page: ViewerPage): Promise<Uint8Array> {
  const content = await pageContent(story, page);
  if (!content.image) throw new AppError("not_found", NO_IMAGE);
  const doc = await pdfDocument(`${story.title} - ${content.title}`);
  await addStoryPage(doc, await embedFonts(doc), content, host());
  return doc.save();
}

/** A cover, then every page on its own sheet (pages without an image keep their text). */
export async function buildStoryPdf(story: ViewerStory): Promise<Uint8Array> {
  const doc = await pdfDocument(story.title);
  const fonts = await embedFonts(doc);
  const contents = await Promise.all(story.pages.map((page) => pageContent(story, page)));
  await addCover(doc, fonts, story.title, contents.find((content) => content.image)?.image ?? null, contents.length, host(), story.spanishTitle);
  for (const content of contents) await addStoryPage(doc, fonts, content, host());
  return doc.save();
}

export function pagePdfFileName(pageNumber: number): string {
  return `Abuelita_Pepita_Page_${pageNumber}.pdf`;
}

export function storyPdfFileName(title: string): string {
  const slug = title.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");
  return `Abuelita_Pepita_${slug || "Story"}.pdf`;
}

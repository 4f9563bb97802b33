import { PDFDocument } from "pdf-lib";
import type { Paper } from "@/lib/pdf/print-choices";
import { PDF_STRINGS } from "@/lib/pdf/pdf-strings";
import { addStoryPage, embedFonts, PAPER_SIZES, SHEET_TYPE, type Sheet } from "@/lib/pdf/sheet-layout";
import { pageTitleIn, storyTitleIn } from "@/lib/pdf/sheet-titles";
import type { ViewerPage, ViewerStory } from "@/lib/stories/model/view";
import type { Language } from "@/lib/db/enums";

// 'Print my picture': the page's own PDF sheet (lib/pdf/sheet-layout.ts, the layout the server's
// page PDF uses) with the coloured picture, built in the browser. Nothing is sent anywhere, so
// there is no endpoint to abuse; pdf-lib comes with this module, which loads only when printing.

export type Printout = { story: ViewerStory; page: ViewerPage; pageIndex: number; paper: Paper; lang: Language; host: string };

export async function colouredPagePdf(jpeg: Uint8Array, { story, page, pageIndex, paper, lang, host }: Printout): Promise<Uint8Array> {
  const sheet: Sheet = { size: PAPER_SIZES[paper], strings: PDF_STRINGS[lang], host, type: SHEET_TYPE };
  const storyTitle = storyTitleIn(story, sheet, { lang });
  const ownTitle = pageTitleIn(page, { lang });
  const doc = await PDFDocument.create();
  doc.setTitle(`${storyTitle} - ${ownTitle ?? sheet.strings.pageName(pageIndex + 1)}`);
  doc.setAuthor(sheet.strings.author);
  doc.setCreator(host);
  const content = { title: ownTitle ?? storyTitle, text: page.text, spanishText: page.spanishText, image: await doc.embedJpg(jpeg) };
  addStoryPage(doc, await embedFonts(doc), content, sheet, { page: pageIndex + 1, count: story.pages.length });
  return doc.save();
}

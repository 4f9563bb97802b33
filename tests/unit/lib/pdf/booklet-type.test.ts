import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { bookletPage, bookletType } from "@/lib/pdf/booklet";
import { PDF_STRINGS } from "@/lib/pdf/pdf-strings";
import { addStoryPage, embedFonts, INCH, PAPER_SIZES, SHEET_TYPE, type Sheet } from "@/lib/pdf/sheet-layout";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { jpeg } from "../../../support/fixtures/images";
import { imagePlacements, pageTextRuns } from "../../../support/pdf-text";

// A booklet prints each page at about two thirds of its size, so it draws the page in larger type:
// its captions must come out of the printer at 10 pt or more, and still leave the picture room.

const PAPERS = Object.keys(PAPER_SIZES) as (keyof typeof PAPER_SIZES)[];

// The built-in story's longest captions, and twice as long: longer than any page a writer has produced.
const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a));
const LONGEST = {
  text: longest(ORIGINAL_STORY_PAGES.map((page) => page.caption)),
  spanishText: longest(ORIGINAL_STORY_PAGES.map((page) => page.captionSpanish)),
};
const TWICE = { text: `${LONGEST.text} ${LONGEST.text}`, spanishText: `${LONGEST.spanishText} ${LONGEST.spanishText}` };

async function drawnSheet(sheet: Sheet, captions: { text: string; spanishText: string }) {
  const doc = await PDFDocument.create();
  // A generated page's proportions (2:3).
  const image = await doc.embedJpg(await jpeg({ width: 64, height: 96 }));
  const content = { title: "La bendición de las buenas noches", ...captions, image };
  addStoryPage(doc, await embedFonts(doc), content, sheet, { page: 10, count: 10 });
  // Read back as saved: the content streams are then what a printer gets.
  return (await PDFDocument.load(await doc.save())).getPage(0);
}

describe("a booklet's pages", () => {
  it.each(PAPERS)("prints captions at 10 pt or more on %s, in proportion with the rest", (paper) => {
    const type = bookletType(PAPER_SIZES[paper]);
    const printed = (points: number) => points * bookletPage(PAPER_SIZES[paper]).scale;
    expect(printed(type.caption)).toBeGreaterThanOrEqual(10);
    expect(printed(type.leading)).toBeGreaterThan(printed(type.caption));
    expect(printed(type.title)).toBeGreaterThan(printed(type.caption));
    expect(printed(type.pageNumber)).toBeGreaterThanOrEqual(SHEET_TYPE.pageNumber);
  });

  const cases = PAPERS.flatMap((paper) =>
    (["en", "es"] as const).flatMap((lang) => [[paper, lang, "the longest", LONGEST] as const, [paper, lang, "twice the longest", TWICE] as const]),
  );

  it.each(cases)("keeps on the %s page (%s) %s captions on the page and below the picture", async (paper, lang, _, captions) => {
    const { size } = bookletPage(PAPER_SIZES[paper]);
    const type = bookletType(PAPER_SIZES[paper]);
    const page = await drawnSheet({ size, strings: PDF_STRINGS[lang], host: "example.org", type }, captions);
    const runs = pageTextRuns(page);
    const printed = runs.filter((run) => run.size === type.caption);
    for (const caption of [captions.text, captions.spanishText])
      expect(printed.map((run) => run.text).join(" ")).toContain(caption.split(" ").slice(-2).join(" "));
    const [picture] = imagePlacements(page);
    expect(Math.max(...printed.map((run) => run.y + run.size))).toBeLessThan(picture!.y);
    expect(Math.min(...runs.map((run) => run.y))).toBeGreaterThan(0);
    expect(Math.max(...runs.map((run) => run.y + run.size))).toBeLessThan(size[1]);
    // Printed, the picture is over 4.25 in tall beside the built-in story's captions, and 2.5 in beside twice those.
    const printedHeight = (picture!.height * bookletPage(PAPER_SIZES[paper]).scale) / INCH;
    expect(printedHeight).toBeGreaterThan(captions === LONGEST ? 4.25 : 2.5);
  });
});

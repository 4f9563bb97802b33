import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { plainRequest } from "@/tests/support/varied-requests";

// A page that finishes the work (the tamales steam, the cookies cool, the cascarones are capped)
// was told as the story's only activity page, so the tamales steamed that nobody had made.
const IDS = Array.from({ length: 40 }, (_, index) => index + 1);

type Finished = { finished: RegExp; made: RegExp };

const CASES: [string, Finished, Finished][] = [
  [
    "Making tamales",
    { finished: /While the tamales steamed|bow of corn husk/, made: /spread masa|fill the husks/ },
    { finished: /se cocían al vapor|moñito de hoja/, made: /untaba masa|rellenara las hojas/ },
  ],
  [
    "Baking cookies",
    { finished: /While the cookies cooled/, made: /rolled the dough/ },
    { finished: /Mientras se enfriaban las galletas/, made: /bolitas de masa|Extendieron la masa/ },
  ],
  [
    "Hacer cascarones",
    { finished: /circle of tissue paper over the hole/, made: /spooned it into each painted shell/ },
    { finished: /circulito de papel de china sobre el agujero/, made: /fue llenando cada cascarón/ },
  ],
];

describe("what a page finishes was made before it", () => {
  it.each(CASES)("%j tells the making before the finishing step, in both languages", (activityType, en, es) => {
    let finishedSeen = 0;
    for (const id of IDS) {
      const story = writeOfflineStory(plainRequest(activityType, id), id);
      for (const [language, { finished, made }] of [
        ["storyText", en],
        ["spanishText", es],
      ] as const) {
        const text = story.pages.map((page) => page[language]).join("\n");
        const at = text.search(finished);
        if (at < 0) continue;
        finishedSeen++;
        expect(text.slice(0, at), `${activityType} #${id}\n${text}`).toMatch(made);
      }
    }
    // The finishing pages are still told, after their making.
    expect(finishedSeen).toBeGreaterThan(0);
  });
});

describe("what the story has at the end is what it made", () => {
  const write = (activityType: string, id: number) => writeOfflineStory(plainRequest(activityType, id), id);

  it("the kite's flight goes wrong only on a day that flies it before its tail is tied on", () => {
    for (const id of IDS) {
      const pages = write("Flying kites at the park", id).pages;
      if (!/tail of paper bows/.test(pages[6]!.storyText)) continue;
      expect(`${pages[4]!.storyText} ${pages[5]!.storyText}`, `#${id}`).not.toMatch(/kite got caught|kite fell flat|corner of the kite tore/);
    }
  });

  it.each(["Making a piñata", "Hacer una piñata"])("%j never ends with a piñata full of candy nobody filled", (activityType) => {
    for (const id of IDS) {
      const pages = write(activityType, id).pages;
      const filledAt = pages.findIndex(({ storyText }) => /filled the piñata/.test(storyText));
      for (const [index, page] of pages.entries()) {
        if (filledAt >= 0 && index >= filledAt) break;
        expect(page.storyText, `#${id}`).not.toMatch(/full of candy/);
        expect(page.spanishText, `#${id}`).not.toMatch(/llena de dulces/);
      }
    }
  });
});

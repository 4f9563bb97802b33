import { describe, expect, it } from "vitest";
import { descriptionOrder, pickVoice, readingOrder } from "@/lib/narration/browser-voice/reading";

const page = { text: "Pepita waters the roses.", spanishText: "Pepita riega las rosas." };
const voices = (...tags: string[]) => tags.map((lang) => ({ lang, name: lang }));

describe("the order Listen reads a page in", () => {
  it("reads the English caption then the Spanish one on the English site", () => {
    expect(readingOrder(page, "en")).toEqual([
      { language: "en", text: page.text },
      { language: "es", text: page.spanishText },
    ]);
  });

  it("reads the Spanish caption first on the Spanish site", () => {
    expect(readingOrder(page, "es").map((segment) => segment.language)).toEqual(["es", "en"]);
  });

  it("skips a caption the page does not have", () => {
    expect(readingOrder({ text: "Only English.", spanishText: "  " }, "es")).toEqual([{ language: "en", text: "Only English." }]);
  });

  it("plays a language's current recording and lets the browser read the other", () => {
    expect(readingOrder({ ...page, recordings: { es: "/objects/narration/abc.mp3" } }, "en")).toEqual([
      { language: "en", text: page.text },
      { language: "es", text: page.spanishText, recording: "/objects/narration/abc.mp3" },
    ]);
  });
});

describe("the order 'Describe the picture' says a description in", () => {
  const described = { descriptionEn: "Pepita waters the roses in the garden.", descriptionEs: "Pepita riega las rosas en el jardín." };

  it("says the page's language first, as Listen reads, always with the browser's voice", () => {
    expect(descriptionOrder(described, "en")).toEqual([
      { language: "en", text: described.descriptionEn },
      { language: "es", text: described.descriptionEs },
    ]);
    expect(descriptionOrder(described, "es").map((segment) => segment.language)).toEqual(["es", "en"]);
  });

  it("says only the languages the page has a description in, and nothing for a page without one", () => {
    expect(descriptionOrder({ descriptionEs: described.descriptionEs }, "en")).toEqual([{ language: "es", text: described.descriptionEs }]);
    expect(descriptionOrder({ descriptionEn: " " }, "en")).toEqual([]);
    expect(descriptionOrder({}, "es")).toEqual([]);
  });
});

describe("the voice chosen for each language", () => {
  it("prefers American English, then any English voice", () => {
    expect(pickVoice(voices("es-MX", "en-GB", "en-US"), "en")?.lang).toBe("en-US");
    expect(pickVoice(voices("fr-FR", "en-GB"), "en")?.lang).toBe("en-GB");
  });

  it("prefers Mexican, then US, then Castilian Spanish, then any Spanish voice", () => {
    expect(pickVoice(voices("es-ES", "es-US", "es-MX"), "es")?.lang).toBe("es-MX");
    expect(pickVoice(voices("es-ES", "es-US"), "es")?.lang).toBe("es-US");
    expect(pickVoice(voices("en-US", "es-ES", "es-AR"), "es")?.lang).toBe("es-ES");
    expect(pickVoice(voices("es-AR", "en-US"), "es")?.lang).toBe("es-AR");
    expect(pickVoice(voices("es"), "es")?.lang).toBe("es");
  });

  it("reads tags written with an underscore or in another case", () => {
    expect(pickVoice(voices("es_ES", "ES_mx"), "es")?.lang).toBe("ES_mx");
  });

  it("finds none when the browser has no voice of the language", () => {
    expect(pickVoice(voices("en-US", "fr-FR", "estonian"), "es")).toBeNull();
    expect(pickVoice([], "en")).toBeNull();
  });
});

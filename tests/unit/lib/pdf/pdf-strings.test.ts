import { describe, expect, it } from "vitest";
import { PDF_STRINGS } from "@/lib/pdf/pdf-strings";

// The words the PDFs print, read from the catalogues (messages/, `pdfSheet`).
describe("the PDFs' words", () => {
  it("in English", () => {
    const words = PDF_STRINGS.en;
    expect(words.subtitle("example.org")).toBe("Abuelita and Pepita's Coloring Stories brought to you by example.org");
    expect(words.coverLines).toEqual(["A coloring story in English and Spanish", "Un cuento para colorear en inglés y español"]);
    expect(words.pagesToColor(10)).toBe("10 pages to color · 10 páginas para colorear");
    expect(words.pageOf(2, 10)).toBe("Page 2 of 10");
    expect(words.pageName(3)).toBe("Page 3");
    expect(words.captionLabels).toEqual({ english: "English:", spanish: "Español:" });
    expect(words.spanishFirst).toBe(false);
    expect(words.defaultOriginalTitle).toBe("Original Story");
    expect(words.author).toBe("Abuelita and Pepita's Coloring Stories");
  });

  it("in Spanish, its caption first", () => {
    const words = PDF_STRINGS.es;
    expect(words.subtitle("example.org")).toBe("Cuentos para colorear de Abuelita y Pepita, cortesía de example.org");
    expect(words.coverLines).toEqual(["Un cuento para colorear en español e inglés", "A coloring story in Spanish and English"]);
    expect(words.pagesToColor(10)).toBe("10 páginas para colorear · 10 pages to color");
    expect(words.pageOf(2, 10)).toBe("Página 2 de 10");
    expect(words.pageName(3)).toBe("Página 3");
    expect(words.captionLabels).toEqual({ english: "Inglés:", spanish: "Español:" });
    expect(words.spanishFirst).toBe(true);
    expect(words.defaultOriginalTitle).toBe("Cuento original");
    expect(words.author).toBe("Abuelita and Pepita's Coloring Stories");
  });
});

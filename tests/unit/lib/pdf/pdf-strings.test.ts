import { describe, expect, it } from "vitest";
import { PDF_STRINGS } from "@/lib/pdf/pdf-strings";

// The words the PDFs print, read from the catalogues (messages/, `pdfSheet`).
const EXPECTED = {
  en: {
    subtitle: "Abuelita and Pepita's Coloring Stories brought to you by example.org",
    coverLines: ["A coloring story in English and Spanish", "Un cuento para colorear en inglés y español"],
    pagesToColor: "10 pages to color · 10 páginas para colorear",
    pageOf: "Page 2 of 10",
    pageName: "Page 3",
    captionLabels: { english: "English:", spanish: "Español:" },
    spanishFirst: false,
    defaultOriginalTitle: "Original Story",
  },
  es: {
    subtitle: "Cuentos para colorear de Abuelita y Pepita, cortesía de example.org",
    coverLines: ["Un cuento para colorear en español e inglés", "A coloring story in Spanish and English"],
    pagesToColor: "10 páginas para colorear · 10 pages to color",
    pageOf: "Página 2 de 10",
    pageName: "Página 3",
    captionLabels: { english: "Inglés:", spanish: "Español:" },
    spanishFirst: true,
    defaultOriginalTitle: "Cuento original",
  },
} as const;

describe("the PDFs' words", () => {
  it.each(Object.entries(EXPECTED))("in %s (Spanish with its caption first)", (language, expected) => {
    const words = PDF_STRINGS[language as keyof typeof EXPECTED];
    expect({
      subtitle: words.subtitle("example.org"),
      coverLines: words.coverLines,
      pagesToColor: words.pagesToColor(10),
      pageOf: words.pageOf(2, 10),
      pageName: words.pageName(3),
      captionLabels: words.captionLabels,
      spanishFirst: words.spanishFirst,
      defaultOriginalTitle: words.defaultOriginalTitle,
    }).toEqual(expected);
    expect(words.author).toBe("Abuelita and Pepita's Coloring Stories");
  });
});

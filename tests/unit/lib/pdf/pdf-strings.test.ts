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
    bookletAdvice: {
      title: "How to print this booklet",
      steps: [
        {
          lead: "Print double-sided, flipping on the short edge.",
          how: "In the print window choose Two-sided and Flip on short edge (some printers say Short-edge binding).",
        },
        { lead: "Fold the stack in half.", how: "Keep the sheets in the order they came out, with this page on the outside." },
        { lead: "Staple along the fold.", how: "Two staples hold it, or tie a ribbon through the fold. Happy coloring!" },
      ],
    },
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
    bookletAdvice: {
      title: "Cómo imprimir este librito",
      steps: [
        {
          lead: "Imprime a doble cara, volteando por el borde corto.",
          how: "En la ventana de impresión elige Doble cara y Voltear por el borde corto (algunas impresoras dicen Encuadernación por el borde corto).",
        },
        { lead: "Dobla las hojas por la mitad.", how: "Déjalas en el orden en que salieron, con esta página por fuera." },
        { lead: "Engrapa sobre el doblez.", how: "Con dos grapas basta, o amarra un listón por el doblez. ¡A colorear!" },
      ],
    },
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
      bookletAdvice: words.bookletAdvice,
    }).toEqual(expected);
    expect(words.author).toBe("Abuelita and Pepita's Coloring Stories");
  });
});

import type { Language } from "@/lib/db/enums";

// Every word the PDFs print, in both languages. A Spanish PDF keeps the English layout: the
// same headings and labels in Spanish, its Spanish caption first.

export type PdfStrings = {
  subtitle: (host: string) => string;
  coverLines: [string, string];
  pagesToColor: (count: number) => string;
  pageOf: (page: number, count: number) => string;
  /** The document title of a one-page PDF whose page has no title of its own. */
  pageName: (page: number) => string;
  captionLabels: { english: string; spanish: string };
  spanishFirst: boolean;
  defaultOriginalTitle: string;
};

export const PDF_STRINGS: Record<Language, PdfStrings> = {
  en: {
    subtitle: (host) => `Abuelita and Pepita's Coloring Stories brought to you by ${host}`,
    coverLines: ["A coloring story in English and Spanish", "Un cuento para colorear en inglés y español"],
    pagesToColor: (count) => `${count} pages to color · ${count} páginas para colorear`,
    pageOf: (page, count) => `Page ${page} of ${count}`,
    pageName: (page) => `Page ${page}`,
    captionLabels: { english: "English:", spanish: "Español:" },
    spanishFirst: false,
    defaultOriginalTitle: "Original Story",
  },
  es: {
    subtitle: (host) => `Cuentos para colorear de Abuelita y Pepita, cortesía de ${host}`,
    coverLines: ["Un cuento para colorear en español e inglés", "A coloring story in Spanish and English"],
    pagesToColor: (count) => `${count} páginas para colorear · ${count} pages to color`,
    pageOf: (page, count) => `Página ${page} de ${count}`,
    pageName: (page) => `Página ${page}`,
    captionLabels: { english: "Inglés:", spanish: "Español:" },
    spanishFirst: true,
    defaultOriginalTitle: "Cuento original",
  },
};

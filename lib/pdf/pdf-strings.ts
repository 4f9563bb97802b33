import type { Language } from "@/lib/db/enums";
import { fillMessage } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// Every word the PDFs print, from each language's catalogue (messages/, `pdfSheet`). A Spanish
// PDF keeps the English layout: the same headings and labels in Spanish, its Spanish caption
// first. Client-safe: the colouring page builds its printout in the browser, where each
// catalogue is read by a fixed path, so the bundler keeps only these words of it.

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
  /** The document's author, in its properties. */
  author: string;
  /** A booklet's back cover, on the first side printed: how to print and fold it, step by step. */
  bookletAdvice: { title: string; steps: { lead: string; how: string }[] };
};

function pdfStrings(words: typeof en.pdfSheet, spanishFirst: boolean): PdfStrings {
  return {
    subtitle: (host) => fillMessage(words.subtitle, { host }),
    coverLines: [words.coverLine, words.coverLineTranslated],
    pagesToColor: (count) => fillMessage(words.pagesToColor, { count }),
    pageOf: (page, count) => fillMessage(words.pageOf, { page, count }),
    pageName: (page) => fillMessage(words.pageName, { page }),
    captionLabels: { english: words.englishLabel, spanish: words.spanishLabel },
    spanishFirst,
    defaultOriginalTitle: words.originalTitle,
    author: words.author,
    bookletAdvice: {
      title: words.booklet.title,
      steps: [
        { lead: words.booklet.doubleSided, how: words.booklet.doubleSidedHow },
        { lead: words.booklet.fold, how: words.booklet.foldHow },
        { lead: words.booklet.staple, how: words.booklet.stapleHow },
      ],
    },
  };
}

export const PDF_STRINGS: Record<Language, PdfStrings> = { en: pdfStrings(en.pdfSheet, false), es: pdfStrings(es.pdfSheet, true) };

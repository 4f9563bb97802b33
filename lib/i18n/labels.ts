import type { CrayonId } from "@/lib/colouring/palette";
import type { Locale } from "./locales";

// The interface texts client components show, handed down by the server page that renders
// them (lib/i18n/server-labels.ts), so no translation code or catalogue reaches the browser.
// Placeholders ({page}, {count}) are filled with fillMessage. Client-safe.

export type ViewerLabels = {
  locale: Locale;
  pageNotFound: string;
  goToBeginning: string;
  previous: string;
  next: string;
  startAgain: string;
  pageOf: string;
  noImage: string;
  imageAlt: string;
  pagesNav: string;
  progress: string;
  share: string;
  shareFailed: string;
  linkCopied: string;
  linkCopiedText: string;
  copyFailed: string;
  /** The Listen button's label while idle, reading, and paused. */
  listen: string;
  listenPause: string;
  listenResume: string;
  savedOffline: string;
  pdf: PdfLabels;
  colouring: ColouringLabels;
};

export type ColouringLabels = {
  open: string;
  title: string;
  close: string;
  canvas: string;
  crayons: string;
  eraser: string;
  undo: string;
  redo: string;
  startOver: string;
  save: string;
  print: string;
  loading: string;
  loadFailed: string;
  printing: string;
  printed: string;
  printFailed: string;
  filled: string;
  erased: string;
  names: Record<CrayonId, string>;
};

export type PdfLabels = {
  downloadPage: string;
  downloadStory: string;
  generating: string;
  pleaseWait: string;
  downloaded: string;
  pageDone: string;
  storyDone: string;
  error: string;
  failed: string;
  noImageTitle: string;
  noImageText: string;
  printBooklet: string;
  bookletDone: string;
  paper: string;
  paperSize: string;
  paperLetter: string;
  paperA4: string;
};

export type HeaderLabels = {
  home: string;
  stories: string;
  allStories: string;
  language: string;
  switchTo: string;
};

export type NotFoundLabels = { title: string; heading: string; text: string; goHome: string };

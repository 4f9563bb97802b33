import "server-only";
import { getTranslations } from "next-intl/server";
import type { ColouringLabels, HeaderLabels, NotFoundLabels, PdfLabels, ViewerLabels } from "./labels";
import type { Locale } from "./locales";

// Every translation is looked up with the page's own locale: next-intl then never reads the
// request, and the pages stay cacheable.

const PDF_KEYS = [
  "downloadPage",
  "downloadStory",
  "generating",
  "pleaseWait",
  "downloaded",
  "pageDone",
  "storyDone",
  "error",
  "failed",
  "noImageTitle",
  "noImageText",
  "printBooklet",
  "bookletDone",
  "paper",
  "paperSize",
  "paperLetter",
  "paperA4",
] as const;
const VIEWER_KEYS = [
  "pageNotFound",
  "goToBeginning",
  "previous",
  "next",
  "startAgain",
  "pageOf",
  "noImage",
  "imageAlt",
  "pagesNav",
  "progress",
  "share",
  "shareFailed",
  "linkCopied",
  "linkCopiedText",
  "copyFailed",
  "listen",
  "listenPause",
  "listenResume",
  "savedOffline",
] as const;

export async function viewerLabels(locale: Locale): Promise<ViewerLabels> {
  const [viewer, pdf, all] = await Promise.all([
    getTranslations({ locale, namespace: "viewer" }),
    getTranslations({ locale, namespace: "pdf" }),
    getTranslations({ locale }),
  ]);
  const raw = <K extends string>(t: (key: K) => string, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, t(key)]));
  return {
    locale,
    ...(raw((key) => viewer.raw(key) as string, VIEWER_KEYS) as Omit<ViewerLabels, "locale" | "pdf" | "colouring">),
    pdf: raw((key) => pdf.raw(key) as string, PDF_KEYS) as PdfLabels,
    colouring: all.raw("colouring") as ColouringLabels,
  };
}

export async function headerLabels(locale: Locale): Promise<HeaderLabels> {
  const t = await getTranslations({ locale, namespace: "header" });
  return { home: t("home"), stories: t("stories"), allStories: t("allStories"), language: t("language"), switchTo: t("switchTo") };
}

export async function notFoundLabels(locale: Locale): Promise<NotFoundLabels> {
  const t = await getTranslations({ locale, namespace: "states" });
  return { title: t("storyNotFoundTitle"), heading: t("storyNotFound"), text: t("storyNotFoundText"), goHome: t("goHome") };
}

/** The built-in story's title in this language: the default title is translated, an admin's own is kept. */
export async function originalTitleIn(locale: Locale, title: string, defaultTitle: string): Promise<string> {
  if (title !== defaultTitle) return title;
  return (await getTranslations({ locale, namespace: "header" }))("originalStory");
}

import "server-only";
import { getMessages, getTranslations } from "next-intl/server";
import type { HeaderLabels, NotFoundLabels, OfflineLabels, ViewerLabels } from "./labels";
import type { Locale } from "./locales";

// Every translation is looked up with the page's own locale: next-intl then never reads the
// request, and the pages stay cacheable. The viewer's texts are handed down raw, placeholders
// and all (the browser fills them in).

export async function viewerLabels(locale: Locale): Promise<ViewerLabels> {
  const { viewer, pdf, colouring } = await getMessages({ locale });
  return { locale, ...viewer, pdf, colouring };
}

export async function offlineLabels(locale: Locale): Promise<OfflineLabels> {
  return (await getMessages({ locale })).offline;
}

export async function headerLabels(locale: Locale): Promise<HeaderLabels> {
  const t = await getTranslations({ locale, namespace: "header" });
  return { home: t("home"), stories: t("stories"), allStories: t("allStories"), language: t("language"), switchTo: t("switchTo") };
}

/** The toasts' region, as screen readers name it. */
export async function notificationsLabel(locale: Locale): Promise<string> {
  return (await getTranslations({ locale, namespace: "states" }))("notifications");
}

export async function notFoundLabels(locale: Locale): Promise<NotFoundLabels> {
  const t = await getTranslations({ locale, namespace: "states" });
  return {
    title: t("storyNotFoundTitle"),
    heading: t("storyNotFound"),
    text: t("storyNotFoundText"),
    goHome: t("goHome"),
    loading: t("loading"),
    pleaseWait: t("pleaseWait"),
    unpublishedTitle: t("unpublishedTitle"),
    unpublishedText: t("unpublishedText"),
  };
}

/** The built-in story's title in this language: the default title is translated, an admin's own is kept. */
export async function originalTitleIn(locale: Locale, title: string, defaultTitle: string): Promise<string> {
  if (title !== defaultTitle) return title;
  return (await getTranslations({ locale, namespace: "header" }))("originalStory");
}

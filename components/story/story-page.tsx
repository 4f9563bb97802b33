import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { languageAlternates, localePath, type Locale } from "@/lib/i18n/locales";
import { notFoundLabels, viewerLabels } from "@/lib/i18n/server-labels";
import { parseStoryId } from "@/lib/stories/id";
import { cachedPublicStory } from "@/lib/stories/queries";
import { toViewerStory } from "@/lib/stories/view";
import { LazyStoryFallback } from "./lazy-story-fallback";
import { StoryNotFound } from "./status-states";
import { StoryScreen } from "./story-screen";
import { StoryViewer } from "./story-viewer";

// The story page of either language (/story/{id}, /es/story/{id}). Both routes are cached
// whole; nothing here reads the request.

// An id that is not a positive integer can never name a story: the not-found state at once.
// (Not notFound(): the not-found screen renders per request, which an ISR page may not.)
async function publicStory(rawId: string) {
  const id = parseStoryId(rawId);
  return { id, story: id === null ? null : await cachedPublicStory(id) };
}

export async function storyPageMetadata(locale: Locale, rawId: string): Promise<Metadata> {
  const { id, story } = await publicStory(rawId);
  const t = await getTranslations({ locale, namespace: "site" });
  if (!story) return { title: t("storyNotFound"), robots: { index: false, follow: false } };
  const view = toViewerStory(story);
  const first = view.pages[0];
  const image = view.pages.find((page) => page.image)?.image;
  const lead = locale === "es" ? first?.spanishText || first?.text : first?.text;
  const description = lead ? (lead.length > 155 ? `${lead.slice(0, 154).trimEnd()}…` : lead) : t("storyDescription", { title: view.title });
  const path = `/story/${id}`;
  return {
    title: view.title,
    description,
    alternates: { canonical: localePath(locale, path), languages: languageAlternates(path) },
    openGraph: {
      type: "article",
      title: view.title,
      description,
      url: localePath(locale, path),
      locale: locale === "es" ? "es_MX" : "en_US",
      images: image ? [{ url: image, alt: view.title }] : undefined,
    },
  };
}

export async function StoryPageBody({ locale, rawId }: { locale: Locale; rawId: string }) {
  const [{ id, story }, labels, notFound] = await Promise.all([publicStory(rawId), viewerLabels(locale), notFoundLabels(locale)]);
  return (
    <StoryScreen locale={locale} path={id === null ? "/" : `/story/${id}`}>
      {story ? (
        <StoryViewer story={toViewerStory(story)} storyKey={String(id)} labels={labels} />
      ) : id === null ? (
        <StoryNotFound labels={notFound} homeHref={localePath(locale, "/")} />
      ) : (
        <LazyStoryFallback id={String(id)} labels={labels} notFound={notFound} />
      )}
    </StoryScreen>
  );
}

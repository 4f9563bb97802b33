import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { databaseOutage } from "@/lib/http/error-answers";
import { publicRecordings, withRecordings } from "@/lib/narration/recorded/recordings";
import { languageAlternates, localePath, type Locale } from "@/lib/i18n/locales";
import { notFoundLabels, viewerLabels } from "@/lib/i18n/server-labels";
import { siteShareCard, storyShareCard } from "@/lib/share-card/share-card";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { parseStoryId } from "@/lib/stories/model/id";
import { cachedPublicStory } from "@/lib/stories/server/queries";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import { originalStoryInView } from "./original-story";
import { StoryPathFallback } from "./story-path-fallback";
import { StoryScreen } from "./story-screen";
import { StoryViewer } from "./story-viewer";

// The story page of either language (/story/{id}, /es/story/{id}). Both routes are cached
// whole; nothing here reads the request.

// An id that is not a positive integer can never name a story, and one that names no public
// story answers 404 through the route's not-found.tsx (where an admin still sees an unpublished
// story). Such answers are never kept in the page cache (lib/cache/page-cache-rules.mjs), so
// made-up ids cannot push real pages out of it. A database that cannot be reached fails the
// render (nothing is cached), answered 503 with no-store (lib/http/error-answers.ts); a visitor
// arriving from another page sees the 'right back' words (the route's error.tsx).
async function publicStory(rawId: string) {
  const id = parseStoryId(rawId);
  try {
    return { id, story: id === null ? null : await cachedPublicStory(id) };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseOutage();
    throw error;
  }
}

// The built-in story has a page of its own (/story/original), so the Stories menu can open it
// whichever story Home shows.
const isOriginal = (rawId: string) => rawId === ORIGINAL_STORY_KEY;

function descriptionOf(view: ViewerStory, locale: Locale, fallback: string): string {
  const first = view.pages[0];
  const lead = locale === "es" ? first?.spanishText || first?.text : first?.text;
  return lead ? (lead.length > 155 ? `${lead.slice(0, 154).trimEnd()}…` : lead) : fallback;
}

export async function storyPageMetadata(locale: Locale, rawId: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "site" });
  if (isOriginal(rawId)) {
    const view = await originalStoryInView(locale);
    return storyMetadata(
      locale,
      `/story/${ORIGINAL_STORY_KEY}`,
      view,
      descriptionOf(view, locale, t("storyDescription", { title: view.title })),
      siteShareCard(locale),
      t("name"),
    );
  }
  const { id, story } = await publicStory(rawId);
  if (!story) return { title: t("storyNotFound"), robots: { index: false, follow: false } };
  const view = toViewerStory(story);
  const description = descriptionOf(view, locale, t("storyDescription", { title: view.title }));
  return storyMetadata(locale, `/story/${id}`, view, description, storyShareCard(locale, story.id, view.title), t("name"));
}

function storyMetadata(
  locale: Locale,
  path: string,
  view: ViewerStory,
  description: string,
  card: ReturnType<typeof storyShareCard>,
  siteName: string,
): Metadata {
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
      siteName,
      images: card.images,
    },
    twitter: { ...card.twitter, title: view.title, description },
  };
}

export async function StoryPageBody({ locale, rawId }: { locale: Locale; rawId: string }) {
  if (isOriginal(rawId)) {
    const path = `/story/${ORIGINAL_STORY_KEY}`;
    const [story, labels] = await Promise.all([originalStoryInView(locale), viewerLabels(locale)]);
    return (
      <StoryScreen locale={locale} path={path} current={path}>
        <StoryViewer story={story} storyKey={ORIGINAL_STORY_KEY} labels={labels} />
      </StoryScreen>
    );
  }
  const [{ id, story }, labels] = await Promise.all([publicStory(rawId), viewerLabels(locale)]);
  if (!story) notFound();
  const recordings = await publicRecordings(story.id);
  return (
    <StoryScreen locale={locale} path={`/story/${id}`} current={`/story/${id}`}>
      <StoryViewer story={withRecordings(toViewerStory(story), recordings)} storyKey={String(id)} labels={labels} />
    </StoryScreen>
  );
}

/** The 404 of /story/{id} in either language: for an admin, the unpublished story the id names. */
export async function StoryNotFoundBody({ locale }: { locale: Locale }) {
  const [labels, notFound] = await Promise.all([viewerLabels(locale), notFoundLabels(locale)]);
  return (
    <StoryScreen locale={locale} path="/">
      <StoryPathFallback labels={labels} notFound={notFound} homeHref={localePath(locale, "/")} />
    </StoryScreen>
  );
}

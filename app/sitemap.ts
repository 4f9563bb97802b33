import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/core/env";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { LOCALES, languageAlternates, localePath } from "@/lib/i18n/locales";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { LIBRARY_PAGE_SIZE, libraryHref } from "@/lib/stories/model/library-query";
import { cachedPublicStories } from "@/lib/stories/server/queries";

type Entry = MetadataRoute.Sitemap[number];

// Built per request from the tagged cache (never at `next build`, which may not open the
// database): Home, the library's pages, the built-in story and every completed public story, each in both
// languages with its alternates. While the database is down it lists Home and the library's
// first page only: they need no database to answer, and this answer is not kept.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = env().publicUrl;
  const stories = await cachedPublicStories().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return [];
    throw error;
  });
  const absolute = (path: string) => `${base}${path === "/" ? "/" : path}`;
  const bothLanguages = (path: string, fields: Omit<Entry, "url">): Entry[] => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([key, href]) => [key, absolute(href)]));
    return LOCALES.map((locale) => ({ url: absolute(localePath(locale, path)), ...fields, alternates: { languages } }));
  };
  const libraryPages = Math.max(1, Math.ceil(stories.length / LIBRARY_PAGE_SIZE));
  return [
    ...bothLanguages("/", { changeFrequency: "weekly", priority: 1 }),
    ...Array.from({ length: libraryPages }, (_, index) =>
      bothLanguages(libraryHref("en", { page: index + 1 }), { changeFrequency: "weekly", priority: 0.9 }),
    ).flat(),
    ...[ORIGINAL_STORY_KEY, ...stories.map((story) => story.id)].flatMap((id) => bothLanguages(`/story/${id}`, { changeFrequency: "monthly", priority: 0.8 })),
  ];
}

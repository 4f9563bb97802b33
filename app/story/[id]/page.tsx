import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StoryScreen } from "@/components/story/story-screen";
import { StoryViewer } from "@/components/story/story-viewer";
import { isDatabaseUnavailable } from "@/lib/errors";
import { databaseOutage } from "@/lib/http/error-answers";
import { parseStoryId } from "@/lib/stories/id";
import { cachedPublicStory } from "@/lib/stories/queries";
import { toViewerStory } from "@/lib/stories/view";

// Incremental static regeneration: nothing is rendered at build (the database is closed to
// `next build`); each story page is rendered at its first request, kept, and dropped only
// when a story changes (lib/stories/revalidate.ts). No cookies, headers or query are read here:
// the page (?page=N) and the admin check happen in the browser.
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: Promise<{ id: string }> };

// An id that is not a positive integer can never name a story, and one that names no public
// story answers 404 through ./not-found.tsx (where an admin still sees an unpublished story).
// Such answers are never kept in the page cache (lib/cache/page-cache-rules.mjs), so made-up
// ids cannot push real pages out of it.
// A database that cannot be reached fails the render (nothing is cached), answered 503 with
// no-store (lib/http/error-answers.ts); a visitor arriving from another page sees the 'right
// back' words (./error.tsx).
async function publicStory(params: Props["params"]) {
  const id = parseStoryId((await params).id);
  try {
    return { id, story: id === null ? null : await cachedPublicStory(id) };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseOutage();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, story } = await publicStory(params);
  if (!story) return { title: "Story Not Found", robots: { index: false, follow: false } };
  const view = toViewerStory(story);
  const first = view.pages[0];
  const image = view.pages.find((page) => page.image)?.image;
  const description = first?.text
    ? first.text.length > 155 ? `${first.text.slice(0, 154).trimEnd()}…` : first.text
    : `A free bilingual coloring story: ${view.title}.`;
  return {
    title: view.title,
    description,
    alternates: { canonical: `/story/${id}` },
    openGraph: { type: "article", title: view.title, description, url: `/story/${id}`, images: image ? [{ url: image, alt: view.title }] : undefined },
  };
}

export default async function StoryPage({ params }: Props) {
  const { id, story } = await publicStory(params);
  if (!story) notFound();
  return (
    <StoryScreen>
      <StoryViewer story={toViewerStory(story)} storyKey={String(id)} />
    </StoryScreen>
  );
}

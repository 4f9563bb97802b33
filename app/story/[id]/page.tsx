import type { Metadata } from "next";
import { LazyStoryFallback } from "@/components/story/lazy-story-fallback";
import { StoryScreen } from "@/components/story/story-screen";
import { StoryNotFound } from "@/components/story/status-states";
import { StoryViewer } from "@/components/story/story-viewer";
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

// An id that is not a positive integer can never name a story: the not-found state at once.
// (Not notFound(): the not-found screen renders per request, which an ISR page may not.)
async function publicStory(params: Props["params"]) {
  const id = parseStoryId((await params).id);
  return { id, story: id === null ? null : await cachedPublicStory(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, story } = await publicStory(params);
  if (!story) return { title: "Story Not Found", robots: { index: false, follow: false } };
  const view = toViewerStory(story);
  const first = view.pages[0];
  const description = first?.text
    ? first.text.length > 155 ? `${first.text.slice(0, 154).trimEnd()}…` : first.text
    : `A free bilingual coloring story: ${view.title}.`;
  return {
    title: view.title,
    description,
    alternates: { canonical: `/story/${id}` },
    // og:image and twitter:image come from opengraph-image.tsx and twitter-image.tsx beside this page.
    openGraph: { type: "article", title: view.title, description, url: `/story/${id}` },
    twitter: { card: "summary_large_image", title: view.title, description },
  };
}

export default async function StoryPage({ params }: Props) {
  const { id, story } = await publicStory(params);
  return (
    <StoryScreen>
      {story ? (
        <StoryViewer story={toViewerStory(story)} storyKey={String(id)} />
      ) : id === null ? (
        <StoryNotFound />
      ) : (
        <LazyStoryFallback id={String(id)} />
      )}
    </StoryScreen>
  );
}

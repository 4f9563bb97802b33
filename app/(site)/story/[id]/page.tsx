import type { Metadata } from "next";
import { StoryPageBody, storyPageMetadata } from "@/components/story/story-page";

// Incremental static regeneration: nothing is rendered at build (the database is closed to
// `next build`); each story page is rendered at its first request, kept, and dropped only
// when a story changes (lib/stories/server/revalidate.ts). No cookies, headers or query are read here:
// the page (?page=N) and the admin check happen in the browser.
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyPageMetadata("en", (await params).id);
}

export default async function StoryPage({ params }: Props) {
  return <StoryPageBody locale="en" rawId={(await params).id} />;
}

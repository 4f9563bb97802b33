import type { Metadata } from "next";
import { StoryPageBody, storyPageMetadata } from "@/components/story/story-page";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// Incremental static regeneration: nothing is rendered at build (the database is closed to
// `next build`); each story page is rendered at its first request, kept, and dropped only
// when a story changes (lib/stories/server/revalidate.ts). No cookies, headers or query are read here:
// the page (?page=N) and the admin check happen in the browser.
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: LocaleParams<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyPageMetadata(await pageLocale(params), (await params).id);
}

export default async function StoryPage({ params }: Props) {
  return <StoryPageBody locale={await pageLocale(params)} rawId={(await params).id} />;
}

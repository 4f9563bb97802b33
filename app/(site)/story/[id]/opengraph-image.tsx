import { SHARE_CARD_SIZE, SITE_NAME, storyShareCard } from "@/lib/share-card/share-card";

// Cached like the story page itself: made at its first request and kept until a story changes
// (lib/stories/revalidate.ts drops every page under the root layout, this card included).
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

export const alt = SITE_NAME;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return storyShareCard((await params).id);
}

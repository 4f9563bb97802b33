import { SHARE_CARD_SIZE, SITE_NAME, storyShareCard } from "@/lib/share-card/share-card";

// The same card as opengraph-image.tsx, for X's `twitter:image`. Next reads each file's
// settings on its own, so they are declared here again.
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

export const alt = SITE_NAME;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return storyShareCard((await params).id);
}

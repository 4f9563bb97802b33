import { SHARE_CARD_SIZE, SITE_NAME, storyShareCard } from "@/lib/share-card/share-card";

export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

export const alt = SITE_NAME;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return storyShareCard((await params).id);
}

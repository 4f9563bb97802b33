import type { Metadata } from "next";
import { StoryPageBody, storyPageMetadata } from "@/components/story/story-page";

// The Spanish story page: cached like the English one (app/(site)/story/[id]/page.tsx).
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyPageMetadata("es", (await params).id);
}

export default async function StoryPage({ params }: Props) {
  return <StoryPageBody locale="es" rawId={(await params).id} />;
}

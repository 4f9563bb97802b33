import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomeScreen } from "@/components/story/home-screen";
import { HOME_EDITION } from "@/lib/config/routes.mjs";
import { languageAlternates } from "@/lib/i18n/locales";

// Incremental static regeneration, like a story page: rendered at its first request, kept,
// and dropped only when a story changes (lib/stories/server/revalidate.ts), so a restart or a deploy
// renders it afresh from the database.
export const generateStaticParams = async (): Promise<{ edition: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

export const metadata: Metadata = { alternates: { canonical: "/", languages: languageAlternates("/") } };

type Props = { params: Promise<{ edition: string }> };

export default async function HomePage({ params }: Props) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomeScreen locale="en" />;
}

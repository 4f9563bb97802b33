import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomeScreen } from "@/components/story/home-screen";
import { HOME_EDITION } from "@/lib/config/routes.mjs";
import { languageAlternates, localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// Home ("/" and "/es" are rewritten here). Incremental static regeneration, like a story page:
// rendered at its first request, kept, and dropped only when a story changes
// (lib/stories/server/revalidate.ts), so a restart or a deploy renders it afresh from the database.
export const generateStaticParams = async (): Promise<{ edition: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: LocaleParams<{ edition: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: { canonical: localePath(await pageLocale(params), "/"), languages: languageAlternates("/") } };
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomeScreen locale={locale} />;
}

import type { Metadata } from "next";
import { CachedLibraryView, cachedViewMetadata } from "@/components/library/library-routes";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// The library's browsing views (/stories with a season and a page number, rewritten here by
// next.config.mjs), cached whole like a story page: rendered at the first request, kept until
// a story changes. The route's own URL answers 404 (middleware.ts).
export const generateStaticParams = async (): Promise<{ season: string; page: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: LocaleParams<{ season: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cachedViewMetadata(await pageLocale(params), params);
}

export default async function LibraryPage({ params }: Props) {
  return <CachedLibraryView locale={await pageLocale(params)} params={params} />;
}

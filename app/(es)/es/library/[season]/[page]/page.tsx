import type { Metadata } from "next";
import { CachedLibraryView, cachedViewMetadata, type CachedViewParams } from "@/components/library/library-routes";

// The library's browsing views (/stories with a season and a page number, rewritten here by
// next.config.mjs), cached whole like a story page: rendered at the first request, kept until
// a story changes. The route's own URL answers 404 (middleware.ts).
export const generateStaticParams = async (): Promise<{ season: string; page: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

type Props = { params: CachedViewParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cachedViewMetadata("es", params);
}

export default function LibraryPage({ params }: Props) {
  return <CachedLibraryView locale="es" params={params} />;
}

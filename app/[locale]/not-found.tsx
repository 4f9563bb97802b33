import type { Metadata } from "next";
import { NotFoundHome } from "@/components/story/not-found-home";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { segmentLocale } from "@/lib/i18n/route-locale";

// A notFound() inside the public site shows its language's Home screen with a 404 status, not
// indexed: the screen app/global-not-found.tsx shows for an unknown path.
export const metadata: Metadata = { robots: { index: false } };

export default async function NotFound() {
  return <NotFoundHome locale={(await segmentLocale()) ?? DEFAULT_LOCALE} />;
}

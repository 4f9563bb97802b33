import "server-only";
import { notFound } from "next/navigation";
import { locale as rootLocale } from "next/root-params";
import { isLocale, type Locale } from "./locales";

// The language of a page of app/[locale], from its own segment: reading the request instead
// would keep the page out of the full-route cache. The segment takes any first path segment
// (/fr/story/3): one that is no language names no page.

/** The params of a page under app/[locale]. */
export type LocaleParams<Rest extends Record<string, string> = Record<never, string>> = Promise<Rest & { locale: string }>;

/** The page's language; a first segment that is no language answers 404. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * The language of what Next renders around and instead of a page: the root layout and the
 * not-found screens, which get no params. Null where the segment is no language: the page then
 * answers 404 (pageLocale), shown as any unknown path is.
 */
export async function segmentLocale(): Promise<Locale | null> {
  const locale: unknown = await rootLocale();
  return isLocale(locale) ? locale : null;
}

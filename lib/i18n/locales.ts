// The site's two languages. English lives at the root, Spanish under /es with the same paths,
// so a page's counterpart is found from its path alone. Client-safe.

import { SPANISH_PREFIX } from "@/lib/config/routes.mjs";
import { LANGUAGES, type Language } from "@/lib/db/enums";

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The path of a page in the given language; `path` is the English one ("/", "/story/3"). */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/** The English path of any public path, Spanish or not. */
export function englishPath(path: string): string {
  if (path === SPANISH_PREFIX) return "/";
  return path.startsWith(`${SPANISH_PREFIX}/`) ? path.slice(SPANISH_PREFIX.length) : path;
}

/** The hreflang alternates every public page declares (Next's metadata `alternates.languages`). */
export function languageAlternates(path: string): Record<"en" | "es" | "x-default", string> {
  return { en: localePath("en", path), es: localePath("es", path), "x-default": localePath("en", path) };
}

/** Fills `{name}` placeholders in a message a server component passed down as plain text. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

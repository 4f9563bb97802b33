import type { Bi } from "@/lib/story-writing/scene/content-schema";

/** The language a string of an arc is in: the `en` or `es` key it stands under, however deep; none outside both. */
export type TextLanguage = keyof Bi;

type Change = (text: string, language: TextLanguage | undefined) => string;

/**
 * A copy of an arc, as parsed or as written in its JSON, with every string in it put through
 * `change` with the language it is in; numbers, flags, functions and regular expressions kept as they are.
 */
export function mapTexts<T>(value: T, change: Change): T {
  return copied(value, change, undefined) as T;
}

/** Each string in an arc, with the language it is in, in the order the arc has them. */
export function eachText(value: unknown, visit: (text: string, language: TextLanguage | undefined) => void): void {
  copied(
    value,
    (text, language) => {
      visit(text, language);
      return text;
    },
    undefined,
  );
}

function copied(value: unknown, change: Change, language: TextLanguage | undefined): unknown {
  if (typeof value === "string") return change(value, language);
  if (Array.isArray(value)) return value.map((inner) => copied(inner, change, language));
  if (value && typeof value === "object" && !(value instanceof RegExp))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner, change, key === "en" || key === "es" ? key : language)]));
  return value;
}

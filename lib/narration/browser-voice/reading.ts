import type { Language } from "@/lib/db/enums";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewerPage } from "@/lib/stories/model/view";

// What 'Listen' reads and with which voice. Client-safe and pure, so the rules are unit-tested;
// loaded with the narrator only once the button is pressed.

/** One caption to read: its recording when the page has a current one, else the browser's voice. */
export type Segment = { language: Language; text: string; recording?: string };

/** The page's captions in reading order: English then Spanish, Spanish first on the Spanish site. */
export function readingOrder(page: Pick<ViewerPage, "text" | "spanishText" | "recordings">, locale: Locale): Segment[] {
  const segments: Segment[] = [];
  for (const [language, text] of [
    ["en", page.text],
    ["es", page.spanishText],
  ] as const) {
    const recording = page.recordings?.[language];
    if (text.trim()) segments.push(recording ? { language, text, recording } : { language, text });
  }
  return locale === "es" ? segments.reverse() : segments;
}

/** The picture's descriptions in the same order, always in the browser's voice (no recording says them). */
export function descriptionOrder(page: Pick<ViewerPage, "descriptionEn" | "descriptionEs">, locale: Locale): Segment[] {
  const segments: Segment[] = [];
  for (const [language, text] of [
    ["en", page.descriptionEn],
    ["es", page.descriptionEs],
  ] as const) {
    if (text?.trim()) segments.push({ language, text });
  }
  return locale === "es" ? segments.reverse() : segments;
}

/** The regional voices preferred for each language, best first; any other voice of the language comes after. */
export const PREFERRED_VOICE_TAGS: Record<Language, readonly string[]> = {
  en: ["en-US"],
  es: ["es-MX", "es-US", "es-ES"],
};

type Voice = Pick<SpeechSynthesisVoice, "lang">;

// Some browsers (Android's) write es_MX, and case varies.
const tagOf = (voice: Voice) => voice.lang.replace("_", "-").toLowerCase();

/** The best voice the browser has for the language, or null when it has none of that language. */
export function pickVoice<V extends Voice>(voices: readonly V[], language: Language): V | null {
  for (const preferred of PREFERRED_VOICE_TAGS[language]) {
    const match = voices.find((voice) => tagOf(voice) === preferred.toLowerCase());
    if (match) return match;
  }
  return voices.find((voice) => tagOf(voice) === language || tagOf(voice).startsWith(`${language}-`)) ?? null;
}

/**
 * The languages a reading needs the browser's voice for and the browser has none of. A browser
 * that lists no voice at all tells nothing, so it is trusted to speak with its default one.
 */
export function missingVoices(segments: readonly Segment[], voices: readonly Voice[]): Language[] {
  if (voices.length === 0) return [];
  const missing = segments.filter((segment) => !segment.recording && !pickVoice(voices, segment.language)).map((segment) => segment.language);
  return [...new Set(missing)];
}

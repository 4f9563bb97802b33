import { fold } from "@/lib/story-writing/scene/content-schema";

// Which story writer the server uses, as `GET /api/stories/generator` answers it, and the
// label the Generate New Story form shows. Client-safe: no server imports here.

export type StoryProvider = "claude" | "offline";

/** One kind of day a writer can tell, as an admin would type it in either language, and the other words and stems it is known by. */
export type ActivitySuggestion = { en: string; es: string; words: string[] };

export type StoryWriterInfo = {
  provider: StoryProvider;
  name: string;
  model?: string;
  /** Only for a writer that cannot write any activity: the ones it can, for the form to suggest. */
  activities?: ActivitySuggestion[];
};

export const OFFLINE_WRITER_LABEL = "Offline generator (no API key set)";

export function storyWriterLabel(info: StoryWriterInfo): string {
  if (info.provider === "offline") return OFFLINE_WRITER_LABEL;
  return info.model ? `${info.name}, ${info.model}` : info.name;
}

const words = (text: string) => fold(text).match(/[\p{L}\d]+/gu) ?? [];

// Words nearly every activity has, in either language: they narrow nothing.
const COMMON = new Set([
  "the",
  "and",
  "for",
  "with",
  "day",
  "make",
  "making",
  "going",
  "los",
  "las",
  "del",
  "una",
  "con",
  "para",
  "por",
  "que",
  "dia",
  "hacer",
  "haciendo",
]);

const SPANISH_WORDS = new Set(["el", "la", "los", "las", "de", "del", "al", "ir", "un", "una", "y", "con", "para", "en", "mi", "su", "hacer", "dia"]);
const ENGLISH_WORDS = new Set(["the", "a", "an", "to", "of", "and", "with", "in", "on", "at", "my", "her", "going", "making", "day"]);

/** Whether an activity was typed in Spanish, as far as its accents and little words tell. */
export function looksSpanish(text: string): boolean {
  if (/[ñ¿¡áéíóú]/i.test(text)) return true;
  const typed = words(text);
  return typed.filter((word) => SPANISH_WORDS.has(word)).length > typed.filter((word) => ENGLISH_WORDS.has(word)).length;
}

/**
 * The activities whose words begin with what the admin has typed, in the language it was typed
 * in (as best its little words tell), those sharing most words first: "bañ" finds "Bañar a Pepita en la tina", "dent" finds the
 * dentist. Short and common words ("a", "de", "the") narrow nothing.
 */
export function suggestedActivities(typed: string, activities: readonly ActivitySuggestion[], count = 5): string[] {
  const asked = words(typed).filter((word) => word.length >= 3 && !COMMON.has(word));
  const spanish = looksSpanish(typed);
  if (!asked.length) return [];
  const score = (own: string[]) => asked.filter((word) => own.some((candidate) => candidate.startsWith(word))).length;
  return activities
    .flatMap(({ en, es, words: known }) => {
      const [inEnglish, inSpanish] = [score(words(en)), score(words(es))];
      // "muertos" names the ofrenda's day without being in its sentence: its stems count too.
      const stems = asked.filter((word) => known.some((stem) => word.startsWith(stem) || stem.startsWith(word))).length;
      const best = Math.max(inEnglish, inSpanish, stems);
      const text = inSpanish > inEnglish || (inSpanish === inEnglish && spanish) ? es : en;
      return best ? [{ text, score: best }] : [];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ text }) => text);
}

import type { GeneratedStory } from "@/lib/story-writing/types";
import { failureReason } from "@/lib/story-writing/types";
import { findListedWords } from "@/lib/story-writing/moderation/word-list";

// The check a written story passes before it is stored: the word list always, and a
// moderation service when one is configured. Whatever either finds becomes the reason the
// story is held for an admin to read; a service that cannot answer holds the story too, since
// an unchecked story must not pass as a clean one.

/** A moderation service: for each text, the categories it flags (none for a clean text). */
export interface ModerationService {
  readonly name: string;
  flaggedCategories(texts: string[], options?: { signal?: AbortSignal }): Promise<string[][]>;
}

export type ModerationVerdict = { flagged: false } | { flagged: true; reason: string };

export const MODERATION_UNAVAILABLE = "Moderation unavailable";

type StoryText = { where: string; text: string };
type ModeratedStory = Pick<GeneratedStory, "title" | "spanishTitle" | "pages">;

/** Every text of the story a reader or the image model sees, named for the admin. */
export function storyTexts(story: ModeratedStory): StoryText[] {
  return [
    { where: "the English title", text: story.title },
    { where: "the Spanish title", text: story.spanishTitle },
    ...story.pages.flatMap((page) => [
      { where: `page ${page.pageNumber}'s English text`, text: page.storyText },
      { where: `page ${page.pageNumber}'s Spanish text`, text: page.spanishText },
      { where: `page ${page.pageNumber}'s scene description`, text: page.sceneDescription },
      { where: `page ${page.pageNumber}'s English picture description`, text: page.descriptionEn ?? "" },
      { where: `page ${page.pageNumber}'s Spanish picture description`, text: page.descriptionEs ?? "" },
    ]),
  ].filter((entry) => entry.text.trim() !== "");
}

const MOST_NAMED = 8;

/** The first findings in full, then how many more: a reason stays readable however much is found. */
function listed(findings: string[]): string {
  const named = findings.slice(0, MOST_NAMED).join("; ");
  return findings.length > MOST_NAMED ? `${named}; and ${findings.length - MOST_NAMED} more` : named;
}

export async function moderateStory(
  story: ModeratedStory,
  service: ModerationService | null,
  options: { signal?: AbortSignal } = {},
): Promise<ModerationVerdict> {
  const texts = storyTexts(story);
  const reasons: string[] = [];
  const words = texts.flatMap(({ where, text }) => findListedWords(text).map(({ word, category }) => `"${word}" (${category}) in ${where}`));
  if (words.length > 0) reasons.push(`The word list found ${listed(words)}.`);
  if (service) {
    try {
      const flags = await service.flaggedCategories(
        texts.map(({ text }) => text),
        options,
      );
      const flagged = texts.flatMap(({ where }, index) => (flags[index]?.length ? [`${where} (${flags[index].join(", ")})`] : []));
      if (flagged.length > 0) reasons.push(`${service.name} flagged ${listed(flagged)}.`);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      reasons.push(`${MODERATION_UNAVAILABLE}: ${service.name} could not check the story (${failureReason(error).split("\n")[0]!.slice(0, 200)}).`);
    }
  }
  return reasons.length > 0 ? { flagged: true, reason: reasons.join(" ") } : { flagged: false };
}

import "server-only";
import { STORY_PAGE_COUNT, type StoryGenerationRequest } from "@/lib/api/story-generation";

export type StoryPrompt = { system: string; user: string };

const SYSTEM = `You write short bilingual picture-book stories for "Abuelita & Pepita's Coloring Stories", a free coloring-story site for children aged 3 to 8 and the grown-ups who read with them.

The characters:
- Abuelita: a warm, patient Mexican grandmother with silver hair in a bun, round glasses, an embroidered blouse and often a rebozo (shawl) or an apron. She teaches through small everyday moments, stories from her childhood in Mexico, and lots of hugs.
- Pepita: her granddaughter, a little girl of about six with two braids tied with ribbons. She is the heart of every story.
They live in a cozy Mexican family home with a patio, potted plants and a kitchen full of clay pots; the wider family and neighbours may appear.

How to write:
- Exactly ${STORY_PAGE_COUNT} pages that tell one complete story: a beginning, a small challenge that Pepita helps to solve, and a warm ending.
- storyText: 2 to 3 short, simple English sentences per page (at most 45 words), gentle and concrete, easy to read aloud. A few Spanish words Abuelita says are welcome (for example mija, cariño, ¡qué bonito!).
- spanishText: the same page told in natural, warm Mexican Spanish, as a native speaker would write it for a child (not a word-for-word translation), same meaning and length.
- Age-appropriate: no danger, fear, sadness without comfort, brand names or screens. Kindness, family, culture and curiosity.
- Culturally grounded: let Mexican family life, food, words, crafts and celebrations that fit the activity and the season appear naturally and respectfully, never as stereotypes.
- Pepita's role says how she takes part (for example Helpful: she lends a hand; Observer: she watches and learns; Playful Mischief: a harmless prank that ends in laughter; Comfort Provider: she cheers someone up); her personality shows in what she does, not only in adjectives.
- scene: what the page's coloring page shows, as a plan. setting: where the moment happens (choose the place the text says; vary it over the story where the story moves). timeOfDay and weather: from the season and the text (no snow in summer; indoors, the weather is what the window shows). characters: Abuelita and/or Pepita with the pose that matches the text (for example "lap" when Pepita sits on Abuelita's lap, "hugging" when they hug, "working" at a table, "sleeping" at bedtime). props: up to four objects from the allowed list that the text mentions or the moment needs. framing: wide to show a place, medium for the two of them, close-up for a tender moment. action: a short English phrase of what happens. Vary settings, poses and framing from page to page so the ten pictures differ.
- descriptionEn and descriptionEs: what the coloring picture shows, said for a child who cannot see it and read aloud when the family asks: one or two short sentences naming who is in the picture, what they are doing, where, and the main things drawn, exactly as the scene plan has them (never something the plan leaves out); descriptionEs in natural Mexican Spanish.
- title: a short, cheerful English title for the whole story; spanishTitle: the same title in natural Mexican Spanish.`;

/** The instructions for an AI writer; the same text is kept as the story's fullPrompt. */
export function buildStoryPrompt(request: StoryGenerationRequest): StoryPrompt {
  const { activityType, season, pepitaRole, pepitaCustomization: custom } = request;
  const lines = [
    `Write a new story about Abuelita and Pepita.`,
    `Activity: ${activityType}`,
    `Season: ${season}`,
    `Pepita's role in the story: ${pepitaRole}`,
    `Pepita's personality: ${custom.personality.join(", ")}`,
    `Pepita's favorite activity: ${custom.favoriteActivity}`,
  ];
  if (custom.specialTrait) lines.push(`Something special about Pepita: ${custom.specialTrait}`);
  if (custom.outfit) lines.push(`Pepita wears: ${custom.outfit}`);
  lines.push(
    `Let the season shape the setting and the pictures, show Pepita's personality through what she does, and bring her favorite activity into the story.`,
    `Number the pages 1 to ${STORY_PAGE_COUNT}.`,
  );
  return { system: SYSTEM, user: lines.join("\n") };
}

export function promptText(prompt: StoryPrompt): string {
  return `${prompt.system}\n\n${prompt.user}`;
}

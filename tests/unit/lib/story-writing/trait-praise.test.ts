import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import { fold } from "@/lib/story-writing/scene/content-schema";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// When Abuelita praises Pepita for a trait ("Thank you, my brave girl"), the Spanish says the same
// trait: "Gracias a ti, mi niña" alone lost the one word the family chose for her.

/** Each trait the vocabulary knows, and the words of praise it has beside them, with the Spanish stems that say it. */
const TRAITS: [string, string][] = [
  ...Object.entries(pepitaWords.traits).map(([en, { es }]): [string, string] => [en, fold(es).slice(0, -1)]),
  ["helpful", "(ayud|acomedid)"],
  ["smart", "(list|inteligent)"],
];

/** The trait the English praises Pepita for: "my brave girl", "the brave girl she was", "so kind", "you're clever". */
function praised(english: string): [string, string][] {
  return TRAITS.filter(([en]) => new RegExp(`\\b(${en} (girl|helper|one)\\b|(my|so|how|such an?|you're|you are|she was|very) ${en}\\b)`, "i").test(english));
}

function eachLine(value: unknown, visit: (line: { en: string; es: string }) => void): void {
  if (Array.isArray(value)) value.forEach((inner) => eachLine(inner, visit));
  else if (value && typeof value === "object") {
    const line = value as Record<string, unknown>;
    if (typeof line.en === "string" && typeof line.es === "string") visit({ en: line.en, es: line.es });
    Object.values(line).forEach((inner) => eachLine(inner, visit));
  }
}

const CONTENT = "lib/story-writing/content";

describe("praise for a trait, in both languages", () => {
  it("every written line that praises Pepita for a trait names it in Spanish too", () => {
    for (const file of readdirSync(path.join(process.cwd(), CONTENT)).filter((name) => name.endsWith(".json")))
      eachLine(JSON.parse(readFileSync(path.join(process.cwd(), CONTENT, file), "utf8")), ({ en, es }) => {
        for (const [trait, spanish] of praised(en)) expect(fold(es), `${file}: ${en} / ${es} (${trait})`).toMatch(new RegExp(spanish));
      });
  });

  it.each(Object.keys(pepitaWords.traits))("praises Pepita for being %s in both languages on every page", (trait) => {
    let thanked = 0;
    for (const [index, theme] of THEMES.entries())
      for (let id = index; id < index + 4; id++) {
        const request: StoryGenerationRequest = {
          activityType: theme.verb.en,
          season: SEASONS[id % SEASONS.length]!,
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: [trait], favoriteActivity: "reading books" },
        };
        for (const page of writeOfflineStory(request, id).pages)
          for (const [word, spanish] of praised(page.storyText)) {
            if (word === trait && /my \w+ girl/i.test(page.storyText)) thanked++;
            expect(fold(page.spanishText), `${theme.id} ${id}: ${page.storyText} / ${page.spanishText}`).toMatch(new RegExp(spanish));
          }
      }
    expect(thanked).toBeGreaterThan(0);
  });

  it('says "Gracias a ti, mi niña valiente" where the English says "Thank you, my brave girl"', () => {
    const pages = Array.from({ length: 40 }, (_, id) =>
      writeOfflineStory(
        {
          activityType: "Reading books",
          season: "Spring",
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Brave"], favoriteActivity: "reading books" },
        },
        id,
      ).pages.at(-1)!,
    ).filter((page) => page.storyText.includes("Thank you, my brave girl"));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.spanishText).toContain("Gracias a ti, mi niña valiente.");
  });
});

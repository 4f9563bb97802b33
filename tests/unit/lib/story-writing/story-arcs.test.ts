import { describe, expect, it } from "vitest";
import { createOfflineStoryWriter, writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { suggestedActivities } from "@/lib/story-writing/writer-info";
import { THEMES, themeFor } from "@/lib/story-writing/scene/activities";
import { grammarMistakes } from "@/tests/support/story-grammar";
import { checkGeneratedStory } from "@/lib/story-writing/check";
import { composePage } from "@/lib/images/offline-generator";
import { withTheNamedChild } from "@/lib/images/scene/companion";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";

// Every arc of the offline writer, read the way a parent would: each of its variations in both
// languages, checked for the mistakes a template writer makes (a word of the other language, a
// sentence without its capital, a missing accent, an article of the wrong gender, a leftover slot).

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Chief snack officer"];
const OUTFITS = ["a red dress", "falda azul", "green boots", "sparkly tutu", "un paliacate rojo", undefined];
const SPECIALS = ["she can whistle like a bird", "tiene pecas", "juggles invisible oranges", undefined];

/**
 * Enough stories of one arc that every way each page can go is written at least once. `run`
 * gives each arc its own ids, so over the catalogue every frame variant the ids choose is read.
 */
function storiesOf(activity: string, run = 0, count = 24) {
  return Array.from({ length: count }, (_, i) => {
    const request: StoryGenerationRequest = {
      activityType: activity,
      season: SEASONS[i % SEASONS.length]!,
      pepitaRole: ROLES[i % ROLES.length]!,
      pepitaCustomization: {
        // Now and then a trait the writer does not know, so the sentences told without one are read too.
        personality:
          i % 8 === 7 ? ["Dreamy"] : [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(i * 5 + 2) % PERSONALITY_TRAITS.length]!],
        favoriteActivity: ["dancing", "leer cuentos", "juggling", "perseguir mariposas"][i % 4]!,
        ...(OUTFITS[i % OUTFITS.length] ? { outfit: OUTFITS[i % OUTFITS.length] } : {}),
        ...(SPECIALS[i % SPECIALS.length] ? { specialTrait: SPECIALS[i % SPECIALS.length] } : {}),
      },
    };
    return writeOfflineStory(request, 5000 + run * count + i);
  });
}

describe("the offline writer's catalogue of story arcs", () => {
  it("has at least 40 arcs, each with two ways to do the activity and two small problems", () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(THEMES.map(({ id }) => id)).size).toBe(THEMES.length);
    for (const theme of THEMES) {
      expect(theme.doing.length, theme.id).toBeGreaterThanOrEqual(2);
      expect(theme.hiccups.length, theme.id).toBeGreaterThanOrEqual(2);
      expect(theme.gather.length, theme.id).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("knows the %s arc by its own words in English and in Spanish", (_, theme) => {
    expect(themeFor(theme.verb.en)?.id).toBe(theme.id);
    expect(themeFor(theme.verb.es)?.id).toBe(theme.id);
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("writes every variation of the %s arc in correct English and Spanish", (_, theme) => {
    const stories = storiesOf(theme.verb.en, THEMES.indexOf(theme));
    const english = stories.flatMap((story) => [story.title, ...story.pages.map((page) => page.storyText)]);
    const spanish = stories.flatMap((story) => [story.spanishTitle, ...story.pages.map((page) => page.spanishText)]);
    expect(grammarMistakes(english, spanish)).toEqual({});
    for (const story of stories) expect(checkGeneratedStory(story), story.title).toMatchObject({ ok: true });
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("tells every authored way the %s arc can go, chosen by the story's id", (_, theme) => {
    const stories = storiesOf(theme.verb.es);
    const spanish = stories.map((story) => story.pages.map((page) => page.spanishText).join(" "));
    for (const doing of theme.doing)
      expect(
        spanish.some((text) => text.includes(doing.es)),
        doing.es,
      ).toBe(true);
    for (const hiccup of theme.hiccups)
      expect(
        spanish.some((text) => text.includes(hiccup.es)),
        hiccup.es,
      ).toBe(true);
    expect(new Set(spanish).size).toBe(stories.length);
    // Many pages of one arc share a plan; each plan is composed once.
    const composed = new Set<string>();
    for (const story of stories) {
      // The activity's own page shows the activity's own things, and the illustrator draws each page as
      // planned, with the child its action names (the boy cutting in line at the bakery).
      expect(story.pages[6]!.scene!.props.length).toBeGreaterThan(0);
      for (const page of story.pages) {
        const plan = JSON.stringify(page.scene);
        if (composed.has(plan)) continue;
        composed.add(plan);
        const drawn = composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! });
        expect(drawn.setting).toBe(page.scene!.setting);
        expect(drawn.placed.flatMap((placed) => (placed.kind === "prop" ? [placed.id] : []))).toEqual(withTheNamedChild(page.scene!).props);
      }
    }
  });

  it("keeps each arc's own sense: a sleepover never walks Pepita home, a cold is not cheered", () => {
    for (const story of storiesOf("Pijamada en casa de Abuelita")) expect(story.pages[9]!.storyText).not.toMatch(/walked Pepita home/);
    for (const story of storiesOf("Cuidar a Abuelita enferma")) expect(story.pages[1]!.storyText).toContain("Today I will be your nurse!");
    for (const story of storiesOf("Tía Lupe's wedding")) expect(story.pages[4]!.storyText).not.toMatch(/just as they were ready to/);
    // Requested in every season, a day the calendar fixes is told in its own.
    for (const story of storiesOf("Día de Reyes")) expect(story.pages[7]!.spanishText).toMatch(/\binvierno\b/);
    for (const story of storiesOf("Día de Muertos")) expect(story.pages[7]!.storyText).toMatch(/\bfall\b/);
  });

  it("offers every arc to the Generate form, found as the admin types in either language", () => {
    const activities = createOfflineStoryWriter().activities!;
    expect(activities).toHaveLength(THEMES.length);
    for (const activity of activities) {
      expect(themeFor(activity.en)).toBeDefined();
      expect(themeFor(activity.es)).toBeDefined();
    }
    const first = (typed: string) => suggestedActivities(typed, activities)[0];
    expect(first("dentist")).toBe("Visit Doctora Ana, the dentist");
    expect(first("Ir al dentis")).toBe("Visitar a la doctora Ana, la dentista");
    expect(first("Hacer gallet")).toBe("Hornear polvorones y galletas de figuritas");
    expect(first("bath")).toBe("Give Pepita a bubble bath in the big tin tub");
    expect(first("Día de Muertos")).toBe("Poner la ofrenda para la familia");
    expect(first("Piñata")).toMatch(/piñata/);
    expect(suggestedActivities("Going to the zoo", activities)).toEqual([]);
    expect(suggestedActivities("a", activities)).toEqual([]);
    for (const typed of ["birthday", "cumple", "doctor", "feria", "tamales", "posada"]) {
      const suggested = first(typed);
      expect(suggested, typed).toBeDefined();
      expect(themeFor(suggested!), typed).toBeDefined();
    }
  });
});

import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// Pages 5 and 6 tell the problem the way it happened: nobody speaks who is not there, a fright is
// hushed rather than laughed at, and Pepita is not praised for a mend someone else made.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];

function stories(activityType: string, count: number, season = "Summer") {
  return Array.from({ length: count }, (_, i) => {
    const personality = [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(i * 3 + 1) % PERSONALITY_TRAITS.length]!];
    return writeOfflineStory(
      { activityType, season: season as never, pepitaRole: ROLES[i % ROLES.length]!, pepitaCustomization: { personality, favoriteActivity: "" } },
      i,
    );
  });
}

const arc = (id: string) => THEMES.find((theme) => theme.id === id)!;

/** What page 5 says after its problem: the reaction to it. */
const reactionOn = (page: { storyText: string }, problem: string) => page.storyText.slice(problem.length).trim();

describe("page 5's reaction to the problem", () => {
  it("leaves Abuelita silent while Pepita is lost in the crowd at the fair: only Pepita reacts", () => {
    const lost = arc("fair").hiccups.find(({ en }) => /crowd/.test(en))!;
    let told = 0;
    for (const story of stories("Going to the fair", 60)) {
      const page = story.pages[4]!;
      if (!page.storyText.startsWith(lost.en)) continue;
      told++;
      const reaction = reactionOn(page, lost.en);
      const narration = reaction.replace(/"[^"]*"/g, "");
      expect(narration, reaction).not.toMatch(/Abuelita/);
      expect(page.spanishText.slice(lost.es.length), page.spanishText).not.toMatch(/(dijo|susurró) Abuelita|^\s*Abuelita|Pepita y Abuelita/);
    }
    expect(told).toBeGreaterThan(3);
  });

  it("hushes a fright, never laughs at it: the rattling windows in the night storm, the thunder", () => {
    const scares = THEMES.flatMap((theme) => theme.hiccups.filter(({ trouble }) => trouble === "scare").map((hiccup) => ({ theme, hiccup })));
    for (const { theme, hiccup } of scares)
      for (const story of stories(theme.verb.en, 24, theme.season ?? "Summer")) {
        const page = story.pages[4]!;
        if (!page.storyText.startsWith(hiccup.en)) continue;
        expect(reactionOn(page, hiccup.en), `${theme.id}: ${page.storyText}`).not.toMatch(/laugh|giggl|chuckl/i);
        expect(page.spanishText.slice(hiccup.es.length), page.spanishText).not.toMatch(/ri[oó]\b|risa|carcajad/);
      }
  });
});

describe("page 6's credit for the mend", () => {
  // Pepita praised, thanked or told as the one who fixed it.
  const CREDIT =
    /Problem solved|saved the day|found a way to fix the trouble|knew just what to do|rolled up her sleeves|she did it before|proud of herself|I knew you could do it|Gracias|What a team|Qué lista|¡Eso|jumped right in|head-on|wonderful idea|that somebody was her|victory dance/;
  it.each([
    ["Going to the fair", /^The man at the ride/],
    ["Visiting the bakery", /^The baker winked/],
    ["Baking conchas", /^They walked to the panadería, and the baker/],
    ["Making paper boats", /^Abuelita showed her the old trick/],
    ["Dancing with Abuelita", /^Abuelita counted slowly/],
    ["Making hot chocolate", /^They walked to the market, where the chocolate lady/],
  ])("gives Pepita no credit on %j when the mend is someone else's (%s)", (activity, mend) => {
    let told = 0;
    for (const story of stories(activity, 120)) {
      const page = story.pages[5]!;
      const text = page.storyText.split(/(?<=[.!?"])\s+/);
      if (!text.some((sentence) => mend.test(sentence))) continue;
      told++;
      expect(page.storyText).not.toMatch(CREDIT);
    }
    expect(told).toBeGreaterThan(1);
  });

  it("looks on only while someone else mends it: never 'knows when to ask for help' before she mends it herself", () => {
    const ONLOOKER = /to learn how the trouble was put right|knows when to ask for help|ready to help however she could|crossed her fingers, her toes/;
    for (const activity of ["Flying kites", "Making tortillas", "Planting a tree", "Hacer barquitos de papel"])
      for (const story of stories(activity, 60)) {
        const mends = THEMES.flatMap(({ hiccups }) => hiccups.filter(({ mendedBy }) => mendedBy).map(({ fix }) => fix.en));
        const page = story.pages[5]!.storyText;
        if (!mends.some((mend) => page.includes(mend.slice(-30)))) expect(page).not.toMatch(ONLOOKER);
      }
  });

  it("has the leader speak to whoever is there: never 'Everybody listen!' to Abuelita alone", () => {
    for (const theme of THEMES.slice(0, 20))
      for (const story of stories(theme.verb.en, 12, theme.season ?? "Spring").filter((_, i) => ROLES[i % ROLES.length] === "Leader"))
        for (const page of story.pages) {
          expect(page.storyText).not.toMatch(/Everybody listen|told everyone what came next/);
          expect(page.spanishText).not.toMatch(/Escuchen todos|les decía a todos/);
        }
  });
});

describe("the pages around the problem", () => {
  it("sorts or arranges things only when there are several: never 'sorted the ball'", () => {
    for (const activity of ["A picnic in the park", "Walking the dog", "Going to the market", "Una caminata por el parque"])
      for (const story of stories(activity, 48)) expect(story.pages[3]!.storyText).not.toMatch(/(sorted|arranging) the \w+(-\w+)?,/);
  });
});

describe("the day's end fits the season and the arc", () => {
  it("ends a winter sleepover at Abuelita's house, with nothing of summer in it: no watermelon, no crickets", () => {
    for (const story of stories("A sleepover at Abuelita's", 80, "Winter")) {
      const [finale, quiet] = [story.pages[7]!, story.pages[8]!];
      expect(finale.storyText).not.toMatch(/market|plaza|watermelon|mango/);
      expect(finale.spanishText).not.toMatch(/mercado|plaza|sandía|mango/);
      expect(["kitchen", "living-room", "patio", "garden", "bedroom"]).toContain(finale.scene!.setting);
      expect(quiet.storyText).not.toMatch(/crickets/);
      expect(quiet.spanishText).not.toMatch(/grillos/);
    }
  });

  it("gives no watermelon or mango in winter or fall, whatever the arc", () => {
    for (const activity of ["Baking cookies", "Making crafts", "Planting seeds in the garden", "Reading books"])
      for (const season of ["Winter", "Fall"])
        for (const story of stories(activity, 60, season)) expect(story.pages[7]!.storyText, `${activity} ${season}`).not.toMatch(/watermelon|mango/);
  });
});

describe("a problem that befalls Pepita herself", () => {
  // Snow fell from the roof onto her head, and the Comfort Provider hugged Abuelita: 'It's all
  // right, we'll find a way.' She is the one looked after, so no line has her comfort Abuelita.
  it("has nobody comfort Abuelita when snow slides off the roof onto Pepita's head", () => {
    const snowfall = arc("snow").hiccups.find(({ en }) => /clump of snow/.test(en))!;
    expect(snowfall.herself).toBe(true);
    let told = 0;
    for (const story of stories("Building a snowman", 60, "Winter")) {
      const [problem, mend] = [story.pages[4]!, story.pages[5]!];
      if (!problem.storyText.startsWith(snowfall.en)) continue;
      told++;
      expect(mend.storyText).not.toMatch(/hugged Abuelita|patted Abuelita|Don't worry, Abuelita|It's all right, we'll find a way/);
    }
    expect(told).toBeGreaterThan(2);
  });
});

import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SEASONS } from "@/lib/api/story-generation";

// Pages written apart that must agree: where Abuelita is when her sneeze is heard, the pajamas the
// request asks for, and where the spider goes on a day of rain or snow.
const IDS = Array.from({ length: 48 }, (_, index) => index + 1);

const write = (activityType: string, id: number, outfit = "", season = SEASONS[id % SEASONS.length]!) =>
  writeOfflineStory({ activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit } }, id);

describe("Abuelita's sneeze is heard from inside, where she is", () => {
  it.each(["Abuelita is sick", "Abuelita está enferma"])("%j never has her meet Pepita outside before it", (activityType) => {
    for (const id of IDS) {
      const [first] = write(activityType, id).pages;
      expect(first!.storyText, `#${id}`).toMatch(/Achú/);
      expect(first!.storyText, `#${id}`).not.toMatch(/hugged her at the door|watering her geraniums|sweeping the front step|opened the window|ran in|came in/);
      expect(first!.spanishText, `#${id}`).not.toMatch(
        /la abrazó en la puerta|regando sus geranios|barriendo el escalón|abrió la ventana|entró corriendo|llegó corriendo|cuando Pepita entró/,
      );
      // Nor is she drawn out there waving at her.
      expect(
        first!.scene!.characters.map(({ name }) => name),
        `#${id}`,
      ).not.toContain("Abuelita");
      expect(first!.sceneDescription, `#${id}`).not.toMatch(/two of them/);
    }
  });
});

describe("pajamas the request asks for are worn where they fit, or the story says why not", () => {
  it.each([
    ["Giving the dog a bath", "pajamas"],
    ["Bañar al perro", "su pijama"],
    ["Taking care of the pets", "pajamas"],
    ["Abuelita is sick", "pajamas"],
    ["Abuelita está enferma", "su pijama"],
    ["A sleepover at Abuelita's", "pajamas"],
    ["Pijamada en casa de Abuelita", "su pijama"],
  ])("%j in %j names them on page 1 in both languages", (activityType, outfit) => {
    for (const id of IDS.slice(0, 24)) {
      const [first] = write(activityType, id, outfit).pages;
      expect(first!.storyText, `#${id}`).toMatch(/pajamas/);
      expect(first!.spanishText, `#${id}`).toMatch(/pijama/);
    }
  });

  it.each(["Abuelita is sick", "Abuelita está enferma"])("%j on a dry day: she slept at Abuelita's and wears them from the morning", (activityType) => {
    for (const id of IDS.slice(0, 24)) {
      const [first] = write(activityType, id, "pajamas", "Summer").pages;
      const pepita = first!.scene!.characters.find(({ name }) => name === "Pepita");
      if (/rain|storm/i.test(first!.storyText)) continue;
      expect(pepita?.outfit, `#${id} ${first!.storyText}`).toBe("pajamas");
      expect(first!.storyText, `#${id}`).toMatch(/spent the night/);
    }
  });

  it("the sleepover's supper eaten in pajamas draws them in pajamas", () => {
    let told = 0;
    for (const id of IDS) {
      for (const page of write("A sleepover at Abuelita's", id).pages.filter(({ storyText }) => /in their pajamas/.test(storyText))) {
        told++;
        expect(
          page.scene!.characters.map(({ outfit }) => outfit),
          `#${id} ${page.storyText}`,
        ).toEqual(["pajamas", "pajamas"]);
      }
    }
    expect(told).toBeGreaterThan(0);
  });
});

describe("on a day of rain or snow the spider is not carried out into it", () => {
  it.each(["Walking the dog in the rain", "Pasear al perro bajo la lluvia", "Walking the dog in the snow", "Pasear al perro en la nieve"])(
    "%j",
    (activityType) => {
      let spiders = 0;
      for (const id of IDS) {
        for (const season of ["Spring", "Winter"] as const) {
          const text = write(activityType, id, "", season).pages.map(({ storyText, spanishText }) => `${storyText}\n${spanishText}`);
          for (const page of text.filter((page) => /spider/.test(page))) {
            spiders++;
            expect(page, `#${id}`).not.toMatch(/out to the garden|al jardín/);
          }
        }
      }
      expect(spiders).toBeGreaterThan(0);
    },
  );
});

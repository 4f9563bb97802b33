import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// The pictures and the scene descriptions follow the words: on a day that is not for aprons
// (the library, the dentist, the beach) Abuelita is drawn and described in her blouse and skirt,
// without her apron, in the kitchen too; on a day of cooking she still wears it.

/** Her apron in her everyday drawing, and her long kitchen apron. */
const APRON_DRAWN = /<path d="M-56 -292 L56 -292|<path d="M-60 -286 L60 -286/;
const APRON_SAID = /apron/i;

type Story = ReturnType<typeof writeOfflineStory>;

const story = (activityType: string, id: number): Story =>
  writeOfflineStory(
    { activityType, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" } },
    id,
  );

/** What the page's description says Abuelita wears: her brackets. */
const abuelitaLooks = (description: string) => /Abuelita \(([^)]*)\)/.exec(description)?.[1] ?? "";

const drawn = (written: Story, page: Story["pages"][number]) =>
  composePage({ sceneDescription: page.sceneDescription, storyTitle: written.title, pageNumber: page.pageNumber, storyId: 1, scene: page.scene! }).svg;

describe("Abuelita's apron in the pictures", () => {
  it.each(["Going to the library", "Visiting the dentist", "Going to the beach", "Ir a la biblioteca"])(
    "is neither drawn nor described on any page of '%s'",
    (activity) => {
      for (const id of [1, 2, 3]) {
        const written = story(activity, id);
        for (const page of written.pages) {
          const where = `${activity} #${id}, page ${page.pageNumber}`;
          expect(page.scene!.characters.find(({ name }) => name === "Abuelita")?.outfit, where).not.toBe("apron");
          expect(abuelitaLooks(page.sceneDescription), where).not.toMatch(APRON_SAID);
          expect(drawn(written, page), where).not.toMatch(APRON_DRAWN);
        }
      }
    },
  );

  it("leaves her in her embroidered blouse and skirt on those days, in the kitchen as elsewhere", () => {
    const pages = [1, 2, 3, 4].flatMap((id) => story("Visiting the dentist", id).pages);
    const kitchen = pages.filter((page) => page.scene!.setting === "kitchen" && page.scene!.characters.some(({ name }) => name === "Abuelita"));
    expect(kitchen.length).toBeGreaterThan(0);
    for (const page of kitchen) {
      expect(abuelitaLooks(page.sceneDescription)).toContain("embroidered blouse and a long flowered skirt");
      expect(abuelitaLooks(page.sceneDescription)).not.toMatch(APRON_SAID);
    }
  });

  it("is still drawn and described on a day of cooking", () => {
    for (const id of [1, 2, 3]) {
      const written = story("Making tamales", id);
      const withAbuelita = written.pages.filter((page) => page.scene!.characters.some(({ name }) => name === "Abuelita"));
      const aproned = withAbuelita.filter((page) => APRON_SAID.test(abuelitaLooks(page.sceneDescription)));
      expect(aproned.length, `Making tamales #${id}`).toBeGreaterThan(withAbuelita.length / 2);
      expect(
        aproned.some((page) => APRON_DRAWN.test(drawn(written, page))),
        `Making tamales #${id}`,
      ).toBe(true);
    }
  });
});

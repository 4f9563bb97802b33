import { writeFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

const TITLE = "Share Card Words";

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", TITLE]);
});

const unescape = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** The card-related tags of a page's head, read from its HTML as a crawler reads it. */
async function cardTags(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = (attribute: "property" | "name", key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) => unescape(match[1]!));
  return {
    image: tag("property", "og:image"),
    alt: tag("property", "og:image:alt"),
    twitterImage: tag("name", "twitter:image"),
    twitterAlt: tag("name", "twitter:image:alt"),
    siteName: tag("property", "og:site_name"),
  };
}

test("every public page names a share card in its own language, and each card is a PNG", async ({ request }) => {
  const pages = [
    { path: "/", card: "/share-card", site: "Abuelita & Pepita's Coloring Stories", alt: /free coloring stories in English and Spanish/ },
    { path: "/stories", card: "/share-card", site: "Abuelita & Pepita's Coloring Stories", alt: /free coloring stories in English and Spanish/ },
    {
      path: `/story/${storyId}`,
      card: `/story/${storyId}/share-card`,
      site: "Abuelita & Pepita's Coloring Stories",
      alt: new RegExp(`“${TITLE}”, a coloring story from`),
    },
    { path: "/es", card: "/share-card/es", site: "Los cuentos para colorear de Abuelita y Pepita", alt: /cuentos para colorear gratis, en español e inglés/ },
    {
      path: "/es/stories",
      card: "/share-card/es",
      site: "Los cuentos para colorear de Abuelita y Pepita",
      alt: /cuentos para colorear gratis, en español e inglés/,
    },
    {
      path: `/es/story/${storyId}`,
      card: `/story/${storyId}/share-card/es`,
      site: "Los cuentos para colorear de Abuelita y Pepita",
      alt: new RegExp(`«${TITLE}», un cuento para colorear de`),
    },
  ];
  for (const { path, card, site, alt } of pages) {
    const tags = await cardTags(request, path);
    expect(
      tags.image.map((url) => new URL(url).pathname),
      path,
    ).toEqual([card]);
    expect(
      tags.twitterImage.map((url) => new URL(url).pathname),
      path,
    ).toEqual([card]);
    expect(tags.siteName, path).toEqual([site]);
    for (const text of [...tags.alt, ...tags.twitterAlt]) expect(text, path).toMatch(alt);
    expect(tags.alt, path).toHaveLength(1);
    expect(tags.twitterAlt, path).toHaveLength(1);

    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()["content-type"], card).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString(), card).toBe("PNG");
    await writeFile(`test-results/share-card${card.replaceAll("/", "-")}.png`.replace(`-${storyId}-`, "-story-"), png);
  }
});

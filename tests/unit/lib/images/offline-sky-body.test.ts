import { describe, expect, it } from "vitest";
import { composedPages, offlineStories } from "@/tests/support/composed-pages";
import { roomOf, type Composition } from "@/lib/images/scene/composer";
import { BACKDROPS, type Box } from "@/lib/images/scene/backdrops";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Outdoors the sun or the moon is a shape of its own to colour: a lantern or papel picado on its
// string, balloons or a kite in the air never cover it, on a page seen from either side.

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * Where the page draws its sun (the disc with its rays) or its moon (the crescent's disc), read
 * from the picture itself: the drawn place's centre taken through the camera's move, nearness and mirror.
 */
function drawnSkyBody(svg: string): Box | undefined {
  const camera = /<g transform="(translate\(1024 0\) scale\(-1 1\) )?translate\((-?[\d.]+) (-?[\d.]+)\) translate\(512 ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg);
  if (!camera) return undefined;
  const [, flip, dx, dy, about, zoom] = camera;
  const sun = /<circle cx="([\d.]+)" cy="([\d.]+)" r="54"[^>]*\/><path d="M[\d.]+ [\d.]+ q6 -8 12 0/.exec(svg);
  const moon = /<path d="M([\d.]+) ([\d.]+) A70 70 0 1 0/.exec(svg);
  const body = sun ? { x: Number(sun[1]), y: Number(sun[2]), r: 100 } : moon ? { x: Number(moon[1]) + 4, y: Number(moon[2]) + 70, r: 70 } : undefined;
  if (!body) return undefined;
  const z = Number(zoom);
  const x = 512 + (body.x - 512) * z + Number(dx);
  const y = Number(about) + (body.y - Number(about)) * z + Number(dy);
  const r = body.r * z;
  return { x: (flip ? 1024 - x : x) - r, y: y - r, w: 2 * r, h: 2 * r };
}

/** Where a box of the drawn place (before the camera) is on the page, read from the camera's move, nearness and mirror in the picture. */
function throughCamera(svg: string, box: Box): Box | undefined {
  const camera = /<g transform="(translate\(1024 0\) scale\(-1 1\) )?translate\((-?[\d.]+) (-?[\d.]+)\) translate\(512 ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg);
  if (!camera) return undefined;
  const [, flip, dx, dy, about, zoom] = camera;
  const z = Number(zoom);
  const x = 512 + (box.x - 512) * z + Number(dx);
  const y = Number(about) + (box.y - Number(about)) * z + Number(dy);
  return { x: flip ? 1024 - x - box.w * z : x, y, w: box.w * z, h: box.h * z };
}

/** What is placed in front of the sky: everything but what stands behind the characters as part of the place. */
const inFront = (composition: Composition) => composition.placed.flatMap((p) => (p.kind === "prop" && p.on !== "behind" ? [p] : []));

describe("the sun and the moon", () => {
  const activities = [
    "Christmas posada",
    "Day of the Dead altar",
    "Picnic in the park",
    "Kite flying",
    "Birthday fiesta",
    "Paper crafts",
    "Beach day",
    "Baking pan dulce",
  ];
  const outdoors = activities.flatMap((activity) =>
    offlineStories(activity, 10).flatMap(({ storyId, story }) =>
      composedPages(story, storyId, () => true).flatMap(({ page, composition }) => {
        // Indoors the sky is the window's, and nothing is put in front of the window.
        const body = BACKDROPS[composition.setting]("morning", "clear").indoor ? undefined : drawnSkyBody(composition.svg);
        return body ? [{ text: `${activity} ${storyId} p${page.pageNumber}`, composition, body }] : [];
      }),
    ),
  );

  it("are where the composition keeps clear for them, whichever side the place is seen from", () => {
    expect(outdoors.length).toBeGreaterThan(40);
    // The place seen from its other side: its backdrop mirrored (a group of the cast alone may be turned too).
    const mirrored = outdoors.filter(({ composition }) => composition.svg.includes("scale(-1 1) translate("));
    expect(mirrored.length).toBeGreaterThan(10);
    expect(outdoors.length - mirrored.length).toBeGreaterThan(10);
    for (const { text, composition, body } of outdoors) {
      const kept = composition.skyBody;
      expect(kept, text).toBeDefined();
      expect(overlap(kept!, body), text).toBeCloseTo(body.w * body.h, -1);
    }
  });

  it("are never covered by what hangs on a string or flies in front of the sky", () => {
    const aloft = outdoors.filter(({ composition }) => inFront(composition).some((p) => p.on === "string" || p.on === "air" || p.box.y < 420));
    expect(aloft.length).toBeGreaterThan(20);
    for (const { text, composition, body } of aloft)
      for (const prop of inFront(composition)) {
        expect(overlap(prop.box, body), `${text}: ${prop.id}`).toBe(0);
        // Hung over a shoulder its box is the thing alone: its rope, from the top of the picture down to it, keeps off too.
        if (prop.on === "string" && prop.foot)
          expect(overlap({ x: prop.foot.x - 3, y: 40, w: 6, h: prop.foot.y - 40 }, body), `${text}: ${prop.id}'s rope`).toBe(0);
      }
  });

  it("keeps the star lantern off the moon on the street at night walking home from the dentist", () => {
    const request = {
      activityType: "Ir al dentista",
      season: "Winter" as const,
      pepitaRole: "Helpful" as const,
      pepitaCustomization: { personality: ["Curious" as const], favoriteActivity: "", outfit: "" },
    };
    // The stories whose last page walks home under the stars with the lantern.
    const walksHome = Array.from({ length: 40 }, (_, i) => i + 1)
      .flatMap((storyId) => composedPages(writeOfflineStory(request, storyId), storyId, (page) => page.pageNumber === 10))
      .filter(({ composition }) => composition.setting === "street-at-night" && drawnSkyBody(composition.svg))
      .slice(0, 3);
    expect(walksHome.length).toBeGreaterThan(0);
    for (const { composition } of walksHome) {
      const lantern = composition.placed.find((p) => p.kind === "prop" && PROPS[p.id].art === "star-lantern");
      expect(lantern).toBeDefined();
      expect(overlap(lantern!.box, drawnSkyBody(composition.svg)!)).toBe(0);
    }
  });

  it("indoors are in the window, and nothing hung covers the window's pane", () => {
    const hungIndoors = ["Paper crafts", "Picnic in the park", "Birthday fiesta", "Christmas posada"].flatMap((activity) =>
      offlineStories(activity, 12).flatMap(({ storyId, story }) =>
        composedPages(story, storyId, () => true).flatMap(({ page, composition }) => {
          // Each story has its own room, its window where the story's room has it.
          const place = BACKDROPS[composition.setting]("morning", "clear", { room: roomOf(`story ${storyId}`) });
          const pane = place.indoor && place.window && throughCamera(composition.svg, place.window);
          const hung = composition.placed.filter((p) => p.kind === "prop" && p.on === "string");
          return pane && hung.length ? [{ text: `${activity} ${storyId} p${page.pageNumber}`, pane, hung }] : [];
        }),
      ),
    );
    expect(hungIndoors.length).toBeGreaterThan(20);
    for (const { text, pane, hung } of hungIndoors)
      for (const prop of hung) expect(overlap(prop.box, pane), `${text}: ${prop.kind === "prop" ? prop.id : ""}`).toBe(0);
  });
});

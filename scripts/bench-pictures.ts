import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { toLineArt } from "@/lib/images/line-art";
import { renderPage } from "@/lib/images/offline-generator";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { inkCells, PEN_TIP, regionsAlongBottom, sharedCells, solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { moreArcRequests, variedRequests } from "../tests/support/varied-requests";

// The offline illustrator's pages as a child colours them, over a fixed set of 40 requests (story
// ids 1 to 40) and one request for each of 16 kinds of day learned later (ids 41 to 56), beside
// the built-in story's ten hand-drawn pages: how many regions a page gives to
// colour, how much of the page its largest region takes, how much is solid black, and how much
// ink two pages share within a story and across stories. It writes one contact sheet a story
// (the ten pages tiled, two-tone) into docs/contact-sheets/ to look at.

const { width: W, height: H } = PAGE_PICTURE_SIZE;
const SHEET_DIR = path.join(process.cwd(), "docs", "contact-sheets");
const THUMB = { width: 128, height: 192 };

type PageFigures = { regions: number; largest: number; black: number; bottom: number; cells: Uint32Array };

async function figuresOf(png: Buffer): Promise<PageFigures & { pixels: Uint8Array }> {
  const pixels = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
  const { count, largestShare } = whiteRegions(pixels, W, H);
  const bottom = Math.min(...regionsAlongBottom(pixels, W, H).map((region) => region.thickness));
  return { regions: count, largest: largestShare, black: solidBlackShare(pixels, W, H), bottom, cells: inkCells(pixels, W), pixels };
}

async function contactSheet(pages: Uint8Array[], file: string): Promise<void> {
  const tiles = await Promise.all(
    pages.map((pixels) =>
      sharp(Buffer.from(pixels), { raw: { width: W, height: H, channels: 1 } })
        .resize(THUMB.width, THUMB.height)
        .threshold(200)
        .png()
        .toBuffer(),
    ),
  );
  await sharp({ create: { width: THUMB.width * 5 + 24, height: THUMB.height * 2 + 12, channels: 3, background: "#fff" } })
    .composite(tiles.map((input, i) => ({ input, left: (i % 5) * (THUMB.width + 6), top: Math.floor(i / 5) * (THUMB.height + 12) })))
    .threshold(128)
    .toColourspace("b-w")
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toFile(file);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const pct = (value: number, digits = 0) => `${(value * 100).toFixed(digits)}%`;

function summary(label: string, pages: PageFigures[][]): string[][] {
  const all = pages.flat();
  let within = 0;
  let withinAt = "";
  for (const [s, story] of pages.entries())
    for (let i = 0; i < story.length; i++)
      for (let j = i + 1; j < story.length; j++) {
        const shared = sharedCells(story[i]!.cells, story[j]!.cells);
        if (shared > within) [within, withinAt] = [shared, `story ${s + 1}, pages ${i + 1} and ${j + 1}`];
      }
  let across = 0;
  let acrossAt = "";
  for (let s = 0; s < pages.length; s++)
    for (let t = s + 1; t < pages.length; t++)
      for (const [i, a] of pages[s]!.entries())
        for (const [j, b] of pages[t]!.entries()) {
          const shared = sharedCells(a.cells, b.cells);
          if (shared > across) [across, acrossAt] = [shared, `story ${s + 1} page ${i + 1}, story ${t + 1} page ${j + 1}`];
        }
  const regions = all.map((p) => p.regions);
  const largest = all.map((p) => p.largest);
  const black = all.map((p) => p.black);
  const bottom = all.map((p) => p.bottom).filter(Number.isFinite);
  return [
    [`${label}: regions of 5 mm or more a page`, `min ${Math.min(...regions)}, median ${percentile(regions, 50)}, max ${Math.max(...regions)}`],
    [`${label}: largest region's share of the page (rule: at most 33%)`, `median ${pct(percentile(largest, 50))}, max ${pct(Math.max(...largest))}`],
    [`${label}: solid black at 15 px (pupils and thick marks count)`, `median ${pct(percentile(black, 50), 2)}, max ${pct(Math.max(...black), 2)}`],
    [
      `${label}: thinnest region along the frame's bottom edge (a pen tip is ${PEN_TIP} px)`,
      bottom.length
        ? `min ${Math.min(...bottom).toFixed(0)} px, ${bottom.filter((t) => t < PEN_TIP).length} of ${all.length} pages under ${PEN_TIP} px`
        : "n/a",
    ],
    [`${label}: most ink two pages of one story share`, within ? `${pct(within)} (${withinAt})` : "n/a"],
    [`${label}: most ink two pages of different stories share`, across ? `${pct(across)} (${acrossAt})` : "n/a"],
  ];
}

export async function benchPictures(count = Number(process.env.BENCH_PICTURE_STORIES ?? 40)): Promise<string[][]> {
  const builtInDir = path.join(process.cwd(), "public", "original-story");
  const builtIn: PageFigures[] = [];
  const builtInPixels: Uint8Array[] = [];
  for (const file of readdirSync(builtInDir).filter((name) => /^\d\d-.*\.svg$/.test(name))) {
    const figures = await figuresOf(await toLineArt(readFileSync(path.join(builtInDir, file))));
    builtIn.push(figures);
    builtInPixels.push(figures.pixels);
  }
  rmSync(SHEET_DIR, { recursive: true, force: true });
  mkdirSync(SHEET_DIR, { recursive: true });
  await contactSheet(builtInPixels, path.join(SHEET_DIR, "00-built-in.png"));

  const stories: PageFigures[][] = [];
  const supports = new Map<string, number>();
  let floating = 0;
  let props = 0;
  const requests = [...variedRequests(count), ...moreArcRequests()];
  for (const [i, request] of requests.entries()) {
    const storyId = i + 1;
    const story = writeOfflineStory(request, storyId);
    const pages: PageFigures[] = [];
    const pixels: Uint8Array[] = [];
    for (const page of story.pages) {
      const { png, composition } = await renderPage({
        sceneDescription: page.sceneDescription,
        storyTitle: story.title,
        pageNumber: page.pageNumber,
        storyId,
        scene: page.scene!,
      });
      for (const prop of composition.placed) {
        if (prop.kind !== "prop") continue;
        props++;
        supports.set(prop.on, (supports.get(prop.on) ?? 0) + 1);
        if (prop.on === "air" && PROP_ART[PROPS[prop.id].art]().zone !== "flies") floating++;
      }
      const { pixels: raster, ...figures } = await figuresOf(png);
      pages.push(figures);
      pixels.push(raster);
    }
    stories.push(pages);
    const slug = request.activityType
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/^-|-$/g, "");
    await contactSheet(pixels, path.join(SHEET_DIR, `${String(storyId).padStart(2, "0")}-${slug}.png`));
  }
  const later = `${requests.length - count} later kinds of day`;
  return [
    ...summary("built-in story", [builtIn]),
    ...summary(`${count} offline stories`, stories.slice(0, count)),
    ...summary(later, stories.slice(count)),
    [`all ${requests.length} offline stories: what holds each drawn object up`, [...supports].map(([on, n]) => `${on} ${n}`).join(", ")],
    [`all ${requests.length} offline stories: objects floating that do not fly`, `${floating} of ${props}`],
  ];
}

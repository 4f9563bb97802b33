import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { IMAGE_STATUSES, STORY_STATUSES } from "@/lib/db/enums";
import type { NewStory } from "@/lib/db/schema";
import { registerCliCommand } from "@/lib/cli/commands";
import { recordSampleNarration } from "@/lib/narration/recorded/sample";
import { storeImage } from "@/lib/storage/stored-image";
import { insertStories, promoteStoryToHomepage } from "@/lib/stories/server/commands";
import type { ImageMap } from "@/lib/schemas/story-json";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { IMAGE_STATUS, STORY_STATUS } from "@/lib/stories/model/status";
import { SEASONS } from "@/lib/config/seasons.mjs";

// `npm run seed`: a complete sample story, for a first look at the site, the browser tests
// and the benchmark. It runs inside the server when the server holds the database
// (lib/cli/bridge.ts), so the server's page cache sees the change.

const seedOptions = z.object({
  title: z.string().trim().min(1).optional(),
  published: z.boolean().optional(),
  archived: z.boolean().optional(),
  homepage: z.boolean().optional(),
  images: z.boolean().optional(),
  status: z.enum(STORY_STATUSES).optional(),
  pages: z.number().int().min(1).max(10).optional(),
  bulk: z.number().int().min(1).max(1_000_000).optional(),
  bulkPages: z.boolean().optional(),
  narrated: z.boolean().optional(),
  /** Each page's picture described, as the built-in story describes the line art it shows. */
  described: z.boolean().optional(),
  /** Held for review with this reason, as the moderation would leave it. */
  needsReview: z.string().trim().min(1).max(2000).optional(),
});

export type SeedOptions = z.infer<typeof seedOptions>;

const SCENES = [
  ["Pepita and Abuelita open the big blue door and wave hello to the morning.", "Pepita y Abuelita abren la gran puerta azul y saludan a la mañana."],
  ["They stir warm chocolate in the clay pot, and it smells like cinnamon.", "Menean el chocolate caliente en la olla de barro, y huele a canela."],
  ["Little hands fold the dough into half-moons, one, two, three.", "Manitas doblan la masa en medias lunas: una, dos, tres."],
  ["Orange marigolds nod in the garden as Pepita waters each one.", "Los cempasúchiles anaranjados se mecen mientras Pepita riega cada uno."],
  ["Abuelita paints tiny flowers on a sugar skull; Pepita adds a smile.", "Abuelita pinta florecitas en una calaverita; Pepita le añade una sonrisa."],
  ["On the porch at sunset, Abuelita tells the story of her village.", "En el portal, al atardecer, Abuelita cuenta la historia de su pueblo."],
  ["The radio plays, and Pepita learns to twirl her bright skirt.", "Suena la radio y Pepita aprende a girar con su falda de colores."],
  ["Pat, pat, pat! Round tortillas puff up on the hot comal.", "¡Pat, pat, pat! Las tortillas redondas se inflan en el comal caliente."],
  ["At the market they choose mangoes, chiles and a paper piñata.", "En el mercado escogen mangos, chiles y una piñata de papel."],
  ["Under the warm blanket, Abuelita whispers, “Sweet dreams, mi niña.”", "Bajo la cobija, Abuelita susurra: «Dulces sueños, mi niña»."],
] as const;

/** A stored PNG with its web copies, as an upload would be stored. */
async function storedSample(image: string): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), "public", image));
  const body = await sharp(svg, { density: 96 }).flatten({ background: "#ffffff" }).png().toBuffer();
  return storeImage("seed", { body, contentType: "image/png", extension: "png" });
}

const samplePages = (count: number) =>
  SCENES.slice(0, count).map(([storyText, spanishText], index) => ({
    pageNumber: index + 1,
    storyText,
    spanishText,
    sceneDescription: storyText,
  }));

/** The description of the built-in picture a sample page shows. */
function describedAs(pageNumber: number) {
  const original = ORIGINAL_STORY_PAGES[(pageNumber - 1) % ORIGINAL_STORY_PAGES.length]!;
  return { descriptionEn: original.descriptionEn, descriptionEs: original.descriptionEs };
}

// Generated images point at the built-in line art.
const sampleArt = (pages: readonly { pageNumber: number }[]) =>
  pages.map((page) => ORIGINAL_STORY_PAGES[(page.pageNumber - 1) % ORIGINAL_STORY_PAGES.length]?.image ?? null);

const seedCredits = (urls: readonly (string | null)[]) =>
  Object.fromEntries(urls.flatMap((url, index) => (url ? [[String(index + 1), { by: "seed" as const }]] : [])));
const imageMapOf = (urls: readonly (string | null)[]): ImageMap => Object.fromEntries(urls.flatMap((url, index) => (url ? [[String(index + 1), url]] : [])));

export async function seedStory(options: SeedOptions = {}): Promise<{ id: number; title: string }> {
  const count = options.pages ?? 10;
  const title = options.title ?? "Pepita's Sunny Week with Abuelita";
  const pages = samplePages(count).map((page) => (options.described ? { ...page, ...describedAs(page.pageNumber) } : page));
  const withImages = options.images ?? true;
  // Page 1 also gets a manual image in storage, so both image sources (and both PDF image paths) are exercised.
  const generated = withImages ? sampleArt(pages) : [];
  const manual: ImageMap = withImages && generated[0] ? { "1": await storedSample(generated[0]) } : {};
  // A story held for review is never published.
  const published = !options.needsReview && (options.published ?? true);
  const [id] = await insertStories([
    {
      title,
      activityType: "cooking together",
      season: "Summer",
      pepitaRole: "helper",
      pepitaCustomization: { personality: ["curious", "kind"], favoriteActivity: "coloring" },
      storyData: { pages },
      status: options.status ?? STORY_STATUS.complete,
      imageData: imageMapOf(generated),
      // Sample text and the built-in line art, credited as such.
      writer: "seed",
      imageCredits: seedCredits(generated),
      imageStatus: withImages ? IMAGE_STATUS.complete : IMAGE_STATUS.pending,
      manualImages: manual,
      published,
      publishedAt: published ? new Date() : null,
      archived: options.archived ?? false,
      archivedAt: options.archived ? new Date() : null,
      needsReview: Boolean(options.needsReview),
      reviewReason: options.needsReview ?? null,
    },
  ]);
  if (id === undefined) throw new Error("The story was not created");
  if (options.homepage) await promoteStoryToHomepage(id);
  if (options.narrated) await recordSampleNarration(id, 1);
  return { id, title };
}

const BULK_BATCH = 1000;

/**
 * `count` summary-only stories (no page texts or images) in a mix of states, one minute apart
 * up to now: a large catalogue for measuring the back office's list. With `withPages`, the
 * written ones have ten pages, and those whose pictures are drawn have the line art: a library
 * for measuring the screens that list pages and pictures.
 */
export async function seedBulkStories(count: number, withPages = false): Promise<number> {
  const now = Date.now();
  const pages = samplePages(SCENES.length);
  const art = imageMapOf(sampleArt(pages));
  for (let start = 0; start < count; start += BULK_BATCH) {
    const rows: NewStory[] = [];
    for (let index = start; index < Math.min(count, start + BULK_BATCH); index++) {
      const createdAt = new Date(now - (count - index) * 60_000);
      const published = index % 3 !== 0;
      const archived = index % 11 === 0;
      const status = index % 17 === 0 ? STORY_STATUS.failed : index % 13 === 0 ? STORY_STATUS.generating : STORY_STATUS.complete;
      const imageStatus = IMAGE_STATUSES[index % IMAGE_STATUSES.length]!;
      const written = withPages && status === STORY_STATUS.complete;
      rows.push({
        title: `Bulk story ${index + 1}`,
        activityType: "market day",
        season: SEASONS[index % SEASONS.length]!,
        pepitaRole: "helper",
        writer: "seed",
        status,
        imageStatus,
        ...(written
          ? {
              storyData: { pages },
              ...(imageStatus === IMAGE_STATUS.complete
                ? { imageData: art, imageCredits: Object.fromEntries(Object.keys(art).map((page) => [page, { by: "seed" as const }])) }
                : { imageData: {} }),
            }
          : {}),
        published,
        publishedAt: published ? createdAt : null,
        archived,
        archivedAt: archived ? createdAt : null,
        createdAt,
      });
    }
    await insertStories(rows);
  }
  return count;
}

registerCliCommand("seed-story", async (args) => {
  const options = seedOptions.parse(args);
  if (options.bulk) return { lines: [`Created ${await seedBulkStories(options.bulk, options.bulkPages)} stories`] };
  const { id, title } = await seedStory(options);
  return { lines: [`Created story ${id}: ${title}`, `story-id=${id}`] };
});

import "server-only";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { getDb } from "@/db";
import { STORY_STATUSES } from "@/db/enums";
import { stories } from "@/db/schema";
import { registerCliCommand } from "@/lib/cli-commands";
import { promoteToHomepage } from "@/lib/homepage";
import { ORIGINAL_STORY_PAGES } from "@/lib/original-story-pages";
import { revalidateStory } from "@/lib/revalidate-story";
import { getStorage, objectUrl } from "@/lib/storage";

// `npm run seed`: a complete sample story, for a first look at the site, the browser tests
// and the benchmark. It runs inside the server when the server holds the database
// (lib/cli-bridge.ts), so the server's page cache sees the change.

const seedOptions = z.object({
  title: z.string().trim().min(1).optional(),
  published: z.boolean().optional(),
  archived: z.boolean().optional(),
  homepage: z.boolean().optional(),
  images: z.boolean().optional(),
  status: z.enum(STORY_STATUSES).optional(),
  pages: z.number().int().min(1).max(10).optional(),
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

async function storedSample(image: string): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), "public", image));
  const key = `seed/${randomBytes(9).toString("base64url")}.png`;
  await getStorage().put(key, await sharp(svg, { density: 96 }).flatten({ background: "#ffffff" }).png().toBuffer(), "image/png");
  return objectUrl(key);
}

export async function seedStory(options: SeedOptions = {}): Promise<{ id: number; title: string }> {
  const count = options.pages ?? 10;
  const title = options.title ?? "Pepita's Sunny Week with Abuelita";
  const pages = SCENES.slice(0, count).map(([storyText, spanishText], index) => ({
    pageNumber: index + 1,
    storyText,
    spanishText,
    sceneDescription: storyText,
  }));
  const withImages = options.images ?? true;
  // Generated images point at the built-in line art; page 1 also gets a manual image in
  // storage, so both image sources (and both PDF image paths) are exercised.
  const generated = withImages ? pages.map((page) => ORIGINAL_STORY_PAGES[(page.pageNumber - 1) % ORIGINAL_STORY_PAGES.length]?.image ?? null) : [];
  const manual = withImages && generated[0] ? { "1": await storedSample(generated[0]) } : {};
  const published = options.published ?? true;
  const db = await getDb();
  const [row] = await db
    .insert(stories)
    .values({
      title,
      activityType: "cooking together",
      season: "Summer",
      pepitaRole: "helper",
      pepitaCustomization: JSON.stringify({ personality: ["curious", "kind"], favoriteActivity: "coloring" }),
      storyData: JSON.stringify({ pages }),
      status: options.status ?? "complete",
      imageData: JSON.stringify({ images: Object.fromEntries(generated.map((url, index) => [String(index + 1), url])) }),
      imageStatus: withImages ? "complete" : "pending",
      manualImages: JSON.stringify(manual),
      published,
      publishedAt: published ? new Date() : null,
      archived: options.archived ?? false,
      archivedAt: options.archived ? new Date() : null,
    })
    .returning({ id: stories.id });
  if (!row) throw new Error("The story was not created");
  if (options.homepage) await promoteToHomepage(row.id);
  revalidateStory();
  return { id: row.id, title };
}

registerCliCommand("seed-story", async (args) => {
  const { id, title } = await seedStory(seedOptions.parse(args));
  return { lines: [`Created story ${id}: ${title}`, `story-id=${id}`] };
});

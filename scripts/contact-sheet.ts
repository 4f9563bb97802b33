import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderPage } from "@/lib/images/offline-generator";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// The README's contact sheets: one story the offline generator writes and draws, ten pages in
// two rows, and the built-in story's ten hand-drawn scenes beside it.
// Run: npx tsx --conditions=react-server scripts/contact-sheet.ts

const TILE = { width: 256, height: 384 };
const OUT = path.join("docs", "readme");

async function sheet(tiles: Buffer[], file: string): Promise<void> {
  const gap = 8;
  await sharp({ create: { width: 5 * TILE.width + 6 * gap, height: 2 * TILE.height + 3 * gap, channels: 3, background: "#d9d9d9" } })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % 5) * (TILE.width + gap), top: gap + Math.floor(i / 5) * (TILE.height + gap) })))
    .png({ palette: true, colours: 16 })
    .toFile(path.join(OUT, file));
}

async function main() {
  const story = writeOfflineStory({
    activityType: "Baking pan dulce",
    season: "Winter",
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: ["Curious", "Affectionate"], favoriteActivity: "Chasing butterflies", outfit: "Yellow raincoat" },
  });
  const generated = await Promise.all(
    story.pages.map(async (page) => {
      const { png } = await renderPage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! });
      return sharp(png).resize(TILE.width, TILE.height).png().toBuffer();
    }),
  );
  await sheet(generated, "generated-story.png");
  const originals = await Promise.all(
    readdirSync("public/original-story")
      .sort()
      .map((file) =>
        sharp(readFileSync(path.join("public/original-story", file)))
          .resize(TILE.width, TILE.height, { fit: "contain", background: "#fff" })
          .flatten({ background: "#fff" })
          .png()
          .toBuffer(),
      ),
  );
  await sheet(originals, "built-in-story.png");
  console.log(`${story.title} / ${story.spanishTitle}`);
}

void main();

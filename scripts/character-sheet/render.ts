import sharp from "sharp";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import type { PartName } from "@/lib/images/scene/story-parts";

// The character sheet the image model draws Abuelita and Pepita from: both of them in two poses
// each, cut from the built-in story's scenes (the parts in lib/images/scene/story-parts.json),
// side by side at the one scale those scenes share, so their sizes compare as they should.

const WIDTH = 1536;
const MARGIN = 40;
const GAP = 32;
const FIGURES: PartName[] = ["abuelita-waving", "abuelita-hands-together", "pepita-arms-up", "pepita-running"];

/** The sheet as a two-tone PNG, 1536 pixels wide and as tall as its tallest figure. */
export async function renderCharacterSheet(): Promise<Buffer> {
  const parts = FIGURES.map((name) => partAtOrigin(name));
  // As wide as the row allows; the sheet is as tall as its tallest figure.
  const scale = (WIDTH - 2 * MARGIN - GAP * (parts.length - 1)) / parts.reduce((sum, part) => sum + part.width, 0);
  const height = Math.ceil(Math.max(...parts.map((part) => part.height)) * scale + 2 * MARGIN);
  const ground = height - MARGIN;
  let left = MARGIN;
  const figures = parts.map((part) => {
    const x = left + (part.width * scale) / 2;
    left += part.width * scale + GAP;
    return `<g transform="translate(${x.toFixed(1)} ${ground}) scale(${scale.toFixed(4)})">${part.svg}</g>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>${figures.join("")}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#fff" }).greyscale().threshold(200).png({ palette: true, colours: 2 }).toBuffer();
}

import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { cutStoryParts } from "@/scripts/story-parts/cut";

// Writes the offline illustrator's drawn parts from the built-in story's scenes: run after
// editing public/original-story/*.svg or the table in scripts/story-parts/cut.ts.
// Run: npm run art:parts

const OUT = "lib/images/scene/story-parts.json";

async function main() {
  const json = JSON.stringify(cutStoryParts(), null, 2);
  writeFileSync(OUT, await format(json, { ...(await resolveConfig(OUT)), filepath: OUT }));
  console.log(`Wrote ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

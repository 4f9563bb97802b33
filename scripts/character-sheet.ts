import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHARACTER_SHEET_FILE } from "@/lib/images/references/character-sheet-file";
import { renderCharacterSheet } from "@/scripts/character-sheet/render";

// Writes the character sheet OpenAI draws every page from: run after `npm run art:parts` or after
// changing the figures in scripts/character-sheet/render.ts.
// Run: npm run art:characters

async function main() {
  const png = await renderCharacterSheet();
  mkdirSync(path.dirname(CHARACTER_SHEET_FILE), { recursive: true });
  writeFileSync(CHARACTER_SHEET_FILE, png);
  console.log(`Wrote ${CHARACTER_SHEET_FILE} (${png.length} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CHARACTER_SHEET_FILE } from "@/lib/images/references/character-sheet-file";
import { renderCharacterSheet } from "@/scripts/character-sheet/render";

describe("the character sheet kept in the repository", () => {
  it("is what `npm run art:characters` draws from the built-in story's parts today", async () => {
    const kept = readFileSync(path.join(process.cwd(), CHARACTER_SHEET_FILE));
    expect((await renderCharacterSheet()).equals(kept), "the sheet is out of date: run npm run art:characters").toBe(true);
  });

  it("is a small two-tone landscape PNG, black lines on white", async () => {
    const kept = readFileSync(path.join(process.cwd(), CHARACTER_SHEET_FILE));
    const { width, height, format } = await sharp(kept).metadata();
    expect([format, width]).toEqual(["png", 1536]);
    expect(height).toBeLessThan(width!);
    expect(kept.length).toBeLessThan(100_000);
    const { data } = await sharp(kept).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
  });
});

import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CHARACTER_SHEET_FILE } from "@/lib/images/references/character-sheet-file";

// The reference pictures an image model is sent with a page's prompt, so every page draws the
// same Abuelita and Pepita: the character sheet kept in the repository, and the story's own
// first page once it is drawn.

let sheet: Promise<Buffer> | undefined;

/** The character sheet's PNG, read once. */
export function characterSheet(): Promise<Buffer> {
  sheet ??= readFile(path.join(process.cwd(), CHARACTER_SHEET_FILE)).catch((error: unknown) => {
    sheet = undefined;
    throw error;
  });
  return sheet;
}

/** The longest side a first page is sent at: enough to show the characters, and a bounded upload. */
export const REFERENCE_PAGE_MAX_SIDE = 1024;

/**
 * A stored page as a reference: a grey PNG no larger than REFERENCE_PAGE_MAX_SIDE, whatever the
 * admin uploaded; null for bytes that are not a picture.
 */
export async function referencePage(image: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(image, { limitInputPixels: 25_000_000 })
      .resize(REFERENCE_PAGE_MAX_SIDE, REFERENCE_PAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#fff" })
      .greyscale()
      .png({ palette: true, colours: 16 })
      .toBuffer();
  } catch {
    return null;
  }
}

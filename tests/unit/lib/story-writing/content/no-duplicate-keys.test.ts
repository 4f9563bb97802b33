import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// JSON.parse keeps the last of two equal keys in an object and drops the first without a word:
// two branches that each added a "refuses" list to the beach arc lost one of them on merging.
const FOLDERS = ["lib/story-writing/content", "messages"];
const files = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(process.cwd(), folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(folder, name)),
);

/** How often each key is written in the text, and how often the parsed value still has it. */
function keyCounts(text: string) {
  const written = new Map<string, number>();
  for (const [, key] of text.matchAll(/(?<!\\)"((?:[^"\\]|\\.)*)"\s*:/g)) written.set(key!, (written.get(key!) ?? 0) + 1);
  const kept = new Map<string, number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) {
        kept.set(key, (kept.get(key) ?? 0) + 1);
        walk(inner);
      }
  };
  walk(JSON.parse(text));
  return { written, kept };
}

describe("content and message files", () => {
  it("finds the files", () => expect(files.length).toBeGreaterThan(8));

  it.each(files)("%s writes no key twice in one object", (file) => {
    const { written, kept } = keyCounts(readFileSync(path.join(process.cwd(), file), "utf8"));
    const lost = [...written].filter(([key, times]) => times > (kept.get(key) ?? 0)).map(([key]) => key);
    expect(lost).toEqual([]);
  });

  it("notices a key written twice", () => {
    const { written, kept } = keyCounts('{ "id": "beach", "refuses": ["a"], "refuses": ["b"] }');
    expect(written.get("refuses")).toBe(2);
    expect(kept.get("refuses")).toBe(1);
  });
});

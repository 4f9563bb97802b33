import { describe, expect, it } from "vitest";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";

// Page 6's trait line follows any small problem (the pink paint run out as much as a scare), so it
// tells of no fear and of nothing broken or spilled that the problem may not have had.

describe("page 6's trait lines after the mend", () => {
  it.each(Object.entries(pepitaWords.traits))("%s fits any small problem", (_, trait) => {
    for (const line of trait.afterMend) {
      expect(line.en).not.toMatch(/\b(afraid|scared|break|spill)/i);
      expect(line.es).not.toMatch(/miedo|rompiera|se tirara/i);
    }
  });
});

import { describe, expect, it } from "vitest";
import { PROP_IDS, PROPS, spanishWithArticle } from "@/lib/story-writing/scene/lexicon";

describe("a thing's Spanish name with its article", () => {
  it("gives each of two things named together its own article (el pincel y las pinturas)", () => {
    expect(spanishWithArticle("paintbrush")).toBe("el pincel y las pinturas");
    for (const id of PROP_IDS) {
      const parts = spanishWithArticle(id).split(/ (?:y|e) /);
      for (const part of parts) expect(part, `${id}: ${PROPS[id].es}`).toMatch(/^(el|la|los|las) /);
    }
  });
});

import { describe, expect, it } from "vitest";
import { THEMES, themeVariety, type Theme } from "@/lib/story-writing/scene/activities";

// Page 6 opens with Pepita's role ("Pepita told the problem like a story...") before the mend, so
// what the mend finds, frees or sends up again is named there: "there it was" after "the old tin
// box of letters" found the box, not Abuelita's papá's photo, and "up it went" after the leaves
// sent the leaves up, not the kite.

/** The arc as each of its varieties tells it, the lemon where the arc says orange. */
const toldAs = (theme: Theme) => [theme, ...(theme.varieties ?? []).map((_, i) => themeVariety(theme, "", (list) => list[i]!))];

// The thing found or freed, said with a bare pronoun at the moment it turns up.
const BARE_FIND = {
  en: /\bthere (it|they) (was|were)\b|:\s*(it|they) (was|were)\b|\bup (it|they) went\b/i,
  es: /\bahí estaban?[,.!]|:\s*¡?estaban?\b/i,
};

describe("the mend on page 6", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))("names what the %s arc's mends find or free", (_, theme) => {
    for (const told of toldAs(theme))
      for (const { fix } of told.hiccups) {
        expect(fix.en).not.toMatch(BARE_FIND.en);
        expect(fix.es).not.toMatch(BARE_FIND.es);
      }
  });

  it("tells a lemon chased by the wasp without a pronoun of the orange's gender", () => {
    const fruitPicking = THEMES.find(({ id }) => id === "fruit-picking")!;
    for (const told of toldAs(fruitPicking))
      for (const { fix } of told.hiccups.filter(({ en }) => /wasp/.test(en))) expect(fix.es).not.toMatch(/tras ella|tras él/);
  });
});

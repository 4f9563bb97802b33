import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadAlongCaption } from "@/components/story/read-along";

// The caption as the server sends it: a span per word already there, so starting Listen moves nothing.

const render = (text: string, word: number | null) =>
  renderToStaticMarkup(<ReadAlongCaption text={text} language="es" word={word} reading={word !== null} className="caption" onWord={() => {}} />);

describe("a caption rendered for reading along", () => {
  it("puts each word, its punctuation with it, in a span of its own, and keeps the text as written", () => {
    const html = render("¿Quién canta? ¡Pepita — y Abuelita!", null);
    expect([...html.matchAll(/<span data-word="(\d+)"[^>]*>([^<]*)<\/span>/g)].map((match) => [Number(match[1]), match[2]])).toEqual([
      [0, "¿Quién"],
      [1, "canta?"],
      [2, "¡Pepita"],
      [3, "y"],
      [4, "Abuelita!"],
    ]);
    expect(html.replace(/<[^>]+>/g, "")).toBe("¿Quién canta? ¡Pepita — y Abuelita!");
    expect(html).toMatch(/^<p lang="es" data-caption="es" class="caption">/);
    expect(html).not.toContain("aria-current");
  });

  it("marks the word being heard, and only it, as current, with no live region", () => {
    const html = render("Menean el chocolate caliente.", 2);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<span data-word="2" aria-current="true"[^>]*>chocolate<\/span>/);
    expect(html).toContain("data-reading");
    expect(html).not.toMatch(/aria-live|role=/);
  });
});

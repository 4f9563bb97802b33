import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// axe-core checks text in the browser suite; the edges of controls and the focus ring are not
// text, so their 3:1 (WCAG 2.1 1.4.11) is checked here against the theme's own tokens.

const css = readFileSync(path.join(process.cwd(), "app/theme.css"), "utf8");

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
  if (!match) throw new Error(`--color-${name} is not a hex colour in app/theme.css`);
  return match[1]!;
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const WHITE = rgb("#ffffff");

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** `color` at `alpha` over `under`, as the browser composites it. */
const over = (color: Rgb, alpha: number, under: Rgb): Rgb => color.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as Rgb;

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const surfaces = () => ({
  white: WHITE,
  paper: rgb(token("paper")),
  "terracotta-50": rgb(token("terracotta-50")),
  "marigold-100": rgb(token("marigold-100")),
});

describe("theme colours", () => {
  it("text in ink, and secondary text in ink at 60%, reads at 4.5:1 on every light surface", () => {
    const ink = rgb(token("ink"));
    for (const [name, surface] of Object.entries(surfaces())) {
      expect(contrast(ink, surface), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(over(ink, 0.6, surface), surface), `ink/60 on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the captions keep 4.5:1 on the highlight of the caption being read", () => {
    const highlight = rgb(token("marigold-100"));
    expect(contrast(rgb(token("ink")), highlight)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(token("sky-700")), highlight)).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring stands out at 3:1 from every light surface", () => {
    for (const [name, surface] of Object.entries(surfaces())) expect(contrast(rgb(token("sky-500")), surface), name).toBeGreaterThanOrEqual(3);
  });

  it("a form control's edge stands out at 3:1 from the white cards and the paper it sits on", () => {
    const { white, paper } = surfaces();
    expect(contrast(rgb(token("terracotta-400")), white)).toBeGreaterThanOrEqual(3);
    expect(contrast(rgb(token("terracotta-400")), paper)).toBeGreaterThanOrEqual(3);
  });

  it("badge text reads at 4.5:1 on the badge's own tint", () => {
    expect(contrast(rgb(token("leaf-700")), over(rgb(token("leaf-500")), 0.15, WHITE))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(token("sky-700")), over(rgb(token("sky-500")), 0.1, WHITE))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(token("marigold-800")), rgb(token("marigold-100")))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(token("terracotta-700")), rgb(token("terracotta-50")))).toBeGreaterThanOrEqual(4.5);
  });

  it("white text on the filled buttons reads at 4.5:1", () => {
    for (const name of ["terracotta-500", "terracotta-600", "sky-500", "leaf-500"]) expect(contrast(WHITE, rgb(token(name))), name).toBeGreaterThanOrEqual(4.5);
  });

  it("the colouring page's crayon edges (ink at 70%) and keyboard cross (sky-700) stand out at 3:1 on its white panel, and 'Colour it here' reads at 4.5:1", () => {
    expect(contrast(over(rgb(token("ink")), 0.7, WHITE), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(rgb(token("sky-700")), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(rgb(token("leaf-700")), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(token("leaf-700")), over(rgb(token("leaf-500")), 0.1, WHITE))).toBeGreaterThanOrEqual(4.5);
  });
});

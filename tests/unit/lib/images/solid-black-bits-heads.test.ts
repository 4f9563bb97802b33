import { describe, expect, it } from "vitest";
import { toLineArtPixels } from "@/lib/images/line-art";
import { figure } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// What printed as solid black round the two heads on the snowy close-ups with the most of it:
// Pepita's hair beside her cheeks and between her bangs below a knitted hat's brim, and
// Abuelita's ears and earrings, the ears peeking past her face and the earrings' rings too small
// inside to colour.

const W = 1024;
const H = 1536;
type Box = { x: number; y: number; w: number; h: number };

const page = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${inner}</svg>`;

/** Where the figure's shapes matching `shape` are drawn on the page: the figure with every other shape left out, in one box or, `apart`, in its left and right halves. */
async function whereIs(svg: string, shape: RegExp, apart = false): Promise<Box[]> {
  const only = svg.replace(/<(path|ellipse|circle|rect)[^>]*\/>/g, (tag) => (shape.test(tag) ? tag : ""));
  const ink = await toLineArtPixels(Buffer.from(page(only)));
  const boxIn = (from: number, to: number): Box[] => {
    let [left, top, right, bottom] = [W, H, -1, -1];
    for (let y = 0; y < H; y++)
      for (let x = from; x < to; x++)
        if (ink[y * W + x] === 0) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    return right < 0 ? [] : [{ x: left, y: top, w: right - left + 1, h: bottom - top + 1 }];
  };
  const [all] = boxIn(0, W);
  if (!all || !apart) return all ? [all] : [];
  const middle = Math.round(all.x + all.w / 2);
  return [...boxIn(all.x, middle), ...boxIn(middle, all.x + all.w)];
}

describe("Pepita in a knitted hat", () => {
  it("shows no black slivers of hair or ears below its brim, beside her face, on a lap or standing, in a coat or her dress", async () => {
    const face = /^<ellipse cx="0" cy="0" rx="58" ry="54"/;
    for (const drawing of ["pepita-bench", "pepita-holding-skull"] as PartName[])
      for (const outfit of ["winter-coat", "beanie"] as const)
        for (const scale of [1.2, 1.44]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", outfit });
          const [head] = await whereIs(drawn.svg, face);
          const label = `${drawing} in ${outfit} at ${scale}`;
          expect(head, label).toBeDefined();
          const printedPage = await printedPixels(page(drawn.svg));
          // Each side of her face from a third of its width outside it to a third inside (her eyes are
          // nearer the middle), from above her forehead, under the brim, down to her eyes.
          for (const side of [-1, 1]) {
            const box = { x: side < 0 ? head!.x - head!.w / 3 : head!.x + head!.w, y: head!.y, w: head!.w / 3, h: head!.h / 2 };
            expect(solidBlackIn(printedPage, box), `${label}, ${side < 0 ? "left" : "right"}`).toBe(0);
            expect(
              solidBlackIn(printedPage, { ...box, x: side < 0 ? head!.x : head!.x + (head!.w * 2) / 3 }),
              `${label}, ${side < 0 ? "left" : "right"} inside`,
            ).toBe(0);
          }
        }
  }, 120_000);
});

describe("Abuelita's ears and earrings", () => {
  it("are an ear wide enough to colour and an open hook that prints as a line, not black dots, seated or standing, in any clothes", async () => {
    const ears = /^<ellipse cx="-?5\d" cy="-?\d+" rx="1\d" ry="1\d"/;
    for (const drawing of ["abuelita-bench", "abuelita-waving", "abuelita-hands-together"] as PartName[])
      for (const outfit of [undefined, "winter-coat"] as const)
        for (const scale of [1, 1.8]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Abuelita", ...(outfit ? { outfit } : {}) });
          const label = `${drawing} in ${outfit ?? "her everyday clothes"} at ${scale}`;
          const both = await whereIs(drawn.svg, ears, true);
          expect(both, label).toHaveLength(2);
          const printedPage = await printedPixels(page(drawn.svg));
          // Each ear from its middle down to where its earring hangs (her cheeks, beside it, are not in it).
          for (const ear of both) expect(solidBlackIn(printedPage, { x: ear.x, y: ear.y + ear.h / 2, w: ear.w, h: ear.h * 1.2 }), label).toBe(0);
        }
  }, 120_000);
});

describe("Pepita dancing in her everyday dress", () => {
  it("has a waistband to colour above her held-out skirt, not a black bar along the bodice's hem", async () => {
    const band = /^<path d="M-47 -176 Q0 -170 47 -176 /;
    for (const scale of [1.2, 1.44, 1.8]) {
      const drawn = figure("pepita-dancing", 512, 1400, scale, false, { who: "Pepita" });
      const [waist] = await whereIs(drawn.svg, band);
      expect(waist, `at ${scale}`).toBeDefined();
      // Its middle, away from the puffed sleeves at its ends, down past the bodice's hem.
      const middle = { x: waist!.x + waist!.w / 5, y: waist!.y, w: (waist!.w * 3) / 5, h: waist!.h * 1.8 };
      expect(solidBlackIn(await printedPixels(page(drawn.svg)), middle), `at ${scale}`).toBe(0);
    }
  }, 60_000);
});

describe("Pepita's neck under her collar", () => {
  it("is the collar tucked under her chin, not a black band between them, in her everyday dress or a collared one", async () => {
    const neck = /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/;
    // Her arms meet at her neck when she holds something in front of her: the closest they come to the collar.
    for (const drawing of ["pepita-holding"] as PartName[])
      for (const outfit of [undefined, "party-dress", "dress", "skirt-and-blouse", "pajamas"] as const)
        for (const scale of [1.2, 1.44]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", ...(outfit ? { outfit } : {}) });
          const label = `${drawing} in ${outfit ?? "her everyday dress"} at ${scale}`;
          const [where] = await whereIs(drawn.svg, neck);
          expect(where, label).toBeDefined();
          // The neck's own square, from her chin down to the collar and the dress's neckline.
          expect(solidBlackIn(await printedPixels(page(drawn.svg)), where!), label).toBe(0);
        }
  }, 180_000);
});

describe("Pepita dancing in long sleeves", () => {
  it("holds her braids' bows whole over her wrists, with no black blot where a cuff crossed them", async () => {
    const loops = /^<path d="M0 0 C-?10 -16 -?30 -18/;
    for (const outfit of ["sweater", "hoodie", "sweater+pants"] as const)
      for (const scale of [1.2, 1.44]) {
        const drawn = figure("pepita-dancing", 512, 1400, scale, false, { who: "Pepita", outfit });
        const label = `in ${outfit} at ${scale}`;
        const bows = await whereIs(drawn.svg, loops, true);
        expect(bows, label).toHaveLength(2);
        const printedPage = await printedPixels(page(drawn.svg));
        for (const bow of bows) expect(solidBlackIn(printedPage, bow), label).toBe(0);
      }
  }, 60_000);
});

describe("Abuelita in a knitted hat, below its brim", () => {
  it("shows her forehead under the brim with no black slivers of hair beside it, seated or standing", async () => {
    const face = /^<ellipse cx="0" cy="-?[\d.]+" rx="56" ry="60"/;
    for (const drawing of ["abuelita-bench", "abuelita-hands-together", "abuelita-waving"] as PartName[])
      for (const outfit of ["winter-coat", "scarf-and-beanie"] as const)
        for (const scale of [1.44, 1.8]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Abuelita", outfit });
          const label = `${drawing} in ${outfit} at ${scale}`;
          const [head] = await whereIs(drawn.svg, face);
          expect(head, label).toBeDefined();
          const printedPage = await printedPixels(page(drawn.svg));
          // Each side of her forehead, from a tenth of her face's width outside it to a third inside,
          // from its top (under the hat) down to above her glasses.
          for (const side of [-1, 1]) {
            const box = { x: side < 0 ? head!.x - head!.w / 10 : head!.x + (head!.w * 2) / 3, y: head!.y, w: head!.w / 3 + head!.w / 10, h: head!.h * 0.36 };
            expect(solidBlackIn(printedPage, box), `${label}, ${side < 0 ? "left" : "right"}`).toBe(0);
          }
        }
  }, 120_000);
});

describe("Pepita's hair beside her cheeks", () => {
  it("comes down over her ears as a lock to colour each side of her face, with no black wedge against her cheek, in any pose", async () => {
    const face = /^<ellipse cx="0" cy="0" rx="58" ry="54"/;
    // Running, her braids fly out level with the lock's end: drawn largest, where they cross it still prints a speck.
    const poses: [PartName, number[]][] = [
      ["pepita-holding", [1.2, 1.44, 1.8]],
      ["pepita-bench", [1.2, 1.44, 1.8]],
      ["pepita-dancing", [1.2, 1.44, 1.8]],
      ["pepita-running", [1.2, 1.44]],
    ];
    for (const [drawing, scales] of poses)
      for (const scale of scales) {
        const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita" });
        const [head] = await whereIs(drawn.svg, face);
        const label = `${drawing} at ${scale}`;
        expect(head, label).toBeDefined();
        const printedPage = await printedPixels(page(drawn.svg));
        // Each side of her face from a sixth of its width outside it to a sixth inside (her eyes are nearer the middle), from above her eyes down past her cheeks.
        for (const side of [-1, 1]) {
          const box = {
            x: side < 0 ? head!.x - head!.w / 6 : head!.x + (head!.w * 3) / 4,
            y: head!.y + head!.h / 4,
            w: head!.w / 4 + head!.w / 6,
            h: head!.h / 2,
          };
          expect(solidBlackIn(printedPage, box), `${label}, ${side < 0 ? "left" : "right"}`).toBe(0);
        }
      }
  }, 120_000);
});

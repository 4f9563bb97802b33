import { describe, expect, it } from "vitest";
import { LAP } from "@/lib/images/scene/composer";
import { holdingOnHerLap, type Point } from "@/lib/images/scene/figures";

// Page 9, Abuelita telling Pepita about her childhood with Pepita on her lap: the arm away from
// Pepita went from her shoulder to Pepita's knees in one smooth curve, bowed out round her side
// like a hoop and longer than any arm. It hangs down her side to the elbow and bends there, the
// forearm across her lap.

/** The centre line of the first path in `svg`, sampled along its lines and quadratic curves. */
function centreLine(svg: string): Point[] {
  const d = /<path d="([^"]+)"/.exec(svg)![1]!;
  const tokens = d.match(/[MLQ]|-?\d+(?:\.\d+)?/g)!;
  const points: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i++]!;
    const next = (): Point => ({ x: Number(tokens[i++]), y: Number(tokens[i++]) });
    if (command === "M" || command === "L") {
      at = next();
      points.push(at);
    } else {
      const [bend, to] = [next(), next()];
      for (let k = 1; k <= 40; k++) {
        const t = k / 40;
        points.push({
          x: (1 - t) ** 2 * at.x + 2 * t * (1 - t) * bend.x + t ** 2 * to.x,
          y: (1 - t) ** 2 * at.y + 2 * t * (1 - t) * bend.y + t ** 2 * to.y,
        });
      }
      at = to;
    }
  }
  return points;
}

describe("Abuelita's arm across her lap, Pepita sitting on it", () => {
  for (const scale of [1.55, 1.8, 2.25]) {
    it(`hangs down her side and bends at the elbow, no longer than an arm, at ${scale}`, () => {
      const x = 400;
      const ground = 1300;
      const pepitaScale = Math.max(1.2, scale * 0.8);
      const pepita = { x: x + LAP.across * scale, ground: ground - LAP.top * scale + LAP.seat * pepitaScale, scale: pepitaScale };
      const { front, box } = holdingOnHerLap(x, ground, scale, { who: "Abuelita" }, pepita);
      const line = centreLine(front).map((p) => ({ x: (p.x - x) / scale, y: (p.y - ground) / scale }));
      const shoulder = line[0]!;
      const length = line.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - line[i]!.x, p.y - line[i]!.y), 0);
      // Her seated drawing's arm from the shoulder to the fingers is about 250 of its units.
      expect(length).toBeLessThan(260);
      // Its farthest out from her body is its elbow, well down her side, not a bulge under the shoulder.
      const outermost = line.reduce((a, b) => (b.x < a.x ? b : a));
      expect(outermost.y - shoulder.y).toBeGreaterThan(100);
      expect(shoulder.x - outermost.x).toBeLessThan(20);
      // It stays inside her drawing's outline.
      expect(x + outermost.x * scale).toBeGreaterThan(box.x);
    });
  }
});

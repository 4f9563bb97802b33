// How far a group cut from a scene reaches on the page, its strokes included: the exact extent of
// every outline (curves and ellipses solved, not sampled, so a box cannot move by a rounding of
// the sampling), widened by half its stroke. The scenes draw with round joins and caps and scale
// only evenly, so a stroke reaches half its (scaled) width beyond the outline in every direction.

type Matrix = readonly [a: number, b: number, c: number, d: number, e: number, f: number];
type Point = { x: number; y: number };
export type Bounds = { left: number; top: number; right: number; bottom: number };

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const apply = (m: Matrix, { x, y }: Point): Point => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

function parseTransform(transform: string | undefined): Matrix {
  let matrix = IDENTITY;
  for (const [, name, args] of (transform ?? "").matchAll(/(\w+)\(([^)]*)\)/g)) {
    const [a = 0, b, c] = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (name === "translate") matrix = multiply(matrix, [1, 0, 0, 1, a, b ?? 0]);
    else if (name === "scale") matrix = multiply(matrix, [a, 0, 0, b ?? a, 0, 0]);
    else if (name === "rotate") {
      const [cos, sin] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
      const [cx, cy] = [b ?? 0, c ?? 0];
      matrix = multiply(matrix, [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy]);
    } else throw new Error(`A transform this cutter does not read: ${name}`);
  }
  return matrix;
}

/** Collects the extent of outlines already in page coordinates, each widened by its half stroke. */
class Extent {
  bounds: Bounds = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  constructor(private readonly halfStroke: number) {}

  x(value: number) {
    this.bounds.left = Math.min(this.bounds.left, value - this.halfStroke);
    this.bounds.right = Math.max(this.bounds.right, value + this.halfStroke);
  }

  y(value: number) {
    this.bounds.top = Math.min(this.bounds.top, value - this.halfStroke);
    this.bounds.bottom = Math.max(this.bounds.bottom, value + this.halfStroke);
  }

  point({ x, y }: Point) {
    this.x(x);
    this.y(y);
  }

  /** A cubic Bézier through page coordinates: its ends and wherever it turns back along an axis. */
  cubic(p0: Point, p1: Point, p2: Point, p3: Point) {
    this.point(p0);
    this.point(p3);
    for (const axis of ["x", "y"] as const) {
      const [a0, a1, a2, a3] = [p0[axis], p1[axis], p2[axis], p3[axis]];
      for (const t of quadraticRoots(-a0 + 3 * a1 - 3 * a2 + a3, 2 * (a0 - 2 * a1 + a2), a1 - a0)) {
        if (t > 0 && t < 1) this[axis]((1 - t) ** 3 * a0 + 3 * (1 - t) ** 2 * t * a1 + 3 * (1 - t) * t ** 2 * a2 + t ** 3 * a3);
      }
    }
  }

  /**
   * An ellipse (or the arc of it from `from` over `sweep` radians) with its centre and radii in
   * local coordinates: along each page axis it reaches furthest where its transformed tangent
   * stands square to that axis.
   */
  ellipse(m: Matrix, centre: Point, rx: number, ry: number, arc?: { from: number; sweep: number }) {
    const at = (angle: number) => apply(m, { x: centre.x + rx * Math.cos(angle), y: centre.y + ry * Math.sin(angle) });
    if (arc) {
      this.point(at(arc.from));
      this.point(at(arc.from + arc.sweep));
    }
    const turn = 2 * Math.PI;
    const onArc = (angle: number) => !arc || ((((angle - arc.from) * Math.sign(arc.sweep)) % turn) + turn) % turn <= Math.abs(arc.sweep);
    for (const [axis, angle] of [
      ["x", Math.atan2(m[2] * ry, m[0] * rx)],
      ["y", Math.atan2(m[3] * ry, m[1] * rx)],
    ] as const) {
      for (const extreme of [angle, angle + Math.PI]) if (onArc(extreme)) this[axis](at(extreme)[axis]);
    }
  }
}

function quadraticRoots(a: number, b: number, c: number): number[] {
  if (Math.abs(a) < 1e-12) return Math.abs(b) < 1e-12 ? [] : [-c / b];
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return [];
  const root = Math.sqrt(discriminant);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

/** The path commands the scenes use: M, L, C, Q, q (relative), circular A and Z. */
function tracePath(d: string, m: Matrix, extent: Extent) {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let i = 0;
  let command = "";
  let current: Point = { x: 0, y: 0 };
  let start = current;
  const number = () => Number(tokens[i++]);
  const point = (): Point => ({ x: number(), y: number() });
  const page = (p: Point) => apply(m, p);
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === "Z") {
      current = start;
      continue;
    }
    if (command === "M" || command === "L") {
      current = point();
      if (command === "M") [start, command] = [current, "L"];
      extent.point(page(current));
    } else if (command === "C") {
      const [c1, c2, end] = [point(), point(), point()];
      extent.cubic(page(current), page(c1), page(c2), page(end));
      current = end;
    } else if (command === "Q" || command === "q") {
      const offset = command === "q" ? current : { x: 0, y: 0 };
      const [control, end] = [point(), point()].map((p) => ({ x: p.x + offset.x, y: p.y + offset.y })) as [Point, Point];
      // The same curve as a cubic: its controls two thirds of the way to the quadratic's one.
      const toward = (from: Point) => ({ x: from.x + ((control.x - from.x) * 2) / 3, y: from.y + ((control.y - from.y) * 2) / 3 });
      extent.cubic(page(current), page(toward(current)), page(toward(end)), page(end));
      current = end;
    } else if (command === "A") {
      const [rx, ry, rotation, large, sweep] = [number(), number(), number(), number(), number()];
      const end = point();
      if (rx !== ry || rotation !== 0) throw new Error(`An arc this cutter does not read: ${d}`);
      extent.ellipse(m, ...circularArc(current, end, rx, large === 1, sweep === 1));
      current = end;
    } else throw new Error(`A path command this cutter does not read: ${command}`);
  }
}

/** SVG's endpoint form of a circular arc as its centre, radius and angles. */
function circularArc(from: Point, to: Point, r: number, large: boolean, sweep: boolean): [Point, number, number, { from: number; sweep: number }] {
  const half = { x: (to.x - from.x) / 2, y: (to.y - from.y) / 2 };
  const chord = Math.hypot(half.x, half.y);
  const radius = Math.max(r, chord);
  const rise = (Math.sqrt(Math.max(0, radius * radius - chord * chord)) / chord) * (large === sweep ? -1 : 1);
  const centre = { x: from.x + half.x - rise * half.y, y: from.y + half.y + rise * half.x };
  const start = Math.atan2(from.y - centre.y, from.x - centre.x);
  let turn = Math.atan2(to.y - centre.y, to.x - centre.x) - start;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  return [centre, radius, radius, { from: start, sweep: turn }];
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

/** The page area a cut group covers: `tags` are its elements, one tag each, in scene coordinates. */
export function inkBounds(tags: readonly string[]): Bounds {
  const total = new Extent(0);
  const stack: Matrix[] = [IDENTITY];
  for (const tag of tags) {
    if (tag === "</g>") {
      stack.pop();
      continue;
    }
    const name = tag.match(/^<(\w+)/)![1]!;
    const attrs = attributes(tag);
    const m = multiply(stack.at(-1)!, parseTransform(attrs.transform));
    if (name === "g") {
      stack.push(m);
      continue;
    }
    const extent = new Extent((Number(attrs["stroke-width"] ?? 0) / 2) * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])));
    const n = (key: string) => Number(attrs[key] ?? 0);
    if (name === "path") tracePath(attrs.d ?? "", m, extent);
    else if (name === "circle") extent.ellipse(m, { x: n("cx"), y: n("cy") }, n("r"), n("r"));
    else if (name === "ellipse") extent.ellipse(m, { x: n("cx"), y: n("cy") }, n("rx"), n("ry"));
    else if (name === "rect") {
      // A rounded rectangle reaches as far as the circles of its four corners.
      const r = n("rx");
      for (const x of [n("x") + r, n("x") + n("width") - r]) for (const y of [n("y") + r, n("y") + n("height") - r]) extent.ellipse(m, { x, y }, r, r);
    } else throw new Error(`An element this cutter does not read: ${name}`);
    total.x(extent.bounds.left);
    total.x(extent.bounds.right);
    total.y(extent.bounds.top);
    total.y(extent.bounds.bottom);
  }
  return total.bounds;
}

/**
 * Small SVG drawing kit for the generated demo images: a seeded random source (so every run draws the same
 * pictures), colour mixing for atmospheric depth, and reusable shapes (ridges, waves, trees, figures).
 */

import type { SeededRandom } from "../../server/seed/demo/seeded-random.ts";

// The seed's random source (same algorithm the pictures were drawn with), under the kit's short names.
export { createSeededRandom as createRng } from "../../server/seed/demo/seeded-random.ts";
export type Rng = SeededRandom;

/** A stable number from a string (seeds per trip and per image). */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, "0");

function parse(color: string): [number, number, number] {
  const c = color.replace("#", "");
  return [
    Number.parseInt(c.slice(0, 2), 16),
    Number.parseInt(c.slice(2, 4), 16),
    Number.parseInt(c.slice(4, 6), 16),
  ];
}

/** Linear mix of two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex(r1 + (r2 - r1) * t)}${hex(g1 + (g2 - g1) * t)}${hex(b1 + (b2 - b1) * t)}`;
}

export const shade = (c: string, t: number) => (t >= 0 ? mix(c, "#ffffff", t) : mix(c, "#000000", -t));

const f = (n: number) => Math.round(n * 10) / 10;

export function linearGradient(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("")}</linearGradient>`;
}

export function radialGradient(id: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${id}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("")}</radialGradient>`;
}

export const blurFilter = (id: string, std: number) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${std}"/></filter>`;

/** A mountain ridge: midpoint displacement between two ends, closed down to `bottom`. */
export function ridgePoints(
  rng: Rng,
  opts: {
    width: number;
    baseY: number;
    amplitude: number;
    roughness?: number;
    depth?: number;
    peaks?: number[];
  },
): [number, number][] {
  const depth = opts.depth ?? 7;
  const rough = opts.roughness ?? 0.55;
  const n = 2 ** depth;
  const ys = new Array<number>(n + 1).fill(opts.baseY);
  ys[0] = opts.baseY - rng.range(0, opts.amplitude * 0.6);
  ys[n] = opts.baseY - rng.range(0, opts.amplitude * 0.6);
  let step = n;
  let amp = opts.amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + rng.range(-amp, amp);
    }
    amp *= rough;
    step = half;
  }
  // Optional pronounced summits (fraction of width → extra height).
  for (const p of opts.peaks ?? []) {
    const centre = Math.round(p * n);
    const spread = n / 6;
    for (let i = 0; i <= n; i++) {
      const d = Math.abs(i - centre) / spread;
      if (d < 1) ys[i] = ys[i]! - opts.amplitude * 1.2 * (1 - d) ** 1.6;
    }
  }
  return ys.map((y, i) => [(i / n) * opts.width, y]);
}

export function closedPath(points: [number, number][], bottom: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `M${f(first[0])},${f(bottom)} ${points.map(([x, y]) => `L${f(x)},${f(y)}`).join(" ")} L${f(last[0])},${f(bottom)} Z`;
}

export function polyline(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${f(x)},${f(y)}`).join(" ");
}

/** A wavy band (sea swell, dunes): sine sum sampled across the width. */
export function wavePoints(
  rng: Rng,
  opts: { width: number; baseY: number; amplitude: number; wavelength: number; samples?: number },
): [number, number][] {
  const samples = opts.samples ?? 80;
  const phase1 = rng.range(0, Math.PI * 2);
  const phase2 = rng.range(0, Math.PI * 2);
  const pts: [number, number][] = [];
  for (let i = 0; i <= samples; i++) {
    const x = (i / samples) * opts.width;
    const y =
      opts.baseY +
      Math.sin((x / opts.wavelength) * Math.PI * 2 + phase1) * opts.amplitude +
      Math.sin((x / (opts.wavelength * 0.37)) * Math.PI * 2 + phase2) * opts.amplitude * 0.3;
    pts.push([x, y]);
  }
  return pts;
}

export function sunDisc(cx: number, cy: number, r: number, core: string, glow: string, id: string): string {
  return `<defs>${radialGradient(id, [
    [0, glow, 0.55],
    [0.35, glow, 0.18],
    [1, glow, 0],
  ])}</defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 6)}" fill="url(#${id})"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${core}"/>`;
}

/** Soft clouds: overlapping ellipses, blurred by the caller's filter. */
export function cloud(rng: Rng, cx: number, cy: number, w: number, color: string, opacity: number): string {
  const parts: string[] = [];
  const n = rng.int(4, 7);
  for (let i = 0; i < n; i++) {
    const x = cx + rng.range(-w / 2, w / 2);
    const y = cy + rng.range(-w * 0.06, w * 0.04);
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(w * 0.15, w * 0.32))}" ry="${f(rng.range(w * 0.05, w * 0.11))}"/>`,
    );
  }
  return `<g fill="${color}" opacity="${opacity}">${parts.join("")}</g>`;
}

export function birds(rng: Rng, x: number, y: number, count: number, color: string, size = 14): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-120, 120);
    const by = y + rng.range(-50, 50);
    const s = size * rng.range(0.6, 1.2);
    parts.push(
      `<path d="M${f(bx - s)},${f(by)} Q${f(bx - s / 2)},${f(by - s * 0.6)} ${f(bx)},${f(by)} Q${f(bx + s / 2)},${f(by - s * 0.6)} ${f(bx + s)},${f(by)}"/>`,
    );
  }
  return `<g fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round">${parts.join("")}</g>`;
}

export function pineTree(x: number, groundY: number, h: number, color: string, snow?: string): string {
  const w = h * 0.42;
  const tiers = 4;
  let d = `<rect x="${f(x - h * 0.025)}" y="${f(groundY - h * 0.15)}" width="${f(h * 0.05)}" height="${f(h * 0.15)}" fill="${shade(color, -0.3)}"/>`;
  for (let i = 0; i < tiers; i++) {
    const top = groundY - h + i * h * 0.2;
    const bottom = top + h * 0.38;
    const half = (w / 2) * (0.45 + (i / tiers) * 0.7);
    d += `<path d="M${f(x)},${f(top)} L${f(x + half)},${f(bottom)} L${f(x - half)},${f(bottom)} Z" fill="${color}"/>`;
    if (snow)
      d += `<path d="M${f(x)},${f(top)} L${f(x + half * 0.45)},${f(top + (bottom - top) * 0.45)} Q${f(x)},${f(top + (bottom - top) * 0.55)} ${f(x - half * 0.45)},${f(top + (bottom - top) * 0.45)} Z" fill="${snow}"/>`;
  }
  return d;
}

export function palmTree(rng: Rng, x: number, groundY: number, h: number, color: string): string {
  const lean = rng.range(-0.25, 0.25) * h;
  const topX = x + lean;
  const topY = groundY - h;
  let d = `<path d="M${f(x - 7)},${f(groundY)} Q${f(x + lean * 0.2)},${f(groundY - h * 0.5)} ${f(topX)},${f(topY)} Q${f(x + lean * 0.2 + 8)},${f(groundY - h * 0.5)} ${f(x + 9)},${f(groundY)} Z" fill="${color}"/>`;
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + rng.range(-0.15, 0.15);
    const len = h * rng.range(0.35, 0.5);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY - len * 0.18 + Math.sin(a) * len * 0.2;
    d += `<path d="M${f(topX)},${f(topY)} Q${f(cx)},${f(cy - 14)} ${f(ex)},${f(ey)} Q${f(cx)},${f(cy + 10)} ${f(topX)},${f(topY)} Z" fill="${color}"/>`;
  }
  return d;
}

export function acaciaTree(rng: Rng, x: number, groundY: number, h: number, color: string): string {
  const crownY = groundY - h;
  const crownW = h * rng.range(1.3, 1.9);
  const lean = rng.range(-0.12, 0.12) * h;
  let d = `<path d="M${f(x - 5)},${f(groundY)} L${f(x + lean - 3)},${f(crownY + h * 0.12)} L${f(x + lean + 4)},${f(crownY + h * 0.12)} L${f(x + 6)},${f(groundY)} Z" fill="${color}"/>`;
  d += `<path d="M${f(x + lean)},${f(crownY + h * 0.3)} L${f(x + lean - crownW * 0.28)},${f(crownY + h * 0.05)} M${f(x + lean)},${f(crownY + h * 0.35)} L${f(x + lean + crownW * 0.3)},${f(crownY + h * 0.06)}" stroke="${color}" stroke-width="${f(h * 0.035)}" stroke-linecap="round"/>`;
  const blobs = rng.int(5, 8);
  for (let i = 0; i < blobs; i++) {
    const bx = x + lean + rng.range(-crownW / 2, crownW / 2);
    const by = crownY + rng.range(-h * 0.04, h * 0.06);
    d += `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(rng.range(crownW * 0.14, crownW * 0.26))}" ry="${f(h * rng.range(0.06, 0.1))}" fill="${color}"/>`;
  }
  return d;
}

export function giraffe(x: number, groundY: number, h: number, color: string, facing = 1): string {
  const s = h / 100;
  const X = (dx: number) => f(x + dx * s * facing);
  const Y = (dy: number) => f(groundY - dy * s);
  const legs = [-16, -10, 10, 16]
    .map((dx, i) => `M${X(dx)},${Y(46 + (i < 2 ? 0 : 4))} L${X(dx + (i % 2 ? 2 : -2))},${Y(0)}`)
    .join(" ");
  return `<g fill="${color}" stroke="${color}" stroke-linecap="round"><path d="${legs}" stroke-width="${f(3.2 * s)}" fill="none"/><path d="M${X(-22)},${Y(46)} Q${X(-20)},${Y(56)} ${X(-4)},${Y(57)} Q${X(14)},${Y(62)} ${X(22)},${Y(58)} Q${X(26)},${Y(48)} ${X(16)},${Y(42)} L${X(-18)},${Y(40)} Z" stroke="none"/><path d="M${X(17)},${Y(56)} L${X(30)},${Y(92)}" stroke-width="${f(7 * s)}" fill="none"/><path d="M${X(27)},${Y(93)} Q${X(34)},${Y(98)} ${X(41)},${Y(92)} L${X(39)},${Y(88)} Q${X(33)},${Y(88)} ${X(28)},${Y(88)} Z" stroke="none"/><path d="M${X(30)},${Y(95)} L${X(29)},${Y(101)} M${X(33)},${Y(96)} L${X(33)},${Y(101)}" stroke-width="${f(1.4 * s)}" fill="none"/><path d="M${X(-22)},${Y(50)} L${X(-27)},${Y(36)}" stroke-width="${f(1.2 * s)}" fill="none"/></g>`;
}

export function elephant(x: number, groundY: number, h: number, color: string, facing = 1): string {
  const s = h / 100;
  const X = (dx: number) => f(x + dx * s * facing);
  const Y = (dy: number) => f(groundY - dy * s);
  return `<g fill="${color}"><path d="M${X(-42)},${Y(30)} Q${X(-48)},${Y(82)} ${X(-8)},${Y(88)} Q${X(26)},${Y(92)} ${X(38)},${Y(70)} Q${X(44)},${Y(48)} ${X(34)},${Y(30)} Z"/><rect x="${X(facing > 0 ? -40 : 28)}" y="${Y(36)}" width="${f(12 * s)}" height="${f(36 * s)}"/><rect x="${X(facing > 0 ? -24 : 12)}" y="${Y(36)}" width="${f(12 * s)}" height="${f(36 * s)}"/><rect x="${X(facing > 0 ? 6 : -18)}" y="${Y(36)}" width="${f(12 * s)}" height="${f(36 * s)}"/><rect x="${X(facing > 0 ? 22 : -34)}" y="${Y(36)}" width="${f(12 * s)}" height="${f(36 * s)}"/><circle cx="${X(44)}" cy="${Y(70)}" r="${f(20 * s)}"/><path d="M${X(56)},${Y(66)} Q${X(68)},${Y(40)} ${X(60)},${Y(14)} Q${X(58)},${Y(8)} ${X(64)},${Y(6)}" stroke="${color}" stroke-width="${f(8 * s)}" fill="none" stroke-linecap="round"/><path d="M${X(32)},${Y(84)} Q${X(18)},${Y(70)} ${X(30)},${Y(50)} Q${X(42)},${Y(58)} ${X(40)},${Y(80)} Z" opacity="0.75"/></g>`;
}

/** A standing person (hiker, traveller): head, body, legs, optional backpack. */
export function person(
  x: number,
  groundY: number,
  h: number,
  color: string,
  opts: { pack?: boolean; stride?: number } = {},
): string {
  const s = h / 100;
  const stride = (opts.stride ?? 0.5) * 14;
  const headY = groundY - 90 * s;
  let d = `<circle cx="${f(x)}" cy="${f(headY)}" r="${f(7 * s)}" fill="${color}"/>`;
  d += `<path d="M${f(x)},${f(groundY - 80 * s)} L${f(x)},${f(groundY - 42 * s)} M${f(x)},${f(groundY - 42 * s)} L${f(x - stride * s)},${f(groundY)} M${f(x)},${f(groundY - 42 * s)} L${f(x + stride * s)},${f(groundY)} M${f(x)},${f(groundY - 74 * s)} L${f(x - 10 * s)},${f(groundY - 50 * s)} M${f(x)},${f(groundY - 74 * s)} L${f(x + 11 * s)},${f(groundY - 52 * s)}" stroke="${color}" stroke-width="${f(8 * s)}" stroke-linecap="round" fill="none"/>`;
  if (opts.pack)
    d += `<rect x="${f(x - 14 * s)}" y="${f(groundY - 80 * s)}" width="${f(11 * s)}" height="${f(26 * s)}" rx="${f(4 * s)}" fill="${color}"/>`;
  return d;
}

export function svgDocument(width: number, height: number, body: string, view = "0 0 1600 1000"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${view}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

export { f as round1 };

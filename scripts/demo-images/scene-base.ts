import type { Sky } from "./palettes.ts";
import {
  blurFilter,
  closedPath,
  cloud,
  round1 as f,
  linearGradient,
  mix,
  type Rng,
  ridgePoints,
  sunDisc,
  wavePoints,
} from "./svg-kit.ts";

export const W = 1600;
export const H = 1000;

/** What every scene function receives. */
export type SceneContext = { rng: Rng; sky: Sky; variant: number; flavor: string; id: string };

/** Sky gradient, optional sun and blurred clouds. Returns the sun position for reflections. */
export function skyLayer(
  ctx: SceneContext,
  opts: { horizonY: number; sun?: boolean; clouds?: number; sunX?: number; sunY?: number },
): { svg: string; sunX: number; sunY: number } {
  const { rng, sky, id } = ctx;
  const sunX = opts.sunX ?? rng.range(W * 0.2, W * 0.8);
  const sunY = opts.sunY ?? (sky.low ? opts.horizonY - rng.range(20, 120) : rng.range(90, 260));
  let svg = `<defs>${linearGradient(`${id}-sky`, [
    [0, sky.top],
    [0.55, sky.mid],
    [1, sky.horizon],
  ])}${blurFilter(`${id}-soft`, 18)}${blurFilter(`${id}-haze`, 3)}</defs>`;
  svg += `<rect width="${W}" height="${f(opts.horizonY + 4)}" fill="url(#${id}-sky)"/>`;
  if (opts.sun !== false) svg += sunDisc(sunX, sunY, sky.low ? 46 : 38, sky.sun, sky.glow, `${id}-sun`);
  const clouds = opts.clouds ?? rng.int(2, 5);
  const cloudColor = sky.low ? mix(sky.horizon, "#ffffff", 0.3) : "#ffffff";
  let cloudSvg = "";
  for (let i = 0; i < clouds; i++) {
    cloudSvg += cloud(
      rng,
      rng.range(0, W),
      rng.range(60, opts.horizonY * 0.6),
      rng.range(260, 560),
      cloudColor,
      rng.range(0.35, 0.75),
    );
  }
  svg += `<g filter="url(#${id}-soft)">${cloudSvg}</g>`;
  return { svg, sunX, sunY };
}

/**
 * Layered ranges from far to near: each layer is mixed toward the haze colour by its distance, so depth reads
 * the way it does in a photograph.
 */
export function ranges(
  ctx: SceneContext,
  opts: {
    count: number;
    topY: number;
    bottomY: number;
    near: string;
    amplitude: number;
    roughness?: number;
    snow?: boolean;
    peaks?: boolean;
  },
): string {
  const { rng, sky, id } = ctx;
  let svg = "";
  for (let i = 0; i < opts.count; i++) {
    const t = opts.count === 1 ? 1 : i / (opts.count - 1);
    const baseY = opts.topY + (opts.bottomY - opts.topY) * t;
    const color = mix(sky.haze, opts.near, 0.25 + 0.75 * t);
    const amp = opts.amplitude * (1.25 - t * 0.5);
    const pts = ridgePoints(rng, {
      width: W,
      baseY,
      amplitude: amp,
      roughness: opts.roughness ?? 0.52,
      peaks: opts.peaks && i < 2 ? [rng.range(0.15, 0.85)] : undefined,
    });
    const gid = `${id}-r${i}`;
    svg += `<defs>${linearGradient(gid, [
      [0, mix(color, "#ffffff", opts.snow && i < opts.count - 1 ? 0.15 : 0.05)],
      [1, mix(color, sky.haze, 0.35 * (1 - t))],
    ])}</defs>`;
    svg += `<path d="${closedPath(pts, H)}" fill="url(#${gid})"${i === 0 ? ` filter="url(#${id}-haze)"` : ""}/>`;
    if (opts.snow && i < opts.count - 1) svg += snowCaps(pts, baseY - amp * 0.35, `${id}-cap${i}`, sky);
  }
  return svg;
}

/** White caps on the parts of a ridge above the snow line, ending in a ragged edge below each summit. */
function snowCaps(pts: [number, number][], snowLine: number, id: string, sky: Sky): string {
  const top = pts.map(([x, y]) => [x, y] as [number, number]);
  const bottom = [...pts].reverse().map(([x, y], i) => {
    if (y >= snowLine) return [x, y] as [number, number];
    const ragged = Math.sin(i * 1.7) * 10 + Math.sin(i * 0.45) * 16;
    return [x, Math.max(y, snowLine + (snowLine - y) * 0.25 + ragged)] as [number, number];
  });
  const d = `M${top.map(([x, y]) => `${f(x)},${f(y)}`).join(" L")} L${bottom.map(([x, y]) => `${f(x)},${f(y)}`).join(" L")} Z`;
  return `<defs>${linearGradient(
    id,
    [
      [0, "#ffffff"],
      [0.55, mix("#ffffff", sky.haze, 0.25)],
      [1, mix("#c9d6e6", sky.top, 0.3)],
    ],
    false,
  )}</defs><path d="${d}" fill="url(#${id})" opacity="0.95"/>`;
}

/** Open water from the horizon down, with swell lines and an optional sun glitter column. */
export function seaLayer(
  ctx: SceneContext,
  opts: { horizonY: number; bottomY?: number; sunX?: number; glitter?: boolean; lines?: number },
): string {
  const { rng, sky, id } = ctx;
  const bottom = opts.bottomY ?? H;
  let svg = `<defs>${linearGradient(`${id}-sea`, [
    [0, mix(sky.sea, sky.horizon, 0.35)],
    [0.35, sky.sea],
    [1, sky.seaDeep],
  ])}${linearGradient(`${id}-glit`, [
    [0, sky.sun, 0.85],
    [1, sky.sun, 0],
  ])}</defs>`;
  svg += `<rect y="${f(opts.horizonY)}" width="${W}" height="${f(bottom - opts.horizonY)}" fill="url(#${id}-sea)"/>`;
  const lines = opts.lines ?? 26;
  let l = "";
  for (let i = 0; i < lines; i++) {
    const t = (i + 1) / lines;
    const y = opts.horizonY + (bottom - opts.horizonY) * t ** 1.7;
    const pts = wavePoints(rng, {
      width: W,
      baseY: y,
      amplitude: 2 + t * 10,
      wavelength: 140 + t * 500,
      samples: 40,
    });
    l += `<path d="M${pts.map(([x, yy]) => `${f(x)},${f(yy)}`).join(" L")}" stroke="${mix(sky.horizon, "#ffffff", 0.4)}" stroke-opacity="${f(0.08 + 0.14 * rng.next())}" stroke-width="${f(1 + t * 3)}" fill="none"/>`;
  }
  svg += l;
  if (opts.glitter && opts.sunX !== undefined) {
    let g = "";
    for (let i = 0; i < 70; i++) {
      const t = rng.next();
      const y = opts.horizonY + 4 + (bottom - opts.horizonY) * t * t;
      const spread = 30 + t * 260;
      const x = opts.sunX + rng.range(-spread, spread);
      g += `<rect x="${f(x)}" y="${f(y)}" width="${f(20 + t * 90)}" height="${f(1.5 + t * 4)}" rx="2"/>`;
    }
    svg += `<g fill="${sky.sun}" opacity="0.55">${g}</g>`;
  }
  return svg;
}

/** A simple foreground ground band (grass, sand, snow) with a gradient. */
export function groundBand(
  ctx: SceneContext,
  opts: { y: number; amplitude: number; top: string; bottom: string; key: string },
): { svg: string; points: [number, number][] } {
  const pts = wavePoints(ctx.rng, { width: W, baseY: opts.y, amplitude: opts.amplitude, wavelength: 900 });
  const gid = `${ctx.id}-g-${opts.key}`;
  return {
    svg: `<defs>${linearGradient(gid, [
      [0, opts.top],
      [1, opts.bottom],
    ])}</defs><path d="${closedPath(pts, H)}" fill="url(#${gid})"/>`,
    points: pts,
  };
}

/** The y of a polyline at x (for planting trees and people on a ridge). */
export function yAt(points: [number, number][], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return points[points.length - 1]![1];
}

/** A soft dark vignette and a light film of haze: the finishing touch that makes flat shapes feel photographic. */
export function finish(ctx: SceneContext, strength = 0.35): string {
  const id = `${ctx.id}-vig`;
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

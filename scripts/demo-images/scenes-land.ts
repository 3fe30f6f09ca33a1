import { finish, groundBand, H, ranges, type SceneContext, skyLayer, W, yAt } from "./scene-base.ts";
import {
  acaciaTree,
  birds,
  elephant,
  round1 as f,
  giraffe,
  linearGradient,
  mix,
  person,
  pineTree,
  polyline,
  shade,
  wavePoints,
} from "./svg-kit.ts";

/** Layered ranges, a lake or meadow, pines and hikers on a trail. */
export function mountainScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const horizon = rng.range(430, 560);
  const sky1 = skyLayer(ctx, { horizonY: horizon + 120, clouds: rng.int(1, 4) });
  const rock = ctx.flavor === "granite" ? "#3c3f46" : ctx.flavor === "dolomite" ? "#6f6256" : "#3f4a3c";
  let svg = sky1.svg;
  svg += ranges(ctx, {
    count: rng.int(3, 5),
    topY: horizon - 140,
    bottomY: horizon + 40,
    near: rock,
    amplitude: ctx.flavor === "granite" || ctx.flavor === "dolomite" ? 190 : 130,
    roughness: ctx.flavor === "dolomite" ? 0.62 : 0.5,
    snow: ctx.flavor !== "green",
    peaks: ctx.flavor === "granite" || ctx.flavor === "dolomite",
  });
  const meadow = mix("#5b7f3a", sky.haze, 0.15);
  if (variant % 3 === 1) {
    // A glacial lake mirroring the sky.
    const lakeTop = horizon + 70;
    svg += `<defs>${linearGradient(`${ctx.id}-lake`, [
      [0, mix(sky.horizon, "#6fb7c9", 0.5)],
      [1, mix("#2c6f80", sky.seaDeep, 0.4)],
    ])}</defs><rect y="${f(lakeTop)}" width="${W}" height="${f(H - lakeTop)}" fill="url(#${ctx.id}-lake)"/>`;
    for (let i = 0; i < 14; i++) {
      const y = lakeTop + 10 + i * rng.range(14, 24);
      svg += `<rect x="${f(rng.range(0, W - 300))}" y="${f(y)}" width="${f(rng.range(120, 420))}" height="2" fill="#ffffff" opacity="0.18"/>`;
    }
    const shore = groundBand(ctx, {
      y: H - 120,
      amplitude: 30,
      top: meadow,
      bottom: shade(meadow, -0.45),
      key: "shore",
    });
    svg += shore.svg;
    for (let i = 0; i < rng.int(6, 12); i++) {
      const x = rng.range(0, W);
      svg += pineTree(x, yAt(shore.points, x) + 10, rng.range(120, 220), shade(meadow, -0.55));
    }
  } else {
    const slope = groundBand(ctx, {
      y: horizon + 190,
      amplitude: 60,
      top: meadow,
      bottom: shade(meadow, -0.5),
      key: "slope",
    });
    svg += slope.svg;
    // A trail winding up the slope, with hikers.
    const trail: [number, number][] = [];
    const startX = rng.range(W * 0.35, W * 0.65);
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const x = startX + Math.sin(t * Math.PI * 2.2 + rng.next()) * 260 * (1 - t * 0.7);
      trail.push([x, H + 20 - t * (H + 20 - yAt(slope.points, x) - 10)]);
    }
    svg += `<path d="${polyline(trail)}" stroke="${mix("#d9c8a0", sky.haze, 0.2)}" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.85"/>`;
    const hikers = rng.int(2, 4);
    for (let i = 0; i < hikers; i++) {
      const p = trail[Math.min(trail.length - 1, 5 + i * 3)]!;
      svg += person(p[0], p[1], 120 - i * 18, sky.ink, { pack: true, stride: rng.range(0.3, 0.8) });
    }
    for (let i = 0; i < rng.int(3, 8); i++) {
      const x = rng.chance(0.5) ? rng.range(0, W * 0.25) : rng.range(W * 0.75, W);
      svg += pineTree(x, yAt(slope.points, x) + rng.range(20, 160), rng.range(160, 320), shade(meadow, -0.6));
    }
  }
  if (rng.chance(0.6)) svg += birds(rng, rng.range(300, 1300), rng.range(150, 300), rng.int(2, 5), sky.ink);
  return svg + finish(ctx);
}

/** Snow peaks, a white slope with ski tracks, snowy pines, sometimes a chalet or a skier. */
export function snowScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const horizon = rng.range(420, 520);
  let svg = skyLayer(ctx, { horizonY: horizon + 150, clouds: rng.int(0, 3) }).svg;
  svg += ranges(ctx, {
    count: 4,
    topY: horizon - 120,
    bottomY: horizon + 60,
    near: "#4b5a70",
    amplitude: 170,
    roughness: 0.55,
    snow: true,
    peaks: true,
  });
  const snowTop = mix("#ffffff", sky.horizon, 0.25);
  const slope = groundBand(ctx, {
    y: horizon + 220,
    amplitude: 50,
    top: snowTop,
    bottom: mix("#c9d9ea", sky.top, 0.2),
    key: "snow",
  });
  svg += slope.svg;
  // Ski tracks: pairs of S curves down the slope.
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x0 = rng.range(200, W - 200);
    const y0 = yAt(slope.points, x0) + 10;
    let d = `M${f(x0)},${f(y0)}`;
    let x = x0;
    for (let y = y0; y < H; y += 70) {
      const nx = x + rng.range(-90, 90);
      d += ` Q${f(x + (nx - x) * 2)},${f(y + 35)} ${f(nx)},${f(y + 70)}`;
      x = nx;
    }
    svg += `<path d="${d}" stroke="${mix("#9fb5cf", sky.top, 0.2)}" stroke-width="3" fill="none" opacity="0.6"/>`;
  }
  const pine = "#2c4a3e";
  for (let i = 0; i < rng.int(5, 10); i++) {
    const x = rng.chance(0.5) ? rng.range(0, W * 0.3) : rng.range(W * 0.7, W);
    svg += pineTree(x, yAt(slope.points, x) + rng.range(30, 200), rng.range(150, 300), pine, "#f4f8fc");
  }
  if (variant % 3 === 1) {
    // A wooden chalet with lit windows.
    const cx = rng.range(W * 0.3, W * 0.6);
    const gy = yAt(slope.points, cx) + 90;
    svg += `<rect x="${f(cx - 110)}" y="${f(gy - 120)}" width="220" height="120" fill="#6b4a33"/><path d="M${f(cx - 140)},${f(gy - 110)} L${f(cx)},${f(gy - 210)} L${f(cx + 140)},${f(gy - 110)} Z" fill="#f5f8fb"/><rect x="${f(cx - 80)}" y="${f(gy - 90)}" width="40" height="36" fill="#ffcf70"/><rect x="${f(cx + 40)}" y="${f(gy - 90)}" width="40" height="36" fill="#ffcf70"/><rect x="${f(cx - 20)}" y="${f(gy - 60)}" width="40" height="60" fill="#3b2a1e"/>`;
  } else if (variant % 3 === 2) {
    // A skier carving, with a spray of powder.
    const x = rng.range(W * 0.35, W * 0.65);
    const y = yAt(slope.points, x) + 200;
    svg += `<g fill="#ffffff" opacity="0.85">${Array.from(
      { length: 40 },
      () =>
        `<circle cx="${f(x - rng.range(10, 170))}" cy="${f(y - rng.range(0, 90))}" r="${f(rng.range(3, 12))}"/>`,
    ).join("")}</g>`;
    svg += `<g transform="rotate(-18 ${f(x)} ${f(y)})">${person(x, y, 150, "#c0392b", { stride: 0.9 })}<rect x="${f(x - 60)}" y="${f(y - 2)}" width="130" height="7" rx="3" fill="${sky.ink}"/></g>`;
  }
  return svg + finish(ctx, 0.28);
}

/** Savannah at golden hour: acacias, grass, giraffes or elephants, sometimes a far volcano. */
export function safariScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const horizon = rng.range(560, 640);
  const s = skyLayer(ctx, { horizonY: horizon + 20, clouds: rng.int(1, 3) });
  let svg = s.svg;
  if (variant % 2 === 0 || ctx.flavor === "kilimanjaro") {
    // A lone snow-topped volcano on the horizon.
    const cx = rng.range(W * 0.25, W * 0.75);
    const base = mix("#7c7898", sky.haze, 0.5);
    svg += `<path d="M${f(cx - 600)},${f(horizon + 10)} Q${f(cx - 260)},${f(horizon - 80)} ${f(cx - 90)},${f(horizon - 230)} L${f(cx + 90)},${f(horizon - 232)} Q${f(cx + 260)},${f(horizon - 80)} ${f(cx + 600)},${f(horizon + 10)} Z" fill="${base}"/><path d="M${f(cx - 90)},${f(horizon - 230)} L${f(cx + 90)},${f(horizon - 232)} L${f(cx + 130)},${f(horizon - 190)} Q${f(cx + 40)},${f(horizon - 175)} ${f(cx)},${f(horizon - 195)} Q${f(cx - 50)},${f(horizon - 170)} ${f(cx - 140)},${f(horizon - 185)} Z" fill="${mix("#ffffff", sky.haze, 0.3)}"/>`;
  }
  const grass = mix("#c9a45a", sky.horizon, 0.2);
  svg += `<defs>${linearGradient(`${ctx.id}-sav`, [
    [0, mix(grass, sky.haze, 0.4)],
    [0.4, grass],
    [1, shade(grass, -0.45)],
  ])}</defs><rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#${ctx.id}-sav)"/>`;
  // Distant tree line.
  const treeInk = mix(sky.ink, sky.haze, 0.45);
  for (let i = 0; i < 10; i++) {
    svg += acaciaTree(rng, rng.range(0, W), horizon + rng.range(0, 12), rng.range(30, 60), treeInk);
  }
  // Grass strokes.
  let g = "";
  for (let i = 0; i < 260; i++) {
    const y = horizon + 40 + (H - horizon) * rng.next() ** 0.7;
    const x = rng.range(0, W);
    const h = 6 + ((y - horizon) / (H - horizon)) * 38;
    g += `M${f(x)},${f(y)} l${f(rng.range(-4, 4))},${f(-h)}`;
  }
  svg += `<path d="${g}" stroke="${shade(grass, -0.3)}" stroke-width="2" opacity="0.6"/>`;
  const ink = sky.ink;
  svg += acaciaTree(
    rng,
    rng.range(W * 0.55, W * 0.85),
    horizon + rng.range(80, 140),
    rng.range(230, 320),
    ink,
  );
  if (rng.chance(0.7))
    svg += acaciaTree(rng, rng.range(60, 400), horizon + rng.range(40, 90), rng.range(120, 180), ink);
  if (variant % 3 === 1) {
    const x0 = rng.range(W * 0.15, W * 0.45);
    for (let i = 0; i < rng.int(2, 4); i++) {
      svg += elephant(
        x0 + i * rng.range(110, 170),
        horizon + 130 + i * 8,
        rng.range(110, 150) - i * 10,
        ink,
        i % 2 ? -1 : 1,
      );
    }
    // A waterhole with the herd's reflection.
    svg += `<ellipse cx="${f(x0 + 200)}" cy="${f(horizon + 185)}" rx="380" ry="36" fill="${mix(sky.horizon, sky.sea, 0.4)}" opacity="0.8"/>`;
  } else {
    const x0 = rng.range(W * 0.15, W * 0.5);
    for (let i = 0; i < rng.int(1, 3); i++) {
      svg += giraffe(
        x0 + i * rng.range(90, 160),
        horizon + 120 + i * 10,
        rng.range(200, 260) - i * 30,
        ink,
        i % 2 ? -1 : 1,
      );
    }
  }
  if (ctx.flavor === "jeep" || variant % 4 === 3) {
    const x = rng.range(W * 0.2, W * 0.7);
    const y = H - rng.range(80, 140);
    svg += `<g fill="${ink}"><rect x="${f(x)}" y="${f(y - 70)}" width="230" height="55" rx="8"/><rect x="${f(x + 40)}" y="${f(y - 115)}" width="150" height="50" rx="6" opacity="0.9"/><circle cx="${f(x + 45)}" cy="${f(y - 10)}" r="26"/><circle cx="${f(x + 185)}" cy="${f(y - 10)}" r="26"/></g>`;
  }
  if (rng.chance(0.6)) svg += birds(rng, rng.range(300, 1300), rng.range(150, 320), rng.int(3, 6), ink);
  void wavePoints;
  return svg + finish(ctx, 0.4);
}

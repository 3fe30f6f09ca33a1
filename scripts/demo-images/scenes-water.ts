import {
  finish,
  groundBand,
  H,
  ranges,
  type SceneContext,
  seaLayer,
  skyLayer,
  W,
  yAt,
} from "./scene-base.ts";
import {
  birds,
  closedPath,
  round1 as f,
  linearGradient,
  mix,
  palmTree,
  person,
  type Rng,
  radialGradient,
  shade,
  wavePoints,
} from "./svg-kit.ts";

const BOARD_COLOURS = [
  "#f4d35e",
  "#ee964b",
  "#f95738",
  "#0d3b66",
  "#faf0ca",
  "#2ec4b6",
  "#e71d36",
  "#aedeae",
];

function surfboard(x: number, y: number, len: number, angle: number, color: string): string {
  return `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(len * 0.13)}" ry="${f(len / 2)}" fill="${color}"/><line x1="${f(x)}" y1="${f(y - len / 2 + 6)}" x2="${f(x)}" y2="${f(y + len / 2 - 6)}" stroke="${shade(color, -0.25)}" stroke-width="2"/></g>`;
}

/** A rocky headland entering the sea from one side. */
function headland(ctx: SceneContext, horizon: number, side: "left" | "right"): string {
  const { rng, sky } = ctx;
  const w = rng.range(380, 620);
  const pts: [number, number][] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const x = side === "left" ? t * w : W - t * w;
    const y = horizon - (1 - t) ** 0.6 * rng.range(150, 200) + t * 8 + rng.range(-8, 8);
    pts.push([x, y]);
  }
  const color = mix("#6d5a48", sky.haze, 0.35);
  return `<path d="${closedPath(pts, horizon + 30)}" fill="${color}"/><path d="${closedPath(
    pts.map(([x, y]) => [x, y + 14] as [number, number]),
    horizon + 30,
  )}" fill="${shade(color, -0.2)}" opacity="0.6"/>`;
}

/** Surf: a breaking wave with a rider, a beach with boards, or a sunset line-up. */
export function surfScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const kind = variant % 3;
  const horizon = kind === 1 ? rng.range(430, 500) : rng.range(400, 470);
  const s = skyLayer(ctx, { horizonY: horizon, clouds: rng.int(1, 4) });
  let svg = s.svg;
  svg += seaLayer(ctx, { horizonY: horizon, sunX: s.sunX, glitter: sky.low, lines: 30 });
  if (rng.chance(0.6)) svg += headland(ctx, horizon, rng.chance(0.5) ? "left" : "right");

  if (kind === 0) {
    // A breaking wave: a tall face peaking at lipX, a curling lip, whitewater spilling to the right.
    const crestY = horizon + rng.range(250, 300);
    const lipX = rng.range(W * 0.3, W * 0.55);
    const face = sky.sea;
    const gid = `${ctx.id}-face`;
    svg += `<defs>${linearGradient(gid, [
      [0, mix(face, "#8ff0e0", 0.6)],
      [0.45, face],
      [1, sky.seaDeep],
    ])}</defs>`;
    const height = rng.range(230, 300);
    const pts = wavePoints(rng, { width: W, baseY: crestY, amplitude: 12, wavelength: 1100 });
    const rise = pts.map(([x, y]) => {
      const d = (x - lipX) / W;
      const shape = d < 0 ? Math.exp(-((d * 3.2) ** 2)) : Math.exp(-((d * 7) ** 2));
      return [x, y - height * shape] as [number, number];
    });
    svg += `<path d="${closedPath(rise, H)}" fill="url(#${gid})"/>`;
    // Texture lines following the face.
    for (let i = 1; i < 10; i++) {
      const off = i * 26;
      svg += `<path d="M${rise.map(([x, y]) => `${f(x)},${f(y + off + Math.sin(x / 90 + i) * 4)}`).join(" L")}" stroke="#ffffff" stroke-opacity="${f(0.18 - i * 0.012)}" stroke-width="2" fill="none"/>`;
    }
    const lipY = yAt(rise, lipX);
    svg += `<path d="M${f(lipX - 200)},${f(lipY + 50)} Q${f(lipX - 20)},${f(lipY - 30)} ${f(lipX + 70)},${f(lipY + 20)} Q${f(lipX + 120)},${f(lipY + 70)} ${f(lipX + 80)},${f(lipY + 160)} Q${f(lipX + 70)},${f(lipY + 80)} ${f(lipX + 10)},${f(lipY + 40)} Z" fill="${mix(face, "#ffffff", 0.55)}"/>`;
    let foam = "";
    for (let i = 0; i < 140; i++) {
      const t = rng.next();
      const x = lipX + 40 + t * 700;
      const y = lipY + 150 + t * 60 + rng.range(-40, 30);
      foam += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(14, 44) * (1 - t * 0.5))}" ry="${f(rng.range(8, 22) * (1 - t * 0.5))}"/>`;
    }
    svg += `<g fill="#ffffff" opacity="0.92" filter="url(#${ctx.id}-haze)">${foam}</g>`;
    const sx = lipX - rng.range(170, 260);
    const sy = yAt(rise, sx) + 90;
    svg += surfboard(sx, sy + 4, 140, 78, rng.pick(BOARD_COLOURS));
    svg += `<g transform="rotate(-12 ${f(sx)} ${f(sy)})">${person(sx, sy, 130, sky.ink, { stride: 1.2 })}</g>`;
  } else if (kind === 1) {
    // Beach: white water reaching the sand, boards standing up, a palm or two.
    const shoreY = horizon + rng.range(230, 300);
    for (let i = 0; i < 6; i++) {
      const y = horizon + 60 + i * ((shoreY - horizon - 60) / 6);
      const pts = wavePoints(rng, { width: W, baseY: y, amplitude: 6, wavelength: 300 + i * 80 });
      svg += `<path d="M${pts.map(([x, yy]) => `${f(x)},${f(yy)}`).join(" L")}" stroke="#ffffff" stroke-width="${f(3 + i * 1.5)}" stroke-opacity="${f(0.35 + i * 0.08)}" fill="none"/>`;
    }
    const sand = mix("#e8cf9f", sky.horizon, 0.15);
    const beach = groundBand(ctx, {
      y: shoreY,
      amplitude: 14,
      top: sand,
      bottom: shade(sand, -0.25),
      key: "sand",
    });
    svg += `<path d="${closedPath(
      beach.points.map(([x, y]) => [x, y - 10] as [number, number]),
      H,
    )}" fill="#ffffff" opacity="0.5"/>`;
    svg += beach.svg;
    const n = rng.int(3, 5);
    const bx = rng.range(W * 0.15, W * 0.55);
    for (let i = 0; i < n; i++) {
      const x = bx + i * rng.range(55, 80);
      svg += surfboard(
        x,
        shoreY + 140 + rng.range(-10, 10),
        rng.range(190, 240),
        rng.range(-8, 8),
        rng.pick(BOARD_COLOURS),
      );
    }
    for (let i = 0; i < rng.int(2, 4); i++) {
      svg += person(rng.range(100, W - 100), shoreY + rng.range(40, 120), rng.range(90, 130), sky.ink, {
        stride: rng.range(0.2, 0.9),
      });
    }
    if (ctx.flavor !== "atlantic") {
      const px = rng.chance(0.5) ? rng.range(W * 0.78, W * 0.95) : rng.range(40, 220);
      svg += palmTree(rng, px, shoreY + 260, rng.range(480, 620), shade(sky.ink, 0.05));
    }
  } else {
    // Line-up at golden hour: surfers sitting on their boards waiting for the set.
    for (let i = 0; i < rng.int(4, 7); i++) {
      const x = rng.range(120, W - 120);
      const y = horizon + rng.range(120, 420);
      const scale = 0.4 + ((y - horizon) / (H - horizon)) * 1.1;
      svg += `<g fill="${sky.ink}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(70 * scale)}" ry="${f(8 * scale)}"/><circle cx="${f(x)}" cy="${f(y - 62 * scale)}" r="${f(9 * scale)}"/><path d="M${f(x - 10 * scale)},${f(y - 2)} L${f(x - 6 * scale)},${f(y - 52 * scale)} L${f(x + 8 * scale)},${f(y - 52 * scale)} L${f(x + 12 * scale)},${f(y - 2)} Z"/></g>`;
    }
    svg += birds(rng, rng.range(300, 1300), horizon - rng.range(150, 260), rng.int(3, 6), sky.ink);
  }
  return svg + finish(ctx);
}

function fish(rng: Rng, x: number, y: number, size: number, color: string, dir: number): string {
  const s = size;
  return `<path d="M${f(x - s * dir)},${f(y)} Q${f(x)},${f(y - s * 0.55)} ${f(x + s * dir)},${f(y)} Q${f(x)},${f(y + s * 0.55)} ${f(x - s * dir)},${f(y)} Z M${f(x - s * dir)},${f(y)} L${f(x - s * 1.5 * dir)},${f(y - s * 0.4)} L${f(x - s * 1.5 * dir)},${f(y + s * 0.4)} Z" fill="${color}" opacity="${f(rng.range(0.75, 1))}"/>`;
}

function coral(rng: Rng, x: number, y: number, h: number, color: string): string {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    // Branching coral.
    let d = "";
    const branch = (bx: number, by: number, len: number, a: number, depth: number) => {
      const ex = bx + Math.cos(a) * len;
      const ey = by + Math.sin(a) * len;
      d += `M${f(bx)},${f(by)} L${f(ex)},${f(ey)} `;
      if (depth > 0) {
        branch(ex, ey, len * 0.72, a - rng.range(0.25, 0.6), depth - 1);
        branch(ex, ey, len * 0.72, a + rng.range(0.25, 0.6), depth - 1);
      }
    };
    branch(x, y, h * 0.35, -Math.PI / 2, 3);
    return `<path d="${d}" stroke="${color}" stroke-width="${f(h * 0.06)}" stroke-linecap="round" fill="none"/>`;
  }
  if (kind === 1) {
    // Sea fan.
    return `<path d="M${f(x)},${f(y)} Q${f(x - h * 0.7)},${f(y - h * 0.6)} ${f(x - h * 0.3)},${f(y - h)} Q${f(x)},${f(y - h * 1.15)} ${f(x + h * 0.35)},${f(y - h * 0.95)} Q${f(x + h * 0.7)},${f(y - h * 0.5)} ${f(x)},${f(y)} Z" fill="${color}" opacity="0.85"/>`;
  }
  // Brain coral dome.
  return `<ellipse cx="${f(x)}" cy="${f(y - h * 0.2)}" rx="${f(h * 0.45)}" ry="${f(h * 0.3)}" fill="${color}"/><path d="M${f(x - h * 0.3)},${f(y - h * 0.25)} q${f(h * 0.15)},${f(-h * 0.12)} ${f(h * 0.3)},0 t${f(h * 0.3)},0" stroke="${shade(color, -0.25)}" stroke-width="4" fill="none"/>`;
}

/** Underwater: light rays, a reef with corals and schools of fish, a diver or a turtle. */
export function diveScene(ctx: SceneContext): string {
  const { rng, variant, id } = ctx;
  const warm = ctx.flavor === "redsea";
  const top = warm ? "#3fc1d9" : rng.pick(["#48c9e0", "#3ab6d6", "#5fd3d8"]);
  const deep = warm ? "#0b3a6b" : "#073b5c";
  let svg = `<defs>${linearGradient(`${id}-water`, [
    [0, top],
    [0.45, mix(top, deep, 0.55)],
    [1, deep],
  ])}${linearGradient(`${id}-ray`, [
    [0, "#ffffff", 0.35],
    [1, "#ffffff", 0],
  ])}${radialGradient(`${id}-glow`, [
    [0, "#ffffff", 0.45],
    [1, "#ffffff", 0],
  ])}</defs><rect width="${W}" height="${H}" fill="url(#${id}-water)"/>`;
  // Surface shimmer and light rays.
  svg += `<ellipse cx="${f(rng.range(400, 1200))}" cy="-60" rx="700" ry="260" fill="url(#${id}-glow)"/>`;
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, W);
    const w = rng.range(30, 110);
    const lean = rng.range(-260, 100);
    svg += `<path d="M${f(x)},0 L${f(x + w)},0 L${f(x + w + lean + 120)},${H * 0.85} L${f(x + lean)},${H * 0.85} Z" fill="url(#${id}-ray)" opacity="${f(rng.range(0.3, 0.7))}"/>`;
  }
  // Reef floor.
  const floorY = rng.range(760, 840);
  const sand = mix("#d9c79a", deep, 0.35);
  const floor = wavePoints(rng, { width: W, baseY: floorY, amplitude: 30, wavelength: 700 });
  svg += `<path d="${closedPath(floor, H)}" fill="${sand}"/>`;
  const corals = warm
    ? ["#ff7f50", "#ff6b6b", "#f7b267", "#c06c84", "#ffd166"]
    : ["#ff8fab", "#ffb703", "#fb8500", "#8ecae6", "#e76f51"];
  for (let i = 0; i < 22; i++) {
    const x = rng.range(-40, W + 40);
    svg += coral(
      rng,
      x,
      yAt(floor, x) + rng.range(0, 60),
      rng.range(80, 220),
      mix(rng.pick(corals), deep, rng.range(0.05, 0.35)),
    );
  }
  // Schools of fish.
  for (let school = 0; school < rng.int(2, 3); school++) {
    const cx = rng.range(200, W - 200);
    const cy = rng.range(250, 650);
    const color = rng.pick(["#ffd166", "#f4f1de", "#4cc9f0", "#ff9f1c"]);
    const dir = rng.chance(0.5) ? 1 : -1;
    for (let i = 0; i < rng.int(10, 22); i++) {
      svg += fish(rng, cx + rng.range(-180, 180), cy + rng.range(-80, 80), rng.range(8, 16), color, dir);
    }
  }
  if (variant % 3 !== 2) {
    // A diver with fins and a tank, and a trail of bubbles.
    const x = rng.range(W * 0.3, W * 0.7);
    const y = rng.range(330, 520);
    const c = "#10212e";
    svg += `<g transform="rotate(${f(rng.range(-15, 10))} ${f(x)} ${f(y)})" fill="${c}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="95" ry="22"/><circle cx="${f(x + 105)}" cy="${f(y - 6)}" r="20"/><rect x="${f(x - 40)}" y="${f(y - 44)}" width="90" height="22" rx="11" fill="#f4a261"/><path d="M${f(x - 90)},${f(y - 8)} L${f(x - 190)},${f(y - 40)} L${f(x - 200)},${f(y - 10)} Z M${f(x - 90)},${f(y + 8)} L${f(x - 190)},${f(y + 30)} L${f(x - 180)},${f(y + 55)} Z"/><path d="M${f(x + 40)},${f(y + 14)} L${f(x + 90)},${f(y + 60)}" stroke="${c}" stroke-width="14" stroke-linecap="round"/></g>`;
    let b = "";
    for (let i = 0; i < 18; i++) {
      b += `<circle cx="${f(x + 115 + rng.range(-12, 12) + i * 2)}" cy="${f(y - 40 - i * 18)}" r="${f(rng.range(3, 9))}"/>`;
    }
    svg += `<g fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2">${b}</g>`;
  } else {
    // A sea turtle gliding.
    const x = rng.range(W * 0.3, W * 0.7);
    const y = rng.range(320, 480);
    const c = "#2f5d50";
    svg += `<g fill="${c}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="120" ry="80"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="95" ry="60" fill="${shade(c, 0.2)}"/><ellipse cx="${f(x + 150)}" cy="${f(y - 10)}" rx="38" ry="26"/><path d="M${f(x + 40)},${f(y - 60)} Q${f(x + 120)},${f(y - 170)} ${f(x + 200)},${f(y - 140)} Q${f(x + 120)},${f(y - 100)} ${f(x + 60)},${f(y - 40)} Z M${f(x + 40)},${f(y + 60)} Q${f(x + 110)},${f(y + 150)} ${f(x + 180)},${f(y + 130)} Q${f(x + 110)},${f(y + 100)} ${f(x + 60)},${f(y + 40)} Z M${f(x - 100)},${f(y + 40)} L${f(x - 160)},${f(y + 80)} L${f(x - 110)},${f(y + 20)} Z"/></g>`;
  }
  return svg + finish(ctx, 0.45);
}

/** Sailing: a sloop under sail, anchored in a cove below a village, or a sunset silhouette. */
export function sailScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const horizon = rng.range(500, 580);
  const s = skyLayer(ctx, { horizonY: horizon, clouds: rng.int(1, 4) });
  let svg = s.svg;
  if (ctx.flavor === "cyclades" || variant % 3 === 1) {
    // An island with a white village (or green hills in the tropics).
    const tropical = ctx.flavor === "whitsunday";
    svg += ranges(ctx, {
      count: 2,
      topY: horizon - 60,
      bottomY: horizon - 10,
      near: tropical ? "#3f7a4a" : "#b8a082",
      amplitude: 70,
    });
    if (!tropical) {
      let houses = "";
      for (let i = 0; i < 40; i++) {
        const x = rng.range(W * 0.2, W * 0.8);
        const y = horizon - rng.range(10, 90);
        const w = rng.range(22, 46);
        houses += `<rect x="${f(x)}" y="${f(y - w * 0.7)}" width="${f(w)}" height="${f(w * 0.7)}" fill="#fbfbf7"/><rect x="${f(x + w * 0.3)}" y="${f(y - w * 0.35)}" width="${f(w * 0.2)}" height="${f(w * 0.25)}" fill="#2b5f8f"/>`;
      }
      for (let i = 0; i < 3; i++) {
        const x = rng.range(W * 0.25, W * 0.75);
        const y = horizon - rng.range(60, 100);
        houses += `<rect x="${f(x - 26)}" y="${f(y - 36)}" width="52" height="36" fill="#fbfbf7"/><path d="M${f(x - 26)},${f(y - 36)} A26,26 0 0,1 ${f(x + 26)},${f(y - 36)} Z" fill="#1f5fa8"/>`;
      }
      svg += houses;
    }
  }
  svg += seaLayer(ctx, { horizonY: horizon, sunX: s.sunX, glitter: sky.low, lines: 24 });
  const boats = variant % 3 === 2 ? 1 : rng.int(1, 3);
  for (let i = 0; i < boats; i++) {
    const main = i === 0;
    const x = main ? rng.range(W * 0.35, W * 0.65) : rng.range(100, W - 100);
    const y = main ? horizon + rng.range(170, 280) : horizon + rng.range(20, 60);
    const scale = main ? rng.range(1, 1.3) : rng.range(0.25, 0.4);
    const hull = variant % 3 === 2 ? sky.ink : "#f7f7f2";
    const sail = variant % 3 === 2 ? sky.ink : mix("#ffffff", sky.horizon, 0.1);
    const mastH = 360 * scale;
    svg += `<g>
      <path d="M${f(x - 150 * scale)},${f(y)} L${f(x + 170 * scale)},${f(y)} L${f(x + 130 * scale)},${f(y + 34 * scale)} L${f(x - 120 * scale)},${f(y + 34 * scale)} Z" fill="${hull}"/>
      <rect x="${f(x - 120 * scale)}" y="${f(y + 20 * scale)}" width="${f(250 * scale)}" height="${f(5 * scale)}" fill="#1f4e79"/>
      <line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y - mastH)}" stroke="${sky.ink}" stroke-width="${f(4 * scale)}"/>
      <path d="M${f(x - 6 * scale)},${f(y - mastH + 10)} L${f(x - 6 * scale)},${f(y - 14 * scale)} L${f(x - 150 * scale)},${f(y - 14 * scale)} Q${f(x - 90 * scale)},${f(y - mastH * 0.5)} ${f(x - 6 * scale)},${f(y - mastH + 10)} Z" fill="${sail}"/>
      <path d="M${f(x + 6 * scale)},${f(y - mastH + 30)} L${f(x + 165 * scale)},${f(y - 10 * scale)} L${f(x + 6 * scale)},${f(y - 14 * scale)} Z" fill="${shade(sail, -0.08)}"/>
    </g>`;
    if (main) {
      svg += `<path d="M${f(x - 150 * scale)},${f(y + 34 * scale)} L${f(x - 600)},${f(y + 70)} L${f(x - 560)},${f(y + 40 * scale)} Z" fill="#ffffff" opacity="0.25"/>`;
      svg += `<path d="M${f(x - 140 * scale)},${f(y + 40 * scale)} L${f(x + 150 * scale)},${f(y + 40 * scale)} L${f(x + 110 * scale)},${f(y + 90 * scale)} L${f(x - 100 * scale)},${f(y + 90 * scale)} Z" fill="${sky.seaDeep}" opacity="0.35"/>`;
    }
  }
  if (rng.chance(0.6))
    svg += birds(rng, rng.range(300, 1300), horizon - rng.range(200, 330), rng.int(2, 5), sky.ink);
  return svg + finish(ctx);
}

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
  shade,
  wavePoints,
} from "./svg-kit.ts";

/** A yoga pose silhouette: tree, warrior II or a seated lotus with raised arms. */
function yogaFigure(x: number, groundY: number, h: number, color: string, pose: number): string {
  const s = h / 100;
  const X = (dx: number) => f(x + dx * s);
  const Y = (dy: number) => f(groundY - dy * s);
  const line = (d: string, w = 8) =>
    `<path d="${d}" stroke="${color}" stroke-width="${f(w * s)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  if (pose === 0) {
    // Tree pose: one leg bent, hands joined overhead.
    return `<circle cx="${X(0)}" cy="${Y(88)}" r="${f(7 * s)}" fill="${color}"/>${line(`M${X(0)},${Y(80)} L${X(0)},${Y(44)} L${X(0)},${Y(0)}`)}${line(`M${X(0)},${Y(44)} L${X(16)},${Y(30)} L${X(2)},${Y(22)}`, 7)}${line(`M${X(0)},${Y(76)} L${X(-12)},${Y(96)} L${X(0)},${Y(112)} M${X(0)},${Y(76)} L${X(12)},${Y(96)} L${X(0)},${Y(112)}`, 5)}`;
  }
  if (pose === 1) {
    // Warrior II: wide stance, arms out.
    return `<circle cx="${X(0)}" cy="${Y(82)}" r="${f(7 * s)}" fill="${color}"/>${line(`M${X(0)},${Y(74)} L${X(0)},${Y(40)}`)}${line(`M${X(0)},${Y(40)} L${X(26)},${Y(26)} L${X(30)},${Y(0)} M${X(0)},${Y(40)} L${X(-36)},${Y(0)}`, 7)}${line(`M${X(-42)},${Y(68)} L${X(42)},${Y(68)}`, 5)}`;
  }
  // Seated, arms raised.
  return `<circle cx="${X(0)}" cy="${Y(62)}" r="${f(7 * s)}" fill="${color}"/>${line(`M${X(0)},${Y(54)} L${X(0)},${Y(18)}`)}<ellipse cx="${X(0)}" cy="${Y(10)}" rx="${f(26 * s)}" ry="${f(9 * s)}" fill="${color}"/>${line(`M${X(0)},${Y(50)} L${X(-16)},${Y(70)} L${X(-10)},${Y(88)} M${X(0)},${Y(50)} L${X(16)},${Y(70)} L${X(10)},${Y(88)}`, 5)}`;
}

/** Yoga at sunrise: a deck over the sea, rice terraces or a beach, with one or a few practitioners. */
export function yogaScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const kind = variant % 3;
  const horizon = rng.range(520, 600);
  const s = skyLayer(ctx, { horizonY: horizon, clouds: rng.int(1, 3), sunY: horizon - rng.range(40, 160) });
  let svg = s.svg;
  if (kind === 1) {
    // Rice terraces: stacked curved bands of greens.
    svg += ranges(ctx, {
      count: 2,
      topY: horizon - 80,
      bottomY: horizon - 20,
      near: "#2f5d3a",
      amplitude: 60,
    });
    const greens = ["#7fb069", "#5c9a4f", "#8dbf6a", "#4f8a47", "#9ccc65"];
    for (let i = 0; i < 9; i++) {
      const y = horizon - 10 + i * 55;
      const pts = wavePoints(rng, { width: W, baseY: y, amplitude: 16 + i * 3, wavelength: 600 + i * 40 });
      const c = mix(greens[i % greens.length]!, sky.haze, Math.max(0, 0.35 - i * 0.05));
      svg += `<path d="${closedPath(pts, H)}" fill="${c}"/><path d="M${pts.map(([x, yy]) => `${f(x)},${f(yy)}`).join(" L")}" stroke="${shade(c, 0.35)}" stroke-width="3" fill="none" opacity="0.7"/>`;
    }
    // An open shala roof on posts.
    const x = rng.range(W * 0.55, W * 0.8);
    const y = horizon + 260;
    svg += `<g fill="#5a3e2b"><path d="M${f(x - 220)},${f(y - 150)} L${f(x)},${f(y - 240)} L${f(x + 220)},${f(y - 150)} Z"/><rect x="${f(x - 180)}" y="${f(y - 150)}" width="10" height="150"/><rect x="${f(x + 170)}" y="${f(y - 150)}" width="10" height="150"/><rect x="${f(x - 200)}" y="${f(y)}" width="400" height="16"/></g>`;
    for (let i = 0; i < 3; i++) svg += yogaFigure(x - 110 + i * 110, y, 100, sky.ink, 1);
  } else {
    svg += seaLayer(ctx, { horizonY: horizon, sunX: s.sunX, glitter: true, lines: 18 });
    const deckY = horizon + rng.range(200, 260);
    const wood = "#8a5a3b";
    svg += `<defs>${linearGradient(`${ctx.id}-deck`, [
      [0, shade(wood, 0.15)],
      [1, shade(wood, -0.35)],
    ])}</defs><rect y="${f(deckY)}" width="${W}" height="${f(H - deckY)}" fill="url(#${ctx.id}-deck)"/>`;
    for (let i = 0; i < 14; i++) {
      const x = (i / 13) * W;
      svg += `<line x1="${f(W / 2 + (x - W / 2) * 0.35)}" y1="${f(deckY)}" x2="${f(x + (x - W / 2) * 0.4)}" y2="${H}" stroke="${shade(wood, -0.45)}" stroke-width="3" opacity="0.6"/>`;
    }
    const people = kind === 0 ? 1 : rng.int(3, 4);
    const startX = rng.range(W * 0.3, W * 0.5);
    for (let i = 0; i < people; i++) {
      const x = people === 1 ? rng.range(W * 0.35, W * 0.65) : startX + i * 170;
      svg += `<rect x="${f(x - 60)}" y="${f(deckY + 130)}" width="120" height="12" rx="4" fill="${rng.pick(["#aedeae", "#e76f51", "#2a9d8f", "#e9c46a"])}"/>`;
      svg += yogaFigure(x, deckY + 132, people === 1 ? 230 : 170, sky.ink, people === 1 ? rng.int(0, 2) : 1);
    }
    svg += palmTree(
      rng,
      rng.chance(0.5) ? rng.range(30, 200) : rng.range(W - 200, W - 30),
      deckY + 40,
      rng.range(520, 680),
      sky.ink,
    );
  }
  if (rng.chance(0.5))
    svg += birds(rng, rng.range(300, 1300), horizon - rng.range(220, 330), rng.int(2, 4), sky.ink);
  return svg + finish(ctx);
}

function racket(x: number, y: number, angle: number, color: string): string {
  return `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="62" ry="74" fill="${color}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="52" ry="64" fill="${shade(color, -0.2)}"/>${Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${f(x - 30 + (i % 4) * 20)}" cy="${f(y - 30 + Math.floor(i / 4) * 28)}" r="5" fill="${shade(color, -0.45)}"/>`,
  ).join("")}<rect x="${f(x - 10)}" y="${f(y + 70)}" width="20" height="80" rx="8" fill="#222"/></g>`;
}

/** A padel court in perspective: glass walls, net, lines, players or rackets, palms and sky. */
export function padelScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const horizon = rng.range(360, 430);
  let svg = skyLayer(ctx, { horizonY: horizon + 80, clouds: rng.int(1, 4) }).svg;
  // Palms and a clubhouse behind the court.
  for (let i = 0; i < rng.int(3, 6); i++) {
    svg += palmTree(rng, rng.range(0, W), horizon + 80, rng.range(260, 420), mix(sky.ink, "#2f5d3a", 0.4));
  }
  svg += `<rect y="${f(horizon + 60)}" width="${W}" height="${f(H - horizon)}" fill="${mix("#6b8e5a", sky.haze, 0.3)}"/>`;
  const courtColour = rng.pick(["#1f5fa8", "#2d6a4f", "#1d4e89", "#3a7ca5"]);
  const farY = horizon + 110;
  const nearY = H + 40;
  const farL = W * 0.3;
  const farR = W * 0.7;
  const nearL = -W * 0.15;
  const nearR = W * 1.15;
  const at = (t: number) => {
    const y = farY + (nearY - farY) * t;
    const l = farL + (nearL - farL) * t;
    const r = farR + (nearR - farR) * t;
    return { y, l, r };
  };
  svg += `<path d="M${f(farL)},${f(farY)} L${f(farR)},${f(farY)} L${f(nearR)},${f(nearY)} L${f(nearL)},${f(nearY)} Z" fill="${courtColour}"/>`;
  // Lines: service lines and the centre line.
  const lineColour = "#f4f7fb";
  for (const t of [0.22, 0.78]) {
    const a = at(t);
    svg += `<line x1="${f(a.l)}" y1="${f(a.y)}" x2="${f(a.r)}" y2="${f(a.y)}" stroke="${lineColour}" stroke-width="${f(3 + t * 6)}"/>`;
  }
  const c1 = at(0.22);
  const c2 = at(0.78);
  svg += `<line x1="${f((c1.l + c1.r) / 2)}" y1="${f(c1.y)}" x2="${f((c2.l + c2.r) / 2)}" y2="${f(c2.y)}" stroke="${lineColour}" stroke-width="5"/>`;
  // Glass back wall and side glass with metal frames.
  const wallH = 180;
  svg += `<rect x="${f(farL)}" y="${f(farY - wallH)}" width="${f(farR - farL)}" height="${wallH}" fill="#dff3ff" opacity="0.28"/>`;
  for (let i = 0; i <= 6; i++) {
    const x = farL + ((farR - farL) * i) / 6;
    svg += `<line x1="${f(x)}" y1="${f(farY - wallH)}" x2="${f(x)}" y2="${f(farY)}" stroke="#2b2d31" stroke-width="3"/>`;
  }
  svg += `<path d="M${f(farL)},${f(farY - wallH)} L${f(nearL)},${f(nearY - wallH * 3.5)} L${f(nearL)},${f(nearY)} L${f(farL)},${f(farY)} Z" fill="#dff3ff" opacity="0.18"/><path d="M${f(farR)},${f(farY - wallH)} L${f(nearR)},${f(nearY - wallH * 3.5)} L${f(nearR)},${f(nearY)} L${f(farR)},${f(farY)} Z" fill="#dff3ff" opacity="0.18"/>`;
  svg += `<line x1="${f(farL)}" y1="${f(farY - wallH)}" x2="${f(nearL)}" y2="${f(nearY - wallH * 3.5)}" stroke="#2b2d31" stroke-width="5"/><line x1="${f(farR)}" y1="${f(farY - wallH)}" x2="${f(nearR)}" y2="${f(nearY - wallH * 3.5)}" stroke="#2b2d31" stroke-width="5"/>`;
  // The net across the middle.
  const n = at(0.5);
  svg += `<rect x="${f(n.l)}" y="${f(n.y - 70)}" width="${f(n.r - n.l)}" height="70" fill="#111" opacity="0.55"/><rect x="${f(n.l)}" y="${f(n.y - 74)}" width="${f(n.r - n.l)}" height="8" fill="#f4f7fb"/>`;
  let mesh = "";
  for (let x = n.l; x < n.r; x += 18) mesh += `M${f(x)},${f(n.y - 66)} l0,66 `;
  svg += `<path d="${mesh}" stroke="#ffffff" stroke-opacity="0.15" stroke-width="1"/>`;
  if (variant % 2 === 0) {
    // Four players, two each side.
    const playerColour = sky.ink;
    for (const [t, dx] of [
      [0.3, -0.18],
      [0.3, 0.18],
      [0.72, -0.2],
      [0.72, 0.22],
    ] as const) {
      const a = at(t);
      const x = (a.l + a.r) / 2 + (a.r - a.l) * dx;
      svg += person(x, a.y, 90 + t * 170, playerColour, { stride: rng.range(0.5, 1.1) });
      svg += `<ellipse cx="${f(x + (18 + t * 30))}" cy="${f(a.y - (60 + t * 100))}" rx="${f(7 + t * 9)}" ry="${f(9 + t * 11)}" fill="${playerColour}"/>`;
    }
    const b = at(rng.range(0.35, 0.6));
    svg += `<circle cx="${f(b.l + (b.r - b.l) * rng.range(0.3, 0.7))}" cy="${f(b.y - rng.range(180, 260))}" r="9" fill="#e9f542"/>`;
  } else {
    // Close-up: two rackets and balls resting on the court.
    svg += racket(
      W * rng.range(0.3, 0.4),
      H - 200,
      rng.range(-40, -10),
      rng.pick(["#e63946", "#f4a261", "#2a9d8f"]),
    );
    svg += racket(
      W * rng.range(0.55, 0.65),
      H - 180,
      rng.range(10, 40),
      rng.pick(["#264653", "#e9c46a", "#f1faee"]),
    );
    for (let i = 0; i < 3; i++)
      svg += `<circle cx="${f(W * 0.47 + i * 40)}" cy="${f(H - 70 - i * 12)}" r="22" fill="#e9f542"/>`;
  }
  return svg + finish(ctx);
}

type Style = "colonial" | "palace" | "medina" | "pagoda";

function building(
  rng: Rng,
  style: Style,
  x: number,
  groundY: number,
  w: number,
  h: number,
  tint: string,
): string {
  const walls: Record<Style, string[]> = {
    colonial: ["#e76f51", "#f4a261", "#2a9d8f", "#e9c46a", "#8ab17d", "#f28482", "#84a59d"],
    palace: ["#e9b872", "#d9925b", "#f0c987", "#e8a87c", "#c97b63"],
    medina: ["#d08c60", "#c9774f", "#e0a370", "#b86f50"],
    pagoda: ["#8d3b2f", "#b5543f", "#6b2d24"],
  };
  const wall = mix(rng.pick(walls[style]), tint, 0.15);
  let d = `<rect x="${f(x)}" y="${f(groundY - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  const cols = Math.max(1, Math.floor(w / 60));
  const rows = Math.max(1, Math.floor(h / 90));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + ((c + 0.5) * w) / cols - 12;
      const wy = groundY - h + 30 + r * 90;
      if (style === "palace" || style === "medina") {
        d += `<path d="M${f(wx)},${f(wy + 46)} L${f(wx)},${f(wy + 14)} A12,12 0 0,1 ${f(wx + 24)},${f(wy + 14)} L${f(wx + 24)},${f(wy + 46)} Z" fill="${shade(wall, -0.45)}"/>`;
      } else {
        d += `<rect x="${f(wx)}" y="${f(wy)}" width="24" height="42" fill="${shade(wall, -0.45)}"/><rect x="${f(wx - 4)}" y="${f(wy + 42)}" width="32" height="5" fill="${shade(wall, 0.4)}"/>`;
      }
    }
  }
  if (style === "colonial")
    d += `<rect x="${f(x - 4)}" y="${f(groundY - h - 10)}" width="${f(w + 8)}" height="12" fill="${shade(wall, 0.3)}"/>`;
  if (style === "palace" && rng.chance(0.6)) {
    // A chhatri: a small domed pavilion on the roof.
    const cx = x + w / 2;
    const top = groundY - h;
    d += `<rect x="${f(cx - 26)}" y="${f(top - 40)}" width="6" height="40" fill="${wall}"/><rect x="${f(cx + 20)}" y="${f(top - 40)}" width="6" height="40" fill="${wall}"/><path d="M${f(cx - 34)},${f(top - 40)} Q${f(cx)},${f(top - 100)} ${f(cx + 34)},${f(top - 40)} Z" fill="${shade(wall, 0.15)}"/>`;
  }
  return d;
}

function styleFor(ctx: SceneContext): Style {
  if (ctx.flavor === "oaxaca") return "colonial";
  if (ctx.flavor === "rajasthan") return "palace";
  if (ctx.flavor === "kyoto") return "pagoda";
  if (ctx.flavor === "marrakech") return "medina";
  return ctx.rng.pick(["colonial", "palace", "medina", "pagoda"] as const);
}

/** Old towns and temples: a street with a landmark, a waterfront skyline, or a market. */
export function cityScene(ctx: SceneContext): string {
  const kind = ctx.variant % 3;
  if (kind === 1) return waterfrontScene(ctx);
  if (kind === 2) return marketScene(ctx);
  return streetScene(ctx);
}

/** A waterfront: a row of old buildings (or a palace) on the shore, mirrored in a lake or a harbour. */
function waterfrontScene(ctx: SceneContext): string {
  const { rng, sky } = ctx;
  const style = styleFor(ctx);
  const shoreY = rng.range(560, 620);
  let svg = skyLayer(ctx, { horizonY: shoreY, clouds: rng.int(1, 3) }).svg;
  svg += ranges(ctx, {
    count: 2,
    topY: shoreY - 200,
    bottomY: shoreY - 120,
    near: style === "palace" || style === "medina" ? "#9c7456" : "#4a6b4f",
    amplitude: 70,
  });
  const tint = sky.low ? sky.glow : "#ffffff";
  let town = "";
  let x = -30;
  while (x < W) {
    const w = rng.range(90, 170);
    const h = rng.range(110, 240);
    town += building(rng, style === "pagoda" ? "colonial" : style, x, shoreY, w, h, tint);
    x += w + rng.range(0, 6);
  }
  // A landmark rising above the roofs.
  const lx = rng.range(W * 0.3, W * 0.7);
  const stone = mix(style === "colonial" ? "#e8c39e" : "#efd2a4", tint, 0.2);
  town += `<path d="M${f(lx - 90)},${f(shoreY - 200)} Q${f(lx - 95)},${f(shoreY - 330)} ${f(lx)},${f(shoreY - 370)} Q${f(lx + 95)},${f(shoreY - 330)} ${f(lx + 90)},${f(shoreY - 200)} Z" fill="${shade(stone, 0.15)}"/><rect x="${f(lx - 110)}" y="${f(shoreY - 210)}" width="220" height="210" fill="${stone}"/>`;
  const id = `${ctx.id}-town`;
  svg += `<defs><g id="${id}">${town}</g>${linearGradient(`${ctx.id}-lake`, [
    [0, mix(sky.horizon, sky.sea, 0.45)],
    [1, sky.seaDeep],
  ])}</defs>`;
  svg += `<rect y="${f(shoreY)}" width="${W}" height="${f(H - shoreY)}" fill="url(#${ctx.id}-lake)"/>`;
  svg += `<use href="#${id}" transform="translate(0 ${f(shoreY * 2)}) scale(1 -1)" opacity="0.35"/>`;
  for (let i = 0; i < 26; i++) {
    const y = shoreY + 8 + i * rng.range(12, 18);
    svg += `<rect x="${f(rng.range(-100, W))}" y="${f(y)}" width="${f(rng.range(80, 380))}" height="2.5" fill="#ffffff" opacity="0.22"/>`;
  }
  svg += `<use href="#${id}"/>`;
  svg += `<rect y="${f(shoreY - 4)}" width="${W}" height="10" fill="${shade(stone, -0.35)}"/>`;
  // Boats on the water.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const bx = rng.range(100, W - 200);
    const by = shoreY + rng.range(90, 300);
    const s2 = 0.6 + ((by - shoreY) / (H - shoreY)) * 0.8;
    svg += `<path d="M${f(bx)},${f(by)} L${f(bx + 160 * s2)},${f(by)} Q${f(bx + 140 * s2)},${f(by + 26 * s2)} ${f(bx + 100 * s2)},${f(by + 28 * s2)} L${f(bx + 30 * s2)},${f(by + 28 * s2)} Q${f(bx + 10 * s2)},${f(by + 22 * s2)} ${f(bx)},${f(by)} Z" fill="${rng.pick(["#b5543f", "#2a6f97", "#f4f1de", "#e9c46a"])}"/>`;
  }
  if (rng.chance(0.7)) svg += birds(rng, rng.range(300, 1300), rng.range(120, 260), rng.int(2, 5), sky.ink);
  return svg + finish(ctx);
}

function awning(x: number, y: number, w: number, colours: [string, string]): string {
  const stripes = 6;
  let d = "";
  for (let i = 0; i < stripes; i++) {
    const x0 = x + (i * w) / stripes;
    d += `<path d="M${f(x0 + 10)},${f(y)} L${f(x0 + w / stripes + 10)},${f(y)} L${f(x0 + w / stripes)},${f(y + 60)} L${f(x0)},${f(y + 60)} Z" fill="${colours[i % 2]}"/>`;
  }
  for (let i = 0; i < stripes; i++) {
    const cx = x + ((i + 0.5) * w) / stripes;
    d += `<path d="M${f(cx - w / stripes / 2)},${f(y + 60)} Q${f(cx)},${f(y + 82)} ${f(cx + w / stripes / 2)},${f(y + 60)} Z" fill="${colours[i % 2]}"/>`;
  }
  return d;
}

/** A market: striped awnings over stalls of fruit, spices or pottery, with shoppers in front. */
function marketScene(ctx: SceneContext): string {
  const { rng, sky } = ctx;
  const style = styleFor(ctx);
  const groundY = rng.range(820, 870);
  let svg = skyLayer(ctx, { horizonY: groundY - 200, clouds: rng.int(1, 3) }).svg;
  const tint = sky.low ? sky.glow : "#ffffff";
  // The buildings behind the stalls.
  let x = -20;
  while (x < W) {
    const w = rng.range(150, 240);
    svg += building(
      rng,
      style === "pagoda" ? "colonial" : style,
      x,
      groundY - 120,
      w,
      rng.range(380, 560),
      tint,
    );
    x += w + rng.range(0, 8);
  }
  svg += `<rect y="${f(groundY - 120)}" width="${W}" height="${f(H - groundY + 120)}" fill="${mix("#b9a58c", sky.haze, 0.15)}"/>`;
  const palettes: [string, string][] = [
    ["#e63946", "#f1faee"],
    ["#2a9d8f", "#f1faee"],
    ["#f4a261", "#fff3e0"],
    ["#6a4c93", "#f1faee"],
    ["#1d3557", "#f1faee"],
  ];
  const goods = ["#e76f51", "#f4a261", "#e9c46a", "#8ab17d", "#d62828", "#9c6644"];
  let sx = rng.range(-60, 0);
  while (sx < W) {
    const w = rng.range(230, 320);
    const top = groundY - rng.range(330, 380);
    svg += `<rect x="${f(sx + 8)}" y="${f(top + 60)}" width="8" height="${f(groundY - top - 60)}" fill="#5a3e2b"/><rect x="${f(sx + w - 16)}" y="${f(top + 60)}" width="8" height="${f(groundY - top - 60)}" fill="#5a3e2b"/>`;
    svg += awning(sx, top, w, rng.pick(palettes));
    const tableY = groundY - 120;
    svg += `<rect x="${f(sx + 4)}" y="${f(tableY)}" width="${f(w - 8)}" height="26" fill="#7a5230"/><rect x="${f(sx + 14)}" y="${f(tableY + 26)}" width="${f(w - 28)}" height="${f(groundY - tableY - 26)}" fill="${shade("#7a5230", -0.3)}"/>`;
    // Piles of goods on the table.
    for (let k = 0; k < 4; k++) {
      const gx = sx + 30 + (k * (w - 60)) / 3;
      const colour = rng.pick(goods);
      for (let j = 0; j < 7; j++) {
        svg += `<circle cx="${f(gx + rng.range(-26, 26))}" cy="${f(tableY - 8 - rng.range(0, 26) * (1 - Math.abs(j - 3) / 4))}" r="${f(rng.range(9, 14))}" fill="${shade(colour, rng.range(-0.15, 0.15))}"/>`;
      }
    }
    sx += w + rng.range(20, 60);
  }
  for (let i = 0; i < rng.int(4, 7); i++) {
    svg += person(rng.range(40, W - 40), H - rng.range(0, 40), rng.range(200, 300), sky.ink, {
      stride: rng.range(0.2, 0.9),
      pack: rng.chance(0.3),
    });
  }
  return svg + finish(ctx);
}

/** A street with a landmark in the middle (church towers, a palace dome, a minaret or a pagoda). */
function streetScene(ctx: SceneContext): string {
  const { rng, sky, variant } = ctx;
  const style = styleFor(ctx);
  const groundY = rng.range(760, 840);
  const s = skyLayer(ctx, { horizonY: groundY, clouds: rng.int(0, 3) });
  let svg = s.svg;
  svg += ranges(ctx, {
    count: 2,
    topY: groundY - 360,
    bottomY: groundY - 260,
    near: style === "palace" || style === "medina" ? "#a0714f" : "#4a6b4f",
    amplitude: 80,
  });
  const tint = sky.low ? sky.glow : "#ffffff";
  if (style === "pagoda") {
    // A five-tiered pagoda among trees.
    const cx = rng.range(W * 0.35, W * 0.65);
    const red = "#a63d2f";
    for (let i = 0; i < 5; i++) {
      const y = groundY - 120 - i * 105;
      const w = 300 - i * 40;
      svg += `<rect x="${f(cx - w * 0.32)}" y="${f(y - 60)}" width="${f(w * 0.64)}" height="70" fill="${red}"/><path d="M${f(cx - w / 2 - 40)},${f(y - 50)} Q${f(cx)},${f(y - 95)} ${f(cx + w / 2 + 40)},${f(y - 50)} L${f(cx + w / 2 + 10)},${f(y - 70)} Q${f(cx)},${f(y - 110)} ${f(cx - w / 2 - 10)},${f(y - 70)} Z" fill="#2d2a2e"/>`;
    }
    svg += `<line x1="${f(cx)}" y1="${f(groundY - 650)}" x2="${f(cx)}" y2="${f(groundY - 740)}" stroke="#2d2a2e" stroke-width="8"/>`;
    svg += `<rect x="${f(cx - 160)}" y="${f(groundY - 120)}" width="320" height="120" fill="${shade(red, -0.1)}"/>`;
    for (let i = 0; i < 14; i++) {
      const x = rng.chance(0.5) ? rng.range(0, cx - 220) : rng.range(cx + 220, W);
      const r = rng.range(60, 130);
      svg += `<circle cx="${f(x)}" cy="${f(groundY - r * 0.8)}" r="${f(r)}" fill="${mix(rng.pick(["#d1495b", "#edae49", "#66a182", "#e07a5f"]), sky.haze, 0.25)}"/>`;
    }
  } else {
    // A row of buildings with a landmark in the middle (church towers, a palace dome, a minaret).
    const lx = rng.range(W * 0.35, W * 0.6);
    if (style === "colonial") {
      const stone = mix("#e8c39e", tint, 0.2);
      svg += `<rect x="${f(lx - 170)}" y="${f(groundY - 330)}" width="340" height="330" fill="${stone}"/><rect x="${f(lx - 230)}" y="${f(groundY - 470)}" width="100" height="470" fill="${stone}"/><rect x="${f(lx + 130)}" y="${f(groundY - 470)}" width="100" height="470" fill="${stone}"/><path d="M${f(lx - 230)},${f(groundY - 470)} Q${f(lx - 180)},${f(groundY - 560)} ${f(lx - 130)},${f(groundY - 470)} Z M${f(lx + 130)},${f(groundY - 470)} Q${f(lx + 180)},${f(groundY - 560)} ${f(lx + 230)},${f(groundY - 470)} Z" fill="${shade(stone, -0.1)}"/><path d="M${f(lx - 50)},${f(groundY)} L${f(lx - 50)},${f(groundY - 120)} A50,50 0 0,1 ${f(lx + 50)},${f(groundY - 120)} L${f(lx + 50)},${f(groundY)} Z" fill="${shade(stone, -0.5)}"/><circle cx="${f(lx)}" cy="${f(groundY - 230)}" r="32" fill="${shade(stone, -0.3)}"/><path d="M${f(lx - 170)},${f(groundY - 330)} L${f(lx)},${f(groundY - 400)} L${f(lx + 170)},${f(groundY - 330)} Z" fill="${stone}"/>`;
    } else if (style === "palace") {
      const sand = mix("#e9b872", tint, 0.2);
      svg += `<rect x="${f(lx - 300)}" y="${f(groundY - 300)}" width="600" height="300" fill="${sand}"/><path d="M${f(lx - 110)},${f(groundY - 300)} Q${f(lx - 120)},${f(groundY - 470)} ${f(lx)},${f(groundY - 520)} Q${f(lx + 120)},${f(groundY - 470)} ${f(lx + 110)},${f(groundY - 300)} Z" fill="${shade(sand, 0.2)}"/>`;
      for (let i = -2; i <= 2; i++) {
        svg += `<path d="M${f(lx + i * 110 - 30)},${f(groundY - 20)} L${f(lx + i * 110 - 30)},${f(groundY - 150)} Q${f(lx + i * 110)},${f(groundY - 200)} ${f(lx + i * 110 + 30)},${f(groundY - 150)} L${f(lx + i * 110 + 30)},${f(groundY - 20)} Z" fill="${shade(sand, -0.45)}"/>`;
      }
    } else {
      const clay = mix("#c9774f", tint, 0.2);
      svg += `<rect x="${f(lx - 45)}" y="${f(groundY - 560)}" width="90" height="560" fill="${clay}"/><rect x="${f(lx - 30)}" y="${f(groundY - 610)}" width="60" height="50" fill="${shade(clay, 0.15)}"/><rect x="${f(lx - 16)}" y="${f(groundY - 500)}" width="32" height="44" fill="${shade(clay, -0.45)}"/>`;
    }
    let x = -20;
    while (x < W) {
      const w = rng.range(110, 200);
      const h = rng.range(160, 300);
      if (Math.abs(x + w / 2 - lx) > 280) svg += building(rng, style, x, groundY, w, h, tint);
      x += w + rng.range(0, 10);
    }
  }
  // Street and people.
  const street = groundBand(ctx, {
    y: groundY,
    amplitude: 2,
    top: mix("#b9a58c", sky.haze, 0.2),
    bottom: shade("#8f7c66", -0.3),
    key: "street",
  });
  svg += street.svg;
  for (let i = 0; i < rng.int(3, 7); i++) {
    svg += person(rng.range(60, W - 60), groundY + rng.range(40, 180), rng.range(100, 170), sky.ink, {
      stride: rng.range(0.2, 0.9),
    });
  }
  if (style === "colonial" || variant % 2 === 1 || style === "pagoda") {
    // Strings of papel picado or lanterns across the street.
    for (let k = 0; k < 2; k++) {
      const y0 = groundY - rng.range(380, 520);
      let flags = "";
      for (let i = 0; i < 22; i++) {
        const x1 = (i / 21) * W;
        const sag = Math.sin((i / 21) * Math.PI) * 60;
        const colour = rng.pick(["#e63946", "#f4a261", "#2a9d8f", "#e9c46a", "#8338ec", "#ff006e"]);
        flags +=
          style === "colonial"
            ? `<rect x="${f(x1)}" y="${f(y0 + sag)}" width="40" height="46" fill="${colour}" opacity="0.9"/>`
            : `<circle cx="${f(x1)}" cy="${f(y0 + sag + 20)}" r="16" fill="${colour}" opacity="0.9"/>`;
      }
      svg += `<path d="M0,${f(y0)} Q${W / 2},${f(y0 + 120)} ${W},${f(y0)}" stroke="${sky.ink}" stroke-width="2" fill="none"/>${flags}`;
    }
  }
  if (rng.chance(0.5)) svg += birds(rng, rng.range(300, 1300), rng.range(120, 260), rng.int(2, 5), sky.ink);
  void seaLayer;
  void yAt;
  return svg + finish(ctx);
}

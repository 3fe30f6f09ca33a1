/**
 * Generates the demo pictures under public/demo/ (committed): per trip a gallery of 1600×1000 WebP scenes
 * plus 800×500 card variants, each tropleader's cover and gallery, and initials avatars. Everything is drawn
 * locally from SVG with sharp (no network), from fixed seeds, so a re-run reproduces the same files.
 *
 *   npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  AVATAR_SIZE,
  avatarUrl,
  CARD_SIZE,
  COVER_SIZE,
  HERO_SIZE,
  TRIP_IMAGE_PLANS,
  TROPLEADER_IMAGE_PLANS,
  type TripImagePlan,
  tripImageUrl,
  tropleaderCoverUrl,
  tropleaderGalleryUrl,
} from "../server/seed/demo/demo-images.ts";
import { DEMO_AVATAR_PEOPLE } from "../server/seed/demo/people.ts";
import { renderSceneSvg } from "./demo-images/scenes.ts";
import { hashSeed } from "./demo-images/svg-kit.ts";

const publicDir = path.resolve(import.meta.dirname, "../public");
const outDir = path.join(publicDir, "demo");

/** Skies that suit each scene, cycled through a gallery so consecutive pictures differ in light. */
const SKIES_FOR: Record<string, string[]> = {
  surf: ["morning", "golden", "dusk", "midday", "dawn"],
  buceo: ["midday"],
  montana: ["morning", "golden", "alpine", "dawn", "dusk"],
  nieve: ["alpine", "dawn", "morning", "dusk"],
  yoga: ["dawn", "golden", "morning", "dusk"],
  pala: ["midday", "golden", "morning", "dusk"],
  barco: ["tropical", "golden", "midday", "dusk", "morning"],
  safari: ["golden", "dusk", "dawn", "morning"],
  ciudad: ["morning", "golden", "dusk", "midday"],
};

const fileFor = (url: string) => path.join(publicDir, url);

async function writeWebp(svg: string, url: string, quality: number): Promise<number> {
  const file = fileFor(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp({ quality, effort: 5, smartSubsample: true }).toFile(file);
  return info.size;
}

/**
 * Consecutive pictures of one gallery cycle through the scene's compositions and lights (a per-plan offset
 * keeps different trips from starting alike); the seed varies everything else.
 */
function specFor(plan: { key: string; flavor: string }, scene: string, index: number) {
  const seed = hashSeed(`${plan.key}#${index}`);
  const offset = hashSeed(plan.key);
  const skies = SKIES_FOR[scene]!;
  return {
    seed,
    variant: index + (offset % 3),
    sky: skies[(offset + index) % skies.length]!,
    flavor: plan.flavor,
  };
}

async function tripImages(plan: TripImagePlan): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < plan.count; i++) {
    const scene = plan.scenes[i % plan.scenes.length]!;
    const spec = specFor(plan, scene, i);
    const url = tripImageUrl(plan.key, i + 1);
    bytes += await writeWebp(renderSceneSvg(scene, spec, HERO_SIZE.width, HERO_SIZE.height), url, 72);
    bytes += await writeWebp(
      renderSceneSvg(scene, spec, CARD_SIZE.width, CARD_SIZE.height),
      url.replace(/\.webp$/, "-card.webp"),
      70,
    );
  }
  return bytes;
}

async function tropleaderImages(): Promise<number> {
  let bytes = 0;
  for (const plan of TROPLEADER_IMAGE_PLANS) {
    const cover = specFor({ key: `${plan.key}-cover`, flavor: plan.flavor }, plan.scene, 0);
    // A wide band across the middle of the scene.
    bytes += await writeWebp(
      renderSceneSvg(plan.scene, cover, COVER_SIZE.width, COVER_SIZE.height, "0 260 1600 500"),
      tropleaderCoverUrl(plan.key),
      70,
    );
    for (let i = 0; i < plan.gallery; i++) {
      const spec = specFor({ key: `${plan.key}-gallery`, flavor: plan.flavor }, plan.scene, i + 1);
      bytes += await writeWebp(
        renderSceneSvg(plan.scene, spec, HERO_SIZE.width, HERO_SIZE.height),
        tropleaderGalleryUrl(plan.key, i + 1),
        70,
      );
    }
  }
  return bytes;
}

const AVATAR_TONES: [string, string][] = [
  ["#aedeae", "#212529"],
  ["#8ccf9c", "#212529"],
  ["#cfe9cf", "#1f4d3a"],
  ["#6fb38a", "#ffffff"],
  ["#212529", "#aedeae"],
  ["#2f5d50", "#e6f5e6"],
  ["#9fd3c7", "#212529"],
  ["#e3f1d4", "#2f5d50"],
];

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toLocaleUpperCase("es");
}

async function avatars(): Promise<number> {
  let bytes = 0;
  for (const person of DEMO_AVATAR_PEOPLE) {
    const [bg, fg] = AVATAR_TONES[hashSeed(person.key) % AVATAR_TONES.length]!;
    const s = AVATAR_SIZE;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0.82"/></linearGradient></defs><circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}" fill="url(#g)"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${s * 0.38}" letter-spacing="2" fill="${fg}">${initials(person.name)}</text></svg>`;
    bytes += await writeWebp(svg, avatarUrl(person.key), 80);
  }
  return bytes;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(p) : statSync(p).size;
  }
  return total;
}

async function main() {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  for (const plan of TRIP_IMAGE_PLANS) bytes += await tripImages(plan);
  bytes += await tropleaderImages();
  bytes += await avatars();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.info(
    `demo images written to public/demo: ${mb(folderBytes(outDir))} (${mb(bytes)} of images) in ${Math.round(performance.now() - started)} ms`,
  );
}

await main();

// Development aid: renders a contact sheet of scenes to .tmp/demo-preview.png to look at them quickly.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { SKIES } from "./palettes.ts";
import { renderSceneSvg, SCENES } from "./scenes.ts";
import { createRng, hashSeed } from "./svg-kit.ts";

const only = process.argv.slice(2);
const kinds = only.length ? only : Object.keys(SCENES);
const tiles: { input: Buffer; left: number; top: number }[] = [];
const tileW = 400;
const tileH = 250;
const perRow = 4;
let n = 0;
for (const kind of kinds) {
  for (let v = 0; v < 4; v++) {
    const rng = createRng(hashSeed(`${kind}-${v}`));
    const skyName = Object.keys(SKIES)[(v + kind.length) % Object.keys(SKIES).length]!;
    const svg = renderSceneSvg(
      kind,
      { seed: hashSeed(`${kind}-${v}`), variant: v, sky: skyName, flavor: "" },
      tileW,
      tileH,
    );
    void rng;
    const input = await sharp(Buffer.from(svg)).png().toBuffer();
    tiles.push({ input, left: (n % perRow) * tileW, top: Math.floor(n / perRow) * tileH });
    n++;
  }
}
mkdirSync(".tmp", { recursive: true });
await sharp({
  create: {
    width: tileW * perRow,
    height: tileH * Math.ceil(n / perRow),
    channels: 3,
    background: "#ffffff",
  },
})
  .composite(tiles)
  .png()
  .toFile(".tmp/demo-preview.png");
console.info(`wrote .tmp/demo-preview.png (${n} tiles)`);

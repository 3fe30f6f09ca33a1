import type { DemoScene } from "../../server/seed/demo/demo-images.ts";
import { SKIES } from "./palettes.ts";
import type { SceneContext } from "./scene-base.ts";
import { mountainScene, safariScene, snowScene } from "./scenes-land.ts";
import { cityScene, padelScene, yogaScene } from "./scenes-people.ts";
import { diveScene, sailScene, surfScene } from "./scenes-water.ts";
import { createRng, svgDocument } from "./svg-kit.ts";

/** The scene kinds of the demo image plan (server/seed/demo/demo-images.ts). */
export type SceneKind = DemoScene;

export const SCENES: Record<SceneKind, (ctx: SceneContext) => string> = {
  surf: surfScene,
  buceo: diveScene,
  montana: mountainScene,
  nieve: snowScene,
  yoga: yogaScene,
  pala: padelScene,
  barco: sailScene,
  safari: safariScene,
  ciudad: cityScene,
};

export type SceneSpec = { seed: number; variant: number; sky: string; flavor: string };

/** The SVG of one picture, drawn on a 1600×1000 canvas and output at width×height. */
export function renderSceneSvg(
  kind: string,
  spec: SceneSpec,
  width: number,
  height: number,
  view?: string,
): string {
  const draw = SCENES[kind as SceneKind];
  if (!draw) throw new Error(`unknown scene ${kind}`);
  const sky = SKIES[spec.sky];
  if (!sky) throw new Error(`unknown sky ${spec.sky}`);
  const body = draw({
    rng: createRng(spec.seed),
    sky,
    variant: spec.variant,
    flavor: spec.flavor,
    id: `s${spec.seed.toString(36)}`,
  });
  return svgDocument(width, height, body, view);
}

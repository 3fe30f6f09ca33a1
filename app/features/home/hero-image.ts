import type { ImageWidth } from "#core/constants/images";

/** How wide the home hero photo (published in Contenido, core/schemas/site-images.ts) is drawn: the full viewport. */
export const HERO_WIDTHS: readonly ImageWidth[] = [480, 640, 960, 1280, 1600, 1920];
export const HERO_SIZES = "100vw";

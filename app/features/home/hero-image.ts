import type { ImageWidth } from "#core/constants/images";

/** The home hero photo (a static file of the site) and how wide it is drawn: the full viewport. */
export const HERO_IMAGE = "/demo/trips/surf-ericeira/1.webp";
export const HERO_WIDTHS: readonly ImageWidth[] = [480, 640, 960, 1280, 1600, 1920];
export const HERO_SIZES = "100vw";

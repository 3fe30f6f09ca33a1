/** The home hero is drawn at 16:10 on a desktop; the browser crops an upload to it before sending it. */
export const HERO_IMAGE_ASPECT = { width: 1600, height: 1000 } as const;
/** Narrower uploads would be stretched on a wide screen. */
export const HERO_IMAGE_MIN_WIDTH = 1200;
export const IMAGE_ALT_MAX = 200;

/**
 * CSS object-position of a focal point (percentages from the left and the top), so a phone's tall crop keeps
 * the subject. Here, without zod, for the home page's bundle.
 */
export const objectPosition = (image: { focalX: number; focalY: number }) =>
  `${image.focalX}% ${image.focalY}%`;

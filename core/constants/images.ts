/** Widths the image service resizes to (server/http/image-routes.ts); srcset candidates pick from these. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The URL of a resized copy of a site image. Only images this server can read are resized (its static files
 * and public storage under /media); anything else (an external bucket URL) is used as it is.
 */
export function resizedImageUrl(src: string, width: ImageWidth): string {
  if (!src.startsWith("/") || src.startsWith("//") || src.startsWith("/img/")) return src;
  return `/img/${width}${src}`;
}

export function isResizable(src: string): boolean {
  return src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/img/");
}

/** A srcset over the given widths ("/img/320/a.webp 320w, …"), or undefined for images that cannot be resized. */
export function imageSrcSet(src: string, widths: readonly ImageWidth[]): string | undefined {
  if (!isResizable(src)) return undefined;
  return widths.map((w) => `${resizedImageUrl(src, w)} ${w}w`).join(", ");
}

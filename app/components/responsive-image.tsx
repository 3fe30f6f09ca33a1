import type { ComponentProps } from "react";
import { type ImageWidth, imageSrcSet, resizedImageUrl } from "#core/constants/images";

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  src: string;
  alt: string;
  /** Intrinsic aspect (width × height) so the layout never shifts while the image loads. */
  width: number;
  height: number;
  /** The rendered width at each breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** srcset candidates. */
  widths?: readonly ImageWidth[];
  /** The page's main image: loaded eagerly with high priority (LCP); everything else loads lazily. */
  priority?: boolean;
};

const DEFAULT_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 960, 1280];

/** An image that sends each screen the pixels it shows (resized WebP copies from /img). */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  widths = DEFAULT_WIDTHS,
  priority = false,
  ...props
}: ResponsiveImageProps) {
  const fallbackWidth = widths[Math.min(2, widths.length - 1)] ?? 640;
  return (
    <img
      src={resizedImageUrl(src, fallbackWidth)}
      srcSet={imageSrcSet(src, widths)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 19 passes fetchPriority through to the DOM attribute.
      fetchPriority={priority ? "high" : "auto"}
      {...props}
    />
  );
}

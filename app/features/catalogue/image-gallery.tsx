import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type ImageGalleryProps = {
  images: string[];
  /** Accessible name of the carousel. */
  label: string;
  /** Alt text of image n (1-based). */
  altFor: (n: number) => string;
  /** The first image is the page's main image (loaded eagerly, high priority). */
  priority?: boolean;
  /** Thumbnails under the slide (creator gallery: doc 1 §9 shows 6). */
  thumbnails?: number;
  className?: string;
  aspectClassName?: string;
};

/**
 * A carousel: previous/next buttons and dots that wrap around (doc 1 §2); arrow keys, Home and End work when
 * it has focus. Only the visible photo is loaded; the next one is fetched lazily when it is shown.
 */
export function ImageGallery({
  images,
  label,
  altFor,
  priority = false,
  thumbnails = 0,
  className,
  aspectClassName = "aspect-[4/3] sm:aspect-[16/9]",
}: ImageGalleryProps) {
  const { t } = useTranslation("catalogue");
  const [index, setIndex] = useState(0);
  // The buttons need the scripts: disabled until they run, so an early press is visibly not possible.
  const hydrated = useHydrated();
  const total = images.length;
  if (total === 0) return null;
  const go = (next: number) => setIndex(((next % total) + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      Home: () => go(0),
      End: () => go(total - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const current = images[index] ?? images[0]!;
  // Thumbnails: a window of `thumbnails` photos around the current one.
  const start = Math.min(Math.max(0, index - Math.floor(thumbnails / 2)), Math.max(0, total - thumbnails));
  const strip =
    thumbnails > 0 ? images.slice(start, start + thumbnails).map((src, i) => ({ src, n: start + i })) : [];

  return (
    <div className={className}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys when focused (WAI-ARIA APG carousel)
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={cn(
          "group relative overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink",
          aspectClassName,
        )}
        data-testid="gallery"
        data-index={index}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group, not a form fieldset */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${total}`}
          className="size-full"
        >
          <ResponsiveImage
            key={current}
            src={current}
            alt={altFor(index + 1)}
            width={1600}
            height={900}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw"
            widths={[480, 640, 960, 1280, 1600]}
            priority={priority && index === 0}
            className="size-full object-cover"
            data-testid="gallery-image"
          />
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => go(index - 1)}
              aria-label={t("trip.previousImage")}
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-ink disabled:opacity-60"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => go(index + 1)}
              aria-label={t("trip.nextImage")}
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-ink disabled:opacity-60"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
              {images.map((src, i) => (
                <button
                  key={src}
                  type="button"
                  disabled={!hydrated}
                  onClick={() => go(i)}
                  aria-label={t("trip.goToImage", { n: i + 1, total })}
                  aria-current={i === index ? "true" : undefined}
                  className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      "block rounded-full shadow transition-all",
                      i === index ? "h-2 w-5 bg-white" : "size-2 bg-white/60 hover:bg-white/90",
                    )}
                  />
                </button>
              ))}
            </div>
            <span className="absolute top-3 right-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-medium text-white">
              {index + 1} / {total}
            </span>
          </>
        ) : null}
      </section>
      {strip.length > 1 ? (
        <ul className="mt-3 grid grid-cols-6 gap-2">
          {strip.map(({ src, n }) => (
            <li key={src}>
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => go(n)}
                aria-label={t("creator.thumbnail", { n: n + 1 })}
                aria-current={n === index ? "true" : undefined}
                className={cn(
                  "block aspect-square w-full overflow-hidden rounded-lg ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-ink",
                  n === index ? "ring-2 ring-ink" : "opacity-75 hover:opacity-100",
                )}
                data-testid="gallery-thumbnail"
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  width={160}
                  height={160}
                  sizes="120px"
                  widths={[160, 320]}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * A review's photos (issue 35): thumbnails that open a viewer dialog (focus kept inside, Escape closes and
 * gives focus back to the thumbnail, ArrowLeft/ArrowRight move, previous/next buttons with names).
 */
export function ReviewPhotos({ photos, name, title }: { photos: string[]; name: string; title: string }) {
  const { t } = useTranslation("catalogue");
  const [open, setOpen] = useState<number | null>(null);
  // The viewer needs the scripts: before they run, the thumbnails are visibly not ready (app/lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const total = photos.length;
  if (total === 0) return null;
  const alt = (n: number) => t("reviewPhotos.alt", { n, total, name, title });
  const go = (next: number) => setOpen(((next % total) + total) % total);

  const current = open === null ? null : photos[open];
  return (
    <>
      <ul
        aria-label={t("reviewPhotos.listLabel", { name })}
        className="mt-3 flex flex-wrap gap-2"
        data-testid="review-photos"
      >
        {photos.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              disabled={!hydrated}
              aria-label={t("reviewPhotos.open", { n: i + 1, total, name })}
              className="block size-16 overflow-hidden rounded-lg ring-offset-2 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-ink sm:size-20"
              data-testid="review-photo-thumbnail"
            >
              <ResponsiveImage
                src={src}
                alt=""
                width={160}
                height={160}
                sizes="80px"
                widths={[160, 320]}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current != null && open !== null}
        onClose={() => setOpen(null)}
        title={t("reviewPhotos.dialogTitle", { name })}
        size="lg"
      >
        {current != null && open !== null ? (
          <div data-testid="review-photo-viewer" data-index={open}>
            <ArrowKeys onMove={(step) => go(open + step)} enabled={total > 1} />
            <div className="relative overflow-hidden rounded-xl bg-gray-100">
              <ResponsiveImage
                key={current}
                src={current}
                alt={alt(open + 1)}
                width={1600}
                height={1200}
                sizes="(min-width: 672px) 624px, 100vw"
                widths={[480, 640, 960, 1280]}
                priority
                className="max-h-[60vh] w-full object-contain"
                data-testid="review-photo-viewer-image"
              />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              {total > 1 ? (
                <button
                  type="button"
                  onClick={() => go(open - 1)}
                  aria-label={t("trip.previousImage")}
                  className="flex size-10 items-center justify-center rounded-full border border-gray-200 text-ink transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-ink"
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
              ) : (
                <span />
              )}
              <p className="text-sm text-gray-600" aria-live="polite">
                {t("reviewPhotos.position", { n: open + 1, total })}
              </p>
              {total > 1 ? (
                <button
                  type="button"
                  onClick={() => go(open + 1)}
                  aria-label={t("trip.nextImage")}
                  className="flex size-10 items-center justify-center rounded-full border border-gray-200 text-ink transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-ink"
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              ) : (
                <span />
              )}
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

/** While the viewer is open, ArrowLeft and ArrowRight move between the photos wherever focus is inside it. */
function ArrowKeys({ onMove, enabled }: { onMove: (step: 1 | -1) => void; enabled: boolean }) {
  const move = useRef(onMove);
  move.current = onMove;
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      move.current(event.key === "ArrowRight" ? 1 : -1);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
  return null;
}

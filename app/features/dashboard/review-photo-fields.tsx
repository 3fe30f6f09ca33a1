import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { LIMITS } from "#core/constants/limits";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { buttonClasses } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";

/**
 * The review's photos (issue 35): up to six, each uploaded at once through the upload pipeline (checked in
 * the browser, then by content and re-encoded on the server) as a `review-photo`; the review carries their
 * addresses. Needs the scripts: before they load it says so.
 */
export function ReviewPhotoFields({
  photos,
  onChange,
  error,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  const room = LIMITS.reviewPhotosMax - photos.length;

  async function upload(files: File[]) {
    setProblems([]);
    const wanted = files.slice(0, Math.max(0, LIMITS.reviewPhotosMax - latest.current.length));
    if (wanted.length < files.length) setProblems([t("review.errors.photosMax")]);
    for (const file of wanted) {
      setUploading(file.name);
      const outcome = await uploadFile("review-photo", file);
      if (outcome.ok && outcome.file.url) onChange([...latest.current, outcome.file.url]);
      else {
        const key = outcome.ok ? "uploads:errors.unexpected" : outcome.messageKey;
        setProblems((p) => [...p, `${file.name}: ${t("uploads:uploadError", { reason: t(key) })}`]);
      }
    }
    setUploading(null);
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length) void upload(files);
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${labelId}-hint`}>
      <legend className="text-sm font-medium text-ink">{t("review.photosLabel")}</legend>
      <p id={`${labelId}-hint`} className="text-xs text-gray-600">
        {t("review.photosHint")}
      </p>
      {photos.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="review-form-photos">
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t("review.photoAlt", { n: i + 1 })}
                className="size-20 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p !== url))}
                aria-label={t("review.removePhoto", { n: i + 1 })}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <div>
          <button
            type="button"
            disabled={room <= 0 || uploading !== null}
            onClick={() => input.current?.click()}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t("review.addPhotos")}
          </button>
          <HiddenFileInput
            inputRef={input}
            accept={UPLOAD_RULES["review-photo"].acceptAttribute}
            multiple
            onChange={onPick}
            testId="review-photo-input"
          />
        </div>
      ) : (
        <p className="text-sm text-gray-500">{t("review.photosNeedScripts")}</p>
      )}
      <p className="text-sm text-gray-600" aria-live="polite">
        {uploading ? t("review.uploadingPhoto", { name: uploading }) : ""}
      </p>
      {[...problems, ...(error ? [error] : [])].map((p) => (
        <p key={p} className="text-sm text-red-600" role="alert">
          {p}
        </p>
      ))}
    </fieldset>
  );
}

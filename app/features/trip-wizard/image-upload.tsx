import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { TFunction } from "#core/i18n/translator";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { buttonClasses } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";

/** The spec's own gallery messages (doc 2 §5); any other failure reads 'Error al subir la imagen: {reason}'. */
const OWN_MESSAGES = new Set<string>([
  UPLOAD_RULES["trip-image"].messages.invalidType,
  UPLOAD_RULES["trip-image"].messages.tooLarge,
]);

export function uploadErrorText(t: TFunction, messageKey: string): string {
  return OWN_MESSAGES.has(messageKey) ? t(messageKey) : t("uploads:uploadError", { reason: t(messageKey) });
}

/**
 * Uploads one picked file as a trip image through the upload pipeline (checked by content and re-encoded on
 * the server), with a progress bar, and hands back its address. Needs the scripts: before they load it says so.
 */
export function useTripImageUpload() {
  const { t } = useTranslation("trips");
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File): Promise<string | null> {
    setError(null);
    setProgress({ name: file.name, value: 0 });
    const outcome = await uploadFile("trip-image", file, {
      onProgress: (value) => setProgress({ name: file.name, value }),
    });
    setProgress(null);
    if (outcome.ok && outcome.file.url) return outcome.file.url;
    setError(uploadErrorText(t, outcome.ok ? "uploads:errors.unexpected" : outcome.messageKey));
    return null;
  }
  return { upload, progress, error };
}

/**
 * A form field holding one image address (a gallery row, a day's image): its current value, and `pick` to upload
 * a chosen file and put its address in the field.
 */
export function useImageField(form: UseFormReturn<FieldValues>, name: string) {
  const { upload, progress, error } = useTripImageUpload();
  const url = String(form.watch(name) ?? "");
  async function pick([file]: File[]) {
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) form.setValue(name, uploaded, { shouldDirty: true, shouldValidate: true });
  }
  return { url, pick, progress, error };
}

export function UploadProgress({ progress }: { progress: { name: string; value: number } | null }) {
  const { t } = useTranslation("trips");
  const id = useId();
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="truncate text-xs text-gray-600">
        {t("wizard.gallery.uploading", { name: progress.name })}
      </span>
      <progress
        aria-labelledby={id}
        max={100}
        value={Math.round(progress.value * 100)}
        className="h-2 w-full overflow-hidden rounded-full accent-ink"
      />
    </div>
  );
}

/** A button that opens the file picker (keyboard reachable), shown only once the scripts can upload. */
export function PickImageButton({
  label,
  onFiles,
  multiple = false,
  disabled = false,
  testId,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("trips");
  const input = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <p className="text-sm text-gray-500">{t("wizard.gallery.needsScripts")}</p>;
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length) onFiles(files);
  }
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
      </button>
      <HiddenFileInput
        inputRef={input}
        accept={UPLOAD_RULES["trip-image"].acceptAttribute}
        multiple={multiple}
        onChange={onChange}
        testId={testId}
      />
    </>
  );
}

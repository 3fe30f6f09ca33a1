import { ArrowDown, ArrowUp, ImageOff, Lightbulb, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { MAX_ROWS, MIN_ROWS } from "#core/schemas/trip-wizard-rows";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { PickImageButton, UploadProgress, uploadErrorText, useImageField } from "./image-upload.tsx";
import { RowButton } from "./row-button.tsx";
import type { FieldErrorOf } from "./step-form.tsx";
import { useRowList } from "./use-row-list.ts";

type Form = UseFormReturn<FieldValues>;
type Upload = { id: number; name: string; value: number };
let uploadId = 0;

/**
 * Step 4, Galería: at least three images, the first is the main one; reorderable with buttons (keyboard and
 * screen readers), removable beyond three. Images are uploaded here, one per row or several at once, each
 * with its own progress bar.
 */
export function GalleryFields({ form, fieldError }: { form: Form; fieldError: FieldErrorOf }) {
  const { t } = useTranslation("trips");
  const rows = useRowList(form, "images", { min: MIN_ROWS.images, max: MAX_ROWS.images, blank: () => "" });
  const [announcement, setAnnouncement] = useState("");
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const listError = fieldError("images");

  function place(url: string) {
    const images = (form.getValues("images") as string[] | undefined) ?? [];
    const empty = images.findIndex((u) => !u);
    if (empty >= 0) form.setValue(`images.${empty}`, url, { shouldDirty: true, shouldValidate: true });
    else if (rows.canAdd) {
      rows.add();
      form.setValue(`images.${images.length}`, url, { shouldDirty: true, shouldValidate: true });
    }
  }

  async function uploadMany(files: File[]) {
    setErrors([]);
    for (const file of files) {
      const id = ++uploadId;
      setUploads((u) => [...u, { id, name: file.name, value: 0 }]);
      const outcome = await uploadFile("trip-image", file, {
        onProgress: (value) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, value } : x))),
      });
      setUploads((u) => u.filter((x) => x.id !== id));
      if (outcome.ok && outcome.file.url) place(outcome.file.url);
      else
        setErrors((e) => [
          ...e,
          `${file.name}: ${uploadErrorText(t, outcome.ok ? "uploads:errors.unexpected" : outcome.messageKey)}`,
        ]);
    }
  }

  function move(i: number, by: -1 | 1) {
    rows.move(i, by);
    setAnnouncement(t("wizard.gallery.moved", { n: i + by + 1 }));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-4">
        <p className="text-gray-600">{t("wizard.gallery.intro")}</p>
        {listError ? <Alert tone="error">{listError}</Alert> : null}
        <ol className="grid gap-4 sm:grid-cols-2">
          {rows.keys.map((key, i) => (
            <GalleryRow
              key={key}
              form={form}
              index={i}
              count={rows.keys.length}
              canRemove={rows.canRemove}
              onRemove={() => rows.remove(i)}
              onMove={(by) => move(i, by)}
              error={fieldError(`images.${i}`)}
            />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <PickImageButton
            label={t("wizard.gallery.uploadMany")}
            multiple
            onFiles={uploadMany}
            disabled={!rows.canAdd && ((form.getValues("images") as string[]) ?? []).every(Boolean)}
            testId="gallery-input"
          />
          {rows.canAdd ? (
            <RowButton intent="add-images" onClick={rows.add} variant="outline">
              <Plus aria-hidden="true" className="size-4" />
              {t("wizard.gallery.addRow")}
            </RowButton>
          ) : null}
        </div>
        {uploads.map((u) => (
          <UploadProgress key={u.id} progress={u} />
        ))}
        {errors.map((e) => (
          <p key={e} className="text-sm text-red-600" role="alert">
            {e}
          </p>
        ))}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
      <aside className="h-fit rounded-2xl bg-brand-50 p-5 text-sm text-ink" aria-labelledby="gallery-tips">
        <h3 id="gallery-tips" className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4" />
          {t("wizard.gallery.tipsTitle")}
        </h3>
        <ul className="list-disc space-y-1.5 pl-5">
          {(t("wizard.gallery.tips", { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

function GalleryRow({
  form,
  index,
  count,
  canRemove,
  onRemove,
  onMove,
  error,
}: {
  form: Form;
  index: number;
  count: number;
  canRemove: boolean;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
  error: string | null;
}) {
  const { t } = useTranslation("trips");
  const name = `images.${index}`;
  const { url, pick, progress, error: uploadError } = useImageField(form, name);
  const n = index + 1;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-3"
      aria-invalid={error ? true : undefined}
      data-testid="gallery-row"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{t("wizard.gallery.image", { n })}</span>
        {index === 0 ? <Badge tone="success">{t("wizard.gallery.main")}</Badge> : null}
      </div>
      <input type="hidden" {...form.register(name)} />
      {url ? (
        <img
          src={url}
          alt={t("wizard.gallery.image", { n })}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 text-gray-500">
          <ImageOff aria-hidden="true" className="size-6" />
          <span className="text-sm">{t("wizard.gallery.empty")}</span>
        </div>
      )}
      <UploadProgress progress={progress} />
      {uploadError || error ? <p className="text-sm text-red-600">{uploadError ?? error}</p> : null}
      <div className="flex flex-wrap items-center gap-1">
        <PickImageButton
          label={url ? t("wizard.gallery.replace") : t("wizard.gallery.upload")}
          onFiles={pick}
          testId={`gallery-row-input-${index}`}
        />
        <span className="ml-auto flex items-center gap-1">
          <RowButton
            intent={`up-images-${index}`}
            onClick={() => onMove(-1)}
            disabled={index === 0}
            label={t("wizard.gallery.moveUp", { n })}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </RowButton>
          <RowButton
            intent={`down-images-${index}`}
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            label={t("wizard.gallery.moveDown", { n })}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </RowButton>
          {canRemove ? (
            <RowButton
              intent={`remove-images-${index}`}
              onClick={onRemove}
              label={t("wizard.gallery.remove", { n })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </RowButton>
          ) : null}
        </span>
      </div>
    </li>
  );
}

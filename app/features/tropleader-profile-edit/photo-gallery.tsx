import { ImagePlus, Images, Trash2 } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { TROPLEADER_GALLERY_MAX } from "#core/schemas/tropleader-profile";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useConfirm } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

type Image = { id: string; imageUrl: string };
type Upload = { name: string; progress: number };
type Result = { ok: boolean; intent: string; error?: string; params?: Record<string, unknown> };

/**
 * The gallery (doc 2 §2): several photos at once, each with its own progress bar, then added to the public
 * gallery in one request; delete per photo (a plain form post, confirmed first when the scripts run); the
 * empty state and a placeholder tile per photo while it uploads.
 */
export function PhotoGallery({ images }: { images: Image[] }) {
  const { t } = useTranslation("workspace");
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [message, show] = useTimedMessage();
  const fetcher = useFetcher<Result>();
  const confirm = useConfirm();
  const submit = useSubmit();
  const detail = (key: string, params?: Record<string, unknown>) => t(key, params);

  const deleter = useFetcher<Result>({ key: "gallery-delete" });
  useFetcherResult(deleter, (result) => {
    if (result.ok) show("success", t("profileEdit.messages.deleteSuccess"));
    else
      show(
        "error",
        t("profileEdit.messages.deleteError", { detail: detail(result.error ?? "", result.params) }),
      );
  });
  useFetcherResult(fetcher, (result) => {
    if (result.intent === "gallery-add") {
      if (result.ok) show("success", t("profileEdit.messages.gallerySuccess"));
      else
        show(
          "error",
          t("profileEdit.messages.galleryError", { detail: detail(result.error ?? "", result.params) }),
        );
    }
  });

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!picked.length) return;
    setUploads(picked.map((f) => ({ name: f.name, progress: 0 })));
    const outcomes = await Promise.all(
      picked.map((file, i) =>
        uploadFile("gallery-image", file, {
          onProgress: (fraction) =>
            setUploads((list) => list.map((u, j) => (j === i ? { ...u, progress: fraction } : u))),
        }),
      ),
    );
    setUploads([]);
    const failed = outcomes.find((o) => !o.ok);
    const ids = outcomes.flatMap((o) => (o.ok ? [o.file.fileId] : []));
    if (failed && !failed.ok) {
      const own = Object.values(UPLOAD_RULES["gallery-image"].messages).includes(failed.messageKey);
      show(
        "error",
        own ? t(failed.messageKey) : t("profileEdit.messages.galleryError", { detail: t(failed.messageKey) }),
      );
    }
    if (ids.length) {
      const form = new FormData();
      form.set("intent", "gallery-add");
      for (const id of ids) form.append("fileId", id);
      fetcher.submit(form, { method: "post" });
    }
  }

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await confirm({
      title: t("profileEdit.deleteTitle"),
      message: t("profileEdit.deleteBody"),
      confirmLabel: t("profileEdit.galleryDelete"),
      tone: "danger",
    });
    if (ok) void submit(form, { method: "post", navigate: false, fetcherKey: "gallery-delete" });
  }

  const busy = uploads.length > 0 || fetcher.state !== "idle";
  const full = images.length >= TROPLEADER_GALLERY_MAX;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">{t("profileEdit.galleryHint")}</p>
        <span className="text-sm text-gray-600" data-testid="gallery-count">
          {t("profileEdit.galleryCount", { used: images.length, count: TROPLEADER_GALLERY_MAX })}
        </span>
      </div>
      <Button variant="outline" onClick={() => input.current?.click()} loading={busy} disabled={full}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {t("profileEdit.galleryAdd")}
      </Button>
      <HiddenFileInput
        inputRef={input}
        accept={UPLOAD_RULES["gallery-image"].acceptAttribute}
        multiple
        onChange={onPick}
        testId="gallery-input"
      />
      <StatusMessage message={message} testId="gallery-message" />
      {uploads.length ? (
        <ul className="space-y-2" aria-label={t("profileEdit.gallery")}>
          {uploads.map((u, i) => (
            <li key={`${u.name}-${i}`} className="text-sm">
              <span className="block truncate">{t("profileEdit.galleryUploading", { name: u.name })}</span>
              <progress className="h-2 w-full accent-ink" max={1} value={u.progress} aria-label={u.name} />
            </li>
          ))}
        </ul>
      ) : null}
      {images.length === 0 && uploads.length === 0 ? (
        <EmptyState
          icon={<Images aria-hidden="true" />}
          title={t("profileEdit.galleryEmpty")}
          description={t("profileEdit.galleryEmptyHint")}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="gallery-images">
          {images.map((image, i) => (
            <li
              key={image.id}
              className="group relative overflow-hidden rounded-xl border border-gray-200"
              data-testid="gallery-image"
            >
              <img
                src={image.imageUrl}
                alt={t("profileEdit.galleryAlt", { n: i + 1 })}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <Form method="post" onSubmit={onDelete} className="absolute top-2 right-2">
                <input type="hidden" name="intent" value="gallery-delete" />
                <input type="hidden" name="imageId" value={image.id} />
                <button
                  type="submit"
                  className={buttonClasses({ variant: "outline", size: "sm", className: "bg-white/90" })}
                  aria-label={t("profileEdit.galleryDeleteNamed", { n: i + 1 })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("profileEdit.galleryDelete")}
                </button>
              </Form>
            </li>
          ))}
          {uploads.map((u, i) => (
            <li
              key={`loading-${u.name}-${i}`}
              className="aspect-[4/3] animate-pulse rounded-xl bg-gray-100"
              aria-hidden="true"
            />
          ))}
        </ul>
      )}
    </div>
  );
}

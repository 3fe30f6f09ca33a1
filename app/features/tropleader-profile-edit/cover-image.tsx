import { ImageIcon } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  checkFileForUpload,
  TROPLEADER_COVER_ASPECT,
  TROPLEADER_COVER_MIN_WIDTH,
  UPLOAD_RULES,
} from "#core/rules/upload-rules";
import { Button } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cropToAspect } from "../../lib/crop-to-aspect.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useFetcherResult } from "../../lib/use-fetcher-result.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

type Result = { ok: boolean; intent: string; error?: string };

/** The spec's own messages; any other failure reads 'Error al subir la imagen: {detail}'. */
const OWN = new Set(Object.values(UPLOAD_RULES["tropleader-cover"].messages));

/**
 * The cover of the public creator page: checked, cropped to the banner's 3:1 in the browser (as the profile
 * photo is cropped square), uploaded, then set on the profile. Removing it is a plain form post.
 */
export function CoverImage({ coverUrl }: { coverUrl: string | null }) {
  const { t } = useTranslation("workspace");
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<Result>({ key: "cover" });
  const [uploading, setUploading] = useState(false);
  const [message, show] = useTimedMessage();
  const fail = (key: string) =>
    show("error", OWN.has(key) ? t(key) : t("profileEdit.messages.photoError", { detail: t(key) }));

  useFetcherResult(fetcher, (result) => {
    if (result.ok)
      show(
        "success",
        t(`profileEdit.messages.${result.intent === "cover" ? "coverSuccess" : "coverRemoved"}`),
      );
    else fail(result.error ?? "workspace:profileEdit.errors.invalid");
  });

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await checkFileForUpload("tropleader-cover", file);
    if (problem) return fail(problem);
    setUploading(true);
    try {
      const wide = await cropToAspect(file, {
        aspect: TROPLEADER_COVER_ASPECT,
        minWidth: TROPLEADER_COVER_MIN_WIDTH,
        maxWidth: 1920,
        name: "cover.jpg",
      }).catch(() => file);
      if (!wide) return fail("workspace:profileEdit.errors.coverTooSmall");
      const outcome = await uploadFile("tropleader-cover", wide);
      if (!outcome.ok) return fail(outcome.messageKey);
      const form = new FormData();
      form.set("intent", "cover");
      form.set("fileId", outcome.file.fileId);
      fetcher.submit(form, { method: "post" });
    } finally {
      setUploading(false);
    }
  }

  const busy = uploading || fetcher.state !== "idle";
  return (
    <div className="space-y-3">
      <div className="relative aspect-[3/1] overflow-hidden rounded-lg bg-gradient-to-br from-brand-300 via-brand-200 to-sky-100">
        {coverUrl ? (
          <img
            src={coverUrl}
            alt={t("profileEdit.coverAlt")}
            className="size-full object-cover"
            data-testid="cover-preview"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-800">
            <ImageIcon aria-hidden="true" className="size-8" />
          </span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner className="size-6" label={t("profileEdit.coverUploading")} />
          </span>
        ) : null}
      </div>
      <p className="text-sm text-gray-600">{t("profileEdit.coverHint")}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          loading={busy}
          disabled={!hydrated}
        >
          {coverUrl ? t("profileEdit.coverChange") : t("profileEdit.coverAdd")}
        </Button>
        {coverUrl ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="cover-remove" />
            <Button type="submit" variant="ghost" size="sm" disabled={busy}>
              {t("profileEdit.coverRemove")}
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
      <HiddenFileInput
        inputRef={input}
        accept={UPLOAD_RULES["tropleader-cover"].acceptAttribute}
        onChange={onPick}
        testId="cover-input"
      />
      <StatusMessage message={message} testId="cover-message" />
    </div>
  );
}

import { ImageUp } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { checkFileForUpload, UPLOAD_RULES } from "#core/rules/upload-rules";
import { Button } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cropToAspect } from "../../lib/crop-to-aspect.ts";
import { type UploadedFile, uploadFile } from "../../lib/upload-file.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

const RULE = UPLOAD_RULES["site-image"];
/** The upload service's own messages; any other failure reads 'Error al subir la imagen: {detail}'. */
const OWN = new Set([RULE.messages.invalidType, RULE.messages.tooLarge]);

/**
 * Contenido's image button: checks the picked file (same rule as the server), crops it to `crop` when given
 * (the hero's 16:10, centred), uploads it as a `site-image` and hands the stored file to `onUploaded`.
 */
export function SiteImagePicker({
  label,
  crop,
  onUploaded,
  testId,
}: {
  label: string;
  crop?: { aspect: number; minWidth: number; maxWidth: number };
  onUploaded: (file: UploadedFile) => void;
  testId: string;
}) {
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = "";
    if (!picked) return;
    const fail = (key: string) =>
      setMessage({
        tone: "error",
        text: OWN.has(key) ? t(key) : t("content.images.uploadError", { detail: t(key) }),
      });
    const problem = await checkFileForUpload("site-image", picked);
    if (problem) return fail(problem);
    setBusy(true);
    setMessage(null);
    try {
      const file = crop ? await cropToAspect(picked, crop).catch(() => picked) : picked;
      if (!file) return fail("admin:content.images.tooSmall");
      const outcome = await uploadFile("site-image", file);
      if (!outcome.ok) return fail(outcome.messageKey);
      setMessage({ tone: "success", text: t("content.images.uploaded") });
      onUploaded(outcome.file);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          loading={busy}
          disabled={!hydrated}
          data-testid={`${testId}-button`}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {busy ? t("content.images.uploading") : label}
        </Button>
      </div>
      <HiddenFileInput inputRef={input} accept={RULE.acceptAttribute} onChange={onPick} testId={testId} />
      <p
        role="status"
        className={message?.tone === "error" ? "text-sm text-red-700" : "text-sm text-brand-800"}
        data-testid={`${testId}-message`}
      >
        {message?.text ?? ""}
      </p>
    </div>
  );
}

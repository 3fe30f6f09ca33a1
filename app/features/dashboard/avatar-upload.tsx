import { Camera } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { UPLOAD_RULES } from "#core/rules/upload-rules";
import { AvatarUploadPreview } from "../../components/avatar-upload-preview.tsx";
import { Button } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** Messages the spec shows on their own; any other failure reads 'Error al subir la imagen: {reason}'. */
const OWN_MESSAGES = new Set([
  UPLOAD_RULES.avatar.messages.invalidType,
  UPLOAD_RULES.avatar.messages.tooLarge,
]);

/** The profile photo: picked, checked in the browser, uploaded and applied at once (header included). */
export function AvatarUpload({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const { t } = useTranslation("profile");
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The file picker needs the scripts: disabled until they run (app/lib/use-hydrated.ts).
  const hydrated = useHydrated();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    const outcome = await uploadFile("avatar", file);
    setBusy(false);
    if (outcome.ok) {
      toast.success(t("avatar.success"));
      await revalidator.revalidate();
    } else if (OWN_MESSAGES.has(outcome.messageKey)) {
      toast.error(t(outcome.messageKey));
    } else {
      toast.error(t("uploads:uploadError", { reason: t(outcome.messageKey) }));
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <AvatarUploadPreview
        name={name}
        image={avatarUrl}
        className="size-28 text-3xl ring-4 ring-brand-100"
        busy={busy}
        busyLabel={t("avatar.uploading")}
      >
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy || !hydrated}
          className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full bg-ink text-white shadow-md ring-2 ring-white transition hover:bg-black disabled:opacity-60"
          aria-label={avatarUrl ? t("avatar.change") : t("avatar.add")}
        >
          <Camera aria-hidden="true" className="size-4" />
        </button>
      </AvatarUploadPreview>
      <div>
        <p className="font-semibold text-ink">{name}</p>
        <p className="mt-1 text-xs text-gray-500">{t("avatar.hint")}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => input.current?.click()}
        loading={busy}
        disabled={!hydrated}
      >
        {avatarUrl ? t("avatar.change") : t("avatar.add")}
      </Button>
      <HiddenFileInput
        inputRef={input}
        accept={UPLOAD_RULES.avatar.acceptAttribute}
        onChange={onPick}
        testId="avatar-input"
      />
    </div>
  );
}

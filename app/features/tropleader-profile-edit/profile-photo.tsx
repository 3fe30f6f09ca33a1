import { type ChangeEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { checkFileForUpload, TROPLEADER_AVATAR_MIN_SIDE, UPLOAD_RULES } from "#core/rules/upload-rules";
import { AvatarUploadPreview } from "../../components/avatar-upload-preview.tsx";
import { Button } from "../../components/ui/button.tsx";
import { HiddenFileInput } from "../../components/ui/hidden-file-input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { uploadFile } from "../../lib/upload-file.ts";
import { cropSquare } from "./crop-square.ts";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

/** The spec's own messages; any other failure reads 'Error al subir la imagen: {detail}'. */
const OWN = new Set([UPLOAD_RULES.avatar.messages.invalidType, UPLOAD_RULES.avatar.messages.tooLarge]);

/** Profile photo: checked, cropped square in the browser, uploaded and applied at once. */
export function ProfilePhoto({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const { t } = useTranslation("workspace");
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, show] = useTimedMessage();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const fail = (key: string) =>
      show("error", OWN.has(key) ? t(key) : t("profileEdit.messages.photoError", { detail: t(key) }));
    const problem = await checkFileForUpload("avatar", file);
    if (problem) return fail(problem);
    setBusy(true);
    try {
      const square = await cropSquare(file, TROPLEADER_AVATAR_MIN_SIDE).catch(() => file);
      if (!square) return fail("uploads:errors.avatarTooSmall");
      const outcome = await uploadFile("avatar", square);
      if (!outcome.ok) return fail(outcome.messageKey);
      show("success", t("profileEdit.messages.photoSuccess"));
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <AvatarUploadPreview
          name={name}
          image={avatarUrl}
          className="size-24 text-2xl ring-4 ring-brand-100"
          busy={busy}
          busyLabel={t("profileEdit.photoUploading")}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-gray-600">{t("profileEdit.photoHint")}</p>
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={busy}>
            {avatarUrl ? t("profileEdit.photoChange") : t("profileEdit.photoAdd")}
          </Button>
        </div>
        <HiddenFileInput
          inputRef={input}
          accept={UPLOAD_RULES.avatar.acceptAttribute}
          onChange={onPick}
          testId="profile-photo-input"
        />
      </div>
      <StatusMessage message={message} testId="photo-message" />
    </div>
  );
}

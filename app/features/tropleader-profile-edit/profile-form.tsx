import { useEffect, useRef } from "react";
import { Form, useActionData } from "react-router";
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from "#core/schemas/profile";
import {
  PRESENTATION_MAX,
  SOCIAL_URL_MAX,
  type TropleaderProfileInput,
  tropleaderProfileSchema,
} from "#core/schemas/tropleader-profile";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

type ActionResult = { intent: string; ok: boolean; messageKey?: string } | undefined;

/**
 * Basic information and social media (doc 2 §2, §3 profile edit form): checked in the browser with the
 * server's schema; 'Perfil actualizado correctamente' clears after 3 s, an error after 5 s.
 */
export function ProfileForm({ defaults }: { defaults: TropleaderProfileInput }) {
  const { t } = useTranslation("workspace");
  const result = useActionData() as ActionResult;
  const [message, show] = useTimedMessage();
  const seen = useRef(result);
  const {
    register,
    formState: { errors },
    submitting,
    postForm,
  } = useValidatedForm(tropleaderProfileSchema, { defaultValues: defaults });
  useEffect(() => {
    if (!result || result === seen.current || result.intent !== "profile") return;
    seen.current = result;
    if (result.ok) show("success", t("profileEdit.messages.success"));
    else
      show(
        "error",
        t("profileEdit.messages.error", { message: t(result.messageKey ?? "profileEdit.errors.invalid") }),
      );
  }, [result, show, t]);
  const error = (field: keyof TropleaderProfileInput) => {
    const key = errors[field]?.message;
    return key ? t(key) : null;
  };
  return (
    <Form method="post" noValidate onSubmit={postForm} className="space-y-6" data-testid="profile-form">
      <input type="hidden" name="intent" value="profile" />
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.basic")}</h2>
        <TextField
          label={t("profileEdit.name")}
          required
          maxLength={PROFILE_NAME_MAX}
          autoComplete="name"
          error={error("name")}
          {...register("name")}
        />
        <TextareaField
          label={t("profileEdit.bio")}
          hint={t("profileEdit.bioHint")}
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          error={error("bio")}
          {...register("bio")}
        />
        <TextareaField
          label={t("profileEdit.presentation")}
          hint={t("profileEdit.presentationHint")}
          rows={6}
          maxLength={PRESENTATION_MAX}
          error={error("tropleaderPresentation")}
          {...register("tropleaderPresentation")}
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.social")}</h2>
        <TextField
          label={t("profileEdit.socialMedia")}
          hint={t("profileEdit.socialHint")}
          type="url"
          inputMode="url"
          maxLength={SOCIAL_URL_MAX}
          placeholder="https://"
          error={error("socialMedia")}
          {...register("socialMedia")}
        />
      </Card>
      <div className="space-y-3">
        <StatusMessage message={message} testId="profile-message" />
        <Button type="submit" variant="dark" loading={submitting}>
          {submitting ? t("profileEdit.saving") : t("profileEdit.save")}
        </Button>
      </div>
    </Form>
  );
}

import { useEffect, useRef } from "react";
import { Form, useActionData } from "react-router";
import { type ProfileTranslationText, profileTranslationSchema } from "#core/content/profile-text";
import { PROFILE_BIO_MAX } from "#core/schemas/profile";
import { PRESENTATION_MAX } from "#core/schemas/tropleader-profile";
import { MachineDraftButton } from "../../components/machine-draft-button.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { StatusMessage } from "./status-message.tsx";
import { useTimedMessage } from "./use-timed-message.ts";

export const PROFILE_TRANSLATION_INTENT = "profile-translation";

type ActionResult =
  | { intent: string; ok: boolean; error?: string; values?: ProfileTranslationText }
  | undefined;

/** The Spanish text an English field translates, under it (marked as Spanish for screen readers). */
function Original({ text }: { text: string }) {
  const { t } = useTranslation("workspace");
  return (
    <>
      <span className="font-medium">{t("profileEdit.english.original")}</span>{" "}
      {text.trim() ? (
        <span lang="es" className="whitespace-pre-line">
          {text}
        </span>
      ) : (
        t("profileEdit.english.originalEmpty")
      )}
    </>
  );
}

/**
 * The guide's bio and presentation in English (issue 34), saved on their own: a real form that posts to the
 * route's action before the scripts load, checked in the browser with the server's schema
 * (profileTranslationSchema) once they have. An empty text is saved as none: visitors then read the Spanish one.
 * 'Traducir al inglés' (only when the server has a provider) fills both fields with a machine draft of the
 * Spanish texts (POST /api/translation-draft, section `profile`); nothing is saved until the guide saves, and
 * the server alone tells a draft saved unchanged (shown to visitors as machine translation).
 */
export function ProfileTranslationForm({
  defaults,
  spanish,
  canTranslate,
}: {
  defaults: ProfileTranslationText;
  spanish: ProfileTranslationText;
  canTranslate: boolean;
}) {
  const { t } = useTranslation("workspace");
  const result = useActionData() as ActionResult;
  const mine = result?.intent === PROFILE_TRANSLATION_INTENT ? result : undefined;
  // A refused plain post (before the scripts load) comes back with what was typed.
  const initial = mine?.ok === false && mine.values ? mine.values : defaults;
  const hydrated = useHydrated();
  const [message, show] = useTimedMessage();
  // Not the result on mount: a plain post's answer, shown as it came, stays as a timed message once hydrated.
  const seen = useRef<ActionResult>(undefined);
  const {
    register,
    setValue,
    formState: { errors },
    submitting,
    postForm,
  } = useValidatedForm(profileTranslationSchema, { defaultValues: initial });
  const describe = (r: NonNullable<ActionResult>) =>
    r.ok
      ? t("profileEdit.english.saved")
      : t("profileEdit.english.error", { message: t(r.error ?? "profileEdit.errors.invalid") });
  useEffect(() => {
    if (!mine || mine === seen.current) return;
    seen.current = mine;
    show(mine.ok ? "success" : "error", describe(mine));
  });
  // Before the scripts run, the answer of a plain post is shown as it came.
  const shown =
    message ?? (!hydrated && mine ? { tone: mine.ok ? "success" : "error", text: describe(mine) } : null);
  const error = (field: keyof ProfileTranslationText) => {
    const key = errors[field]?.message;
    return key ? t(key) : null;
  };
  return (
    <Form method="post" noValidate onSubmit={postForm} data-testid="profile-translation-form">
      <input type="hidden" name="intent" value={PROFILE_TRANSLATION_INTENT} />
      <input type="hidden" name="locale" value="en" />
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("profileEdit.english.heading")}</h2>
        <p className="text-sm text-gray-600">{t("profileEdit.english.intro")}</p>
        {canTranslate ? (
          <MachineDraftButton
            input={() => ({ section: "profile", values: spanish })}
            onDraft={(values) => {
              for (const field of ["bio", "presentation"] as const) {
                if (typeof values[field] === "string") setValue(field, values[field], { shouldDirty: true });
              }
            }}
            labels={{
              translate: t("profileEdit.english.translate"),
              translating: t("profileEdit.english.translating"),
              drafted: t("profileEdit.english.drafted"),
            }}
          />
        ) : null}
        <TextareaField
          label={t("profileEdit.english.bio")}
          hint={<Original text={spanish.bio} />}
          lang="en"
          rows={4}
          maxLength={PROFILE_BIO_MAX}
          error={error("bio")}
          defaultValue={initial.bio}
          {...register("bio")}
        />
        <TextareaField
          label={t("profileEdit.english.presentation")}
          hint={<Original text={spanish.presentation} />}
          lang="en"
          rows={6}
          maxLength={PRESENTATION_MAX}
          error={error("presentation")}
          defaultValue={initial.presentation}
          {...register("presentation")}
        />
        <div className="space-y-3">
          <StatusMessage message={shown} testId="profile-translation-message" />
          <Button type="submit" variant="dark" loading={submitting}>
            {submitting ? t("profileEdit.saving") : t("profileEdit.english.save")}
          </Button>
        </div>
      </Card>
    </Form>
  );
}

import { Eye, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { LOCALES, type Locale } from "#core/constants/locales";
import {
  EDITABLE_TEXTS,
  type EditableTextId,
  fieldName,
  siteTextsFormSchema,
} from "#core/schemas/site-texts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useValidatedForm } from "../../lib/use-validated-form.ts";

export type ContentActionResult =
  | { ok: true; intent: "preview"; values: Record<string, string> }
  | { ok: true; intent: "publish"; changed: number }
  | { ok: false; error: string };

const LANGUAGE_NAME: Record<Locale, string> = { es: "Español", en: "English" };

/** The home page's hero as visitors will see it, with the texts of one language. */
function HeroPreview({ locale, values }: { locale: Locale; values: Record<string, string> }) {
  const value = (id: EditableTextId) => values[fieldName(locale, id)] ?? "";
  return (
    <div
      lang={locale}
      className="rounded-2xl bg-ink px-6 py-8 text-white"
      data-testid={`hero-preview-${locale}`}
    >
      <p className="text-xs font-semibold tracking-widest text-brand uppercase">
        {value("home:heroEyebrow")}
      </p>
      <p className="mt-2 text-2xl leading-tight font-bold text-balance">{value("home:heroTitle")}</p>
      <p className="mt-3 text-white/90">{value("home:heroSubtitle")}</p>
    </div>
  );
}

/**
 * Contenido (issue 12): the home hero's texts in Spanish and English. 'Vista previa' checks them (same schema
 * as the server) and shows the hero as it will look; 'Publicar' puts the previewed texts live. Plain form
 * posts: it works before the scripts load.
 */
export function SiteTextsForm({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const result = useActionData<ContentActionResult>();
  const busy = useNavigation().state !== "idle";
  const {
    register,
    formState: { errors },
    postForm,
  } = useValidatedForm(siteTextsFormSchema, { defaultValues: values });
  const previewed = result?.ok && result.intent === "preview" ? result.values : null;

  return (
    <div className="flex flex-col gap-6">
      {result?.ok && result.intent === "publish" ? (
        <Alert tone="success">{t("content.published")}</Alert>
      ) : result && !result.ok ? (
        <Alert tone="error">{`${t("content.error")}: ${t(result.error)}`}</Alert>
      ) : null}
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-6"
        data-testid="site-texts-form"
      >
        <input type="hidden" name="intent" value="preview" />
        <Card className="flex flex-col gap-5">
          <h3 className="text-base font-semibold">{t("content.homeHero")}</h3>
          <div className="grid gap-6 md:grid-cols-2">
            {LOCALES.map((locale) => (
              <fieldset key={locale} className="flex flex-col gap-4">
                <legend className="mb-2 text-sm font-semibold text-gray-700">{LANGUAGE_NAME[locale]}</legend>
                {EDITABLE_TEXTS.map(({ id, max }) => {
                  const name = fieldName(locale, id);
                  const label = `${t(`content.fields.${id.replace(":", "_")}`)} (${locale.toUpperCase()})`;
                  const message = errors[name]?.message;
                  const props = {
                    label,
                    maxLength: max,
                    error: message ? t(String(message), { max }) : null,
                    ...register(name),
                  };
                  return max > 120 ? (
                    <TextareaField key={id} rows={3} {...props} />
                  ) : (
                    <TextField key={id} {...props} />
                  );
                })}
              </fieldset>
            ))}
          </div>
        </Card>
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            <Eye aria-hidden="true" className="size-4" />
            {t("content.preview")}
          </Button>
        </div>
      </Form>
      {previewed ? (
        <section aria-labelledby="content-preview" className="flex flex-col gap-4">
          <h3 id="content-preview" className="text-base font-semibold">
            {t("content.previewTitle")}
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            {LOCALES.map((locale) => (
              <HeroPreview key={locale} locale={locale} values={previewed} />
            ))}
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            {Object.entries(previewed).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="dark" disabled={busy}>
              <Send aria-hidden="true" className="size-4" />
              {t("content.publish")}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

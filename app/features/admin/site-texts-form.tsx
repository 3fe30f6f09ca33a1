import type { ReactNode } from "react";
import { Form } from "react-router";
import { LOCALES, type Locale } from "#core/constants/locales";
import {
  type ContentBlock,
  fieldName,
  siteTextsFormSchema,
  textKey,
  textsOfBlock,
} from "#core/schemas/site-texts";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { TextareaField } from "../../components/ui/textarea.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { ContentPreview } from "./content-preview.tsx";
import { ContentPublish, PreviewButton } from "./content-publish.tsx";

/** The hint names the placeholders literally (passed as values so t() does not fill them). */
const MARKUP_PLACEHOLDERS = Object.fromEntries(
  ["email", "phone", "address", "commission", "refundTable", "checkoutHoldMinutes", "noRefundBelowDays"].map(
    (name) => [name, `{{${name}}}`],
  ),
);

const LANGUAGE_NAME: Record<Locale, string> = { es: "Español", en: "English" };

/**
 * Contenido (issue 12): one block's texts in Spanish and English. 'Vista previa' checks them (same schema as
 * the server) and shows them as they will look; 'Publicar' puts the previewed texts live. Plain form posts: it
 * works before the scripts load.
 */
export function SiteTextsForm({
  block,
  values,
  refundTable,
}: {
  block: ContentBlock;
  values: Record<string, string>;
  /** The cancellation policy's refund table, drawn where the markup says `{{refundTable}}`. */
  refundTable?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const {
    register,
    formState: { errors },
    postForm,
  } = useValidatedForm(siteTextsFormSchema(block), { defaultValues: values });
  const texts = textsOfBlock(block);
  const long = texts.some((t) => t.kind === "markup");

  return (
    <ContentPublish
      previewTitle={t(`content.previewTitles.${block}`)}
      preview={(previewed) => (
        <div className={long ? "flex flex-col gap-4" : "grid gap-4 md:grid-cols-2"}>
          {LOCALES.map((locale) => (
            <ContentPreview
              key={locale}
              block={block}
              locale={locale}
              values={previewed}
              refundTable={refundTable}
            />
          ))}
        </div>
      )}
    >
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-6"
        data-testid="site-texts-form"
      >
        <input type="hidden" name="intent" value="preview" />
        <Card className="flex flex-col gap-5">
          <h3 className="text-base font-semibold">{t(`content.blocks.${block}`)}</h3>
          {long ? (
            <p className="text-sm text-gray-600">{t("content.markupHint", MARKUP_PLACEHOLDERS)}</p>
          ) : null}
          <div className={long ? "flex flex-col gap-8" : "grid gap-6 md:grid-cols-2"}>
            {LOCALES.map((locale) => (
              <fieldset key={locale} className="flex flex-col gap-4">
                <legend className="mb-2 text-sm font-semibold text-gray-700">{LANGUAGE_NAME[locale]}</legend>
                {texts.map(({ id, max, kind }) => {
                  const name = fieldName(locale, id);
                  const label = `${t(`content.fields.${textKey(id)}`)} (${locale.toUpperCase()})`;
                  const message = errors[name]?.message;
                  const props = {
                    label,
                    maxLength: max,
                    error: message ? t(String(message), { count: max }) : null,
                    ...register(name),
                  };
                  if (kind === "line") return <TextField key={id} {...props} />;
                  return (
                    <TextareaField
                      key={id}
                      rows={kind === "markup" ? 16 : 3}
                      className={kind === "markup" ? "font-mono text-sm" : undefined}
                      {...props}
                    />
                  );
                })}
              </fieldset>
            ))}
          </div>
        </Card>
        <PreviewButton />
      </Form>
    </ContentPublish>
  );
}

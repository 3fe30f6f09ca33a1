import { Clock, Link2, MapPin } from "lucide-react";
import { Form } from "react-router";
import { siteContactFormSchema } from "#core/schemas/site-content";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { ContentPublish, PreviewButton } from "./content-publish.tsx";

export type SiteContactValues = Record<(typeof FIELDS)[number]["name"], string>;

const FIELDS = [
  { name: "address", type: "text", max: 200 },
  { name: "facebook", type: "url", max: 300 },
  { name: "instagram", type: "url", max: 300 },
  { name: "twitter", type: "url", max: 300 },
  { name: "phoneOpens", type: "time", max: 5 },
  { name: "phoneCloses", type: "time", max: 5 },
  { name: "emailReplyHours", type: "number", max: 3 },
] as const;

/** The contact details as the public pages will show them. */
function ContactPreview({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const links = (["facebook", "instagram", "twitter"] as const).filter((k) => values[k]);
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl bg-ink p-6 text-sm text-white/80"
      data-testid="contact-preview"
    >
      <p className="flex items-start gap-2.5">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {values.address}
      </p>
      <p className="flex items-start gap-2.5">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {t("content.contact.hoursPreview", {
          opens: values.phoneOpens,
          closes: values.phoneCloses,
          hours: values.emailReplyHours,
        })}
      </p>
      <p className="flex items-start gap-2.5">
        <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {links.length
          ? links.map((k) => t(`content.contact.fields.${k}`)).join(" · ")
          : t("content.contact.noLinks")}
      </p>
    </div>
  );
}

/**
 * Contenido's contact block: the address, the social links (empty hides one) and the support hours, checked
 * with the server's schema, previewed, then published. The contact email and phone live in Configuración.
 */
export function SiteContactForm({ values }: { values: SiteContactValues }) {
  const { t } = useTranslation(["admin", "common"]);
  const {
    register,
    formState: { errors },
    postForm,
  } = useValidatedForm(siteContactFormSchema, { defaultValues: values as never });
  return (
    <ContentPublish
      previewTitle={t("content.previewTitles.contact")}
      preview={(previewed) => <ContactPreview values={previewed} />}
    >
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-6"
        data-testid="site-contact-form"
      >
        <input type="hidden" name="intent" value="preview" />
        <Card className="flex flex-col gap-5">
          <h3 className="text-base font-semibold">{t("content.blocks.contact")}</h3>
          <p className="text-sm text-gray-600">{t("content.contact.hint")}</p>
          <div className="grid gap-4 md:grid-cols-3">
            {FIELDS.map(({ name, type, max }) => {
              const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
              return (
                <TextField
                  key={name}
                  fieldClassName={name === "address" ? "md:col-span-3" : undefined}
                  label={t(`content.contact.fields.${name}`)}
                  type={type}
                  maxLength={type === "number" || type === "time" ? undefined : max}
                  min={type === "number" ? 1 : undefined}
                  max={type === "number" ? 168 : undefined}
                  error={message ? t(String(message)) : null}
                  {...register(name)}
                />
              );
            })}
          </div>
        </Card>
        <PreviewButton />
      </Form>
    </ContentPublish>
  );
}

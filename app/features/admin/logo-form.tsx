import { useState } from "react";
import { Form } from "react-router";
import { resizedImageUrl } from "#core/constants/images";
import { logoFormSchema } from "#core/schemas/site-images";
import { BrandLogo } from "../../components/layout/brand-logo.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { ContentPublish, PreviewButton } from "./content-publish.tsx";
import { SiteImagePicker } from "./site-image-picker.tsx";
import { LogoPreview } from "./site-image-preview.tsx";

/**
 * Contenido's logo (issue 35): a PNG or WebP through the image pipeline (no SVG), shown in every page's header
 * and footer with the site's name as its alternative text; previewed on a light and a dark bar, then published.
 */
export function LogoForm({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const { siteName } = useRootData();
  const [url, setUrl] = useState(values.url ?? "");
  const {
    register,
    setValue,
    formState: { errors },
    postForm,
  } = useValidatedForm(logoFormSchema, { defaultValues: { fileId: "" } });

  return (
    <ContentPublish
      previewTitle={t("content.previewTitles.logo")}
      preview={(previewed) => <LogoPreview values={previewed} siteName={siteName} />}
    >
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-6"
        data-testid="logo-form"
      >
        <input type="hidden" name="intent" value="preview" />
        <input type="hidden" {...register("fileId")} />
        <Card className="flex flex-col gap-5">
          <h3 className="text-base font-semibold">{t("content.blocks.logo")}</h3>
          <p className="text-sm text-gray-600">{t("content.images.logoHint")}</p>
          <div className="flex h-16 items-center rounded-xl border border-gray-200 bg-white px-4">
            {url ? (
              <img
                src={resizedImageUrl(url, 320)}
                alt={siteName}
                className="h-8 w-auto max-w-48 object-contain"
              />
            ) : (
              <BrandLogo />
            )}
          </div>
          <p className="sr-only">{url ? t("content.images.currentLogo") : t("content.images.noLogo")}</p>
          <SiteImagePicker
            label={t("content.images.choose")}
            testId="logo-input"
            onUploaded={(file) => {
              setValue("fileId", file.fileId, { shouldValidate: true });
              setUrl(file.url ?? "");
            }}
          />
          {errors.fileId?.message ? (
            <p className="text-sm text-red-700" role="alert">
              {t(String(errors.fileId.message))}
            </p>
          ) : null}
        </Card>
        <PreviewButton />
      </Form>
    </ContentPublish>
  );
}

import { useState } from "react";
import { Form } from "react-router";
import { resizedImageUrl } from "#core/constants/images";
import { LOCALES } from "#core/constants/locales";
import { HERO_IMAGE_ASPECT, HERO_IMAGE_MIN_WIDTH, IMAGE_ALT_MAX } from "#core/constants/site-images";
import { heroImageFormSchema } from "#core/schemas/site-images";
import { Card } from "../../components/ui/card.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useValidatedForm } from "../../lib/use-validated-form.ts";
import { ContentPublish, PreviewButton } from "./content-publish.tsx";
import { SiteImagePicker } from "./site-image-picker.tsx";
import { HeroImagePreview } from "./site-image-preview.tsx";

const CROP = {
  aspect: HERO_IMAGE_ASPECT.width / HERO_IMAGE_ASPECT.height,
  minWidth: HERO_IMAGE_MIN_WIDTH,
  maxWidth: 2400,
};

/**
 * Contenido's home hero image (issue 35): an upload cropped to 16:10 in the browser, its focal point (so a
 * phone's tall crop keeps the subject) and its alternative text in both languages; 'Vista previa' shows the
 * desktop and phone crops, 'Publicar' puts it live. `fileId` stays empty to keep the live image.
 */
export function HeroImageForm({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const [url, setUrl] = useState(values.url ?? "");
  const {
    register,
    setValue,
    watch,
    formState: { errors },
    postForm,
  } = useValidatedForm(heroImageFormSchema, { defaultValues: values });
  const focalX = Number(watch("focalX") ?? 50);
  const focalY = Number(watch("focalY") ?? 50);
  const message = (name: keyof typeof errors, count?: number) => {
    const key = errors[name]?.message;
    return key ? t(String(key), { count }) : null;
  };

  return (
    <ContentPublish
      previewTitle={t("content.previewTitles.heroImage")}
      preview={(previewed) => <HeroImagePreview values={previewed} />}
    >
      <Form
        method="post"
        noValidate
        onSubmit={postForm}
        className="flex flex-col gap-6"
        data-testid="hero-image-form"
      >
        <input type="hidden" name="intent" value="preview" />
        <input type="hidden" {...register("fileId")} />
        <Card className="flex flex-col gap-5">
          <h3 className="text-base font-semibold">{t("content.blocks.heroImage")}</h3>
          <p className="text-sm text-gray-600">{t("content.images.heroHint")}</p>
          <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="flex flex-col gap-3">
              {url ? (
                <figure className="relative">
                  <img
                    src={resizedImageUrl(url, 960)}
                    alt=""
                    className="aspect-[16/10] w-full rounded-xl bg-ink object-cover"
                    data-testid="hero-image-current"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand/70 shadow"
                    style={{ left: `${focalX}%`, top: `${focalY}%` }}
                  />
                  <figcaption className="sr-only">{t("content.images.current")}</figcaption>
                </figure>
              ) : (
                <p className="flex aspect-[16/10] w-full items-center justify-center rounded-xl bg-ink p-6 text-center text-sm text-white/85">
                  {t("content.images.none")}
                </p>
              )}
              <SiteImagePicker
                label={url ? t("content.images.change") : t("content.images.choose")}
                crop={CROP}
                testId="hero-image-input"
                onUploaded={(file) => {
                  setValue("fileId", file.fileId, { shouldValidate: true });
                  setUrl(file.url ?? "");
                }}
              />
              {errors.fileId ? (
                <p className="text-sm text-red-700" role="alert">
                  {message("fileId")}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-4">
              {(["focalX", "focalY"] as const).map((name) => (
                <div key={name} className="flex flex-col gap-1.5">
                  <label htmlFor={`hero-${name}`} className="text-sm font-medium text-ink">
                    {t(`content.images.${name}`)}
                  </label>
                  <div className="flex items-center gap-3">
                    <input
                      id={`hero-${name}`}
                      type="range"
                      min={0}
                      max={100}
                      step={1}
                      className="w-full accent-ink"
                      aria-describedby="hero-focal-hint"
                      {...register(name)}
                    />
                    <output htmlFor={`hero-${name}`} className="w-10 text-right text-sm tabular-nums">
                      {name === "focalX" ? focalX : focalY}
                    </output>
                  </div>
                  {message(name) ? <p className="text-sm text-red-700">{message(name)}</p> : null}
                </div>
              ))}
              <p id="hero-focal-hint" className="text-sm text-gray-600">
                {t("content.images.focalHint")}
              </p>
              {LOCALES.map((locale) => (
                <TextField
                  key={locale}
                  label={`${t("content.images.alt")} (${locale.toUpperCase()})`}
                  hint={t("content.images.altHint")}
                  maxLength={IMAGE_ALT_MAX}
                  error={message(`alt_${locale}`, IMAGE_ALT_MAX)}
                  {...register(`alt_${locale}`)}
                />
              ))}
            </div>
          </div>
        </Card>
        <PreviewButton />
      </Form>
    </ContentPublish>
  );
}

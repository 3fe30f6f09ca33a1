import { resizedImageUrl } from "#core/constants/images";
import { LOCALES } from "#core/constants/locales";
import { objectPosition } from "#core/constants/site-images";
import { useTranslation } from "../../i18n/use-translation.ts";

const LANGUAGE_NAME = { es: "Español", en: "English" } as const;

/** The home hero image as a desktop (16:10) and a phone (9:16) will crop it around its focal point. */
export function HeroImagePreview({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const position = objectPosition({ focalX: Number(values.focalX), focalY: Number(values.focalY) });
  const src = resizedImageUrl(values.url ?? "", 960);
  return (
    <div className="flex flex-col gap-4" data-testid="hero-image-preview">
      <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-end gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <figure className="flex min-w-0 flex-col gap-2">
          <img
            src={src}
            alt=""
            className="aspect-[16/10] w-full rounded-xl bg-ink object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="text-sm text-gray-600">{t("content.images.desktop")}</figcaption>
        </figure>
        <figure className="flex min-w-0 flex-col gap-2">
          <img
            src={src}
            alt=""
            className="aspect-[9/16] w-full rounded-xl bg-ink object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="text-sm text-gray-600">{t("content.images.phone")}</figcaption>
        </figure>
      </div>
      <dl className="grid gap-3 text-sm md:grid-cols-2">
        {LOCALES.map((locale) => (
          <div key={locale} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="font-semibold text-ink">{`${t("content.images.alt")} · ${LANGUAGE_NAME[locale]}`}</dt>
            <dd lang={locale} className="mt-1 text-gray-700" data-testid={`hero-alt-preview-${locale}`}>
              {values[`alt_${locale}`]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The logo on the header's white bar and on the footer's dark one. */
export function LogoPreview({ values, siteName }: { values: Record<string, string>; siteName: string }) {
  const { t } = useTranslation("admin");
  const src = resizedImageUrl(values.url ?? "", 320);
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="logo-preview">
      <figure className="flex flex-col gap-2">
        <div className="flex h-16 items-center rounded-xl border border-gray-200 bg-white px-4">
          <img src={src} alt={siteName} className="h-8 w-auto max-w-48 object-contain" />
        </div>
        <figcaption className="text-sm text-gray-600">{t("content.images.onLight")}</figcaption>
      </figure>
      <figure className="flex flex-col gap-2">
        <div className="flex h-16 items-center rounded-xl bg-ink px-4">
          <img src={src} alt={siteName} className="h-8 w-auto max-w-48 object-contain" />
        </div>
        <figcaption className="text-sm text-gray-600">{t("content.images.onDark")}</figcaption>
      </figure>
    </div>
  );
}

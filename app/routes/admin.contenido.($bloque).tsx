import { data } from "react-router";
import { LOCALES } from "#core/constants/locales";
import { siteContactFormSchema } from "#core/schemas/site-content";
import { isImageBlock } from "#core/schemas/site-images";
import { fieldName, siteTextsFormSchema, textsOfBlock } from "#core/schemas/site-texts";
import { requireUser } from "#server/auth/guards";
import { assertAdmin } from "#server/services/admin/assert-admin";
import { getSiteContent } from "#server/services/site-content/get-site-content";
import { previewSiteImage } from "#server/services/site-content/preview-site-image";
import { publishSiteImage } from "#server/services/site-content/publish-site-image";
import { publishSiteContact } from "#server/services/site-content/update-site-contact";
import { publishSiteTexts, readSiteTexts } from "#server/services/site-content/update-site-texts";
import {
  CONTENT_TAB_PATHS,
  ContentBlockTabs,
  type ContentTab,
} from "../features/admin/content-block-tabs.tsx";
import type { ContentActionResult } from "../features/admin/content-publish.tsx";
import { HeroImageForm } from "../features/admin/hero-image-form.tsx";
import { LogoForm } from "../features/admin/logo-form.tsx";
import { SiteContactForm, type SiteContactValues } from "../features/admin/site-contact-form.tsx";
import { siteTextDefaults } from "../features/admin/site-text-defaults.ts";
import { SiteTextsForm } from "../features/admin/site-texts-form.tsx";
import { RefundTable } from "../features/legal/refund-table.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure, actionRefusal } from "../lib/action-failure.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/admin.contenido.($bloque)";

/** The tab a URL segment names (/admin/contenido is the home page's); an unknown one is a 404. */
function tabOf(segment: string | undefined): ContentTab {
  const found = Object.entries(CONTENT_TAB_PATHS).find(([, path]) => path === (segment ?? ""));
  if (!found) throw data(null, { status: 404 });
  return found[0] as ContentTab;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const block = tabOf(params.bloque);
  if (user.role !== "admin") return null;
  if (block === "contact") {
    assertAdmin(user);
    const { contact, social, support } = await getSiteContent(context.deps.db);
    const values: SiteContactValues = {
      address: contact.address,
      ...social,
      phoneOpens: support.phoneOpens,
      phoneCloses: support.phoneCloses,
      emailReplyHours: String(support.emailReplyHours),
    };
    return { block, values };
  }
  if (isImageBlock(block)) {
    assertAdmin(user);
    const { images } = await getSiteContent(context.deps.db);
    const hero = images.hero;
    const values: Record<string, string> =
      block === "heroImage"
        ? {
            fileId: "",
            url: hero?.url ?? "",
            focalX: String(hero?.focalX ?? 50),
            focalY: String(hero?.focalY ?? 50),
            alt_es: hero?.alt.es ?? "",
            alt_en: hero?.alt.en ?? "",
          }
        : { fileId: "", url: images.logo?.url ?? "" };
    return { block, values };
  }
  const [live, defaults] = [await readSiteTexts(context.deps, user), siteTextDefaults()];
  const values: Record<string, string> = {};
  for (const locale of LOCALES) {
    for (const { id } of textsOfBlock(block))
      values[fieldName(locale, id)] = live[locale][id] ?? defaults[locale][id] ?? "";
  }
  return { block, values };
}

/** preview: check the texts and show them; publish: put them live (the service checks the admin role). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const block = tabOf(params.bloque);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  try {
    if (form.intent === "publish") {
      const { changed } =
        block === "contact"
          ? await publishSiteContact(context.deps, user, form)
          : isImageBlock(block)
            ? await publishSiteImage(context.deps, user, block, form)
            : await publishSiteTexts(context.deps, user, block, form, siteTextDefaults());
      return data<ContentActionResult>({ ok: true, intent: "publish", changed: changed.length });
    }
    if (isImageBlock(block)) {
      const values = await previewSiteImage(context.deps, user, block, form);
      return data<ContentActionResult>({ ok: true, intent: "preview", values });
    }
    assertAdmin(user);
    const parsed = (block === "contact" ? siteContactFormSchema : siteTextsFormSchema(block)).safeParse(form);
    if (!parsed.success) {
      return actionRefusal(
        parsed.error.issues[0]?.message ?? "admin:content.errors.required",
        {},
        { status: 422 },
      );
    }
    return data<ContentActionResult>({
      ok: true,
      intent: "preview",
      values: Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, String(v)])),
    });
  } catch (e) {
    return actionFailure(e);
  }
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (!loaderData) return null;
  return (
    <section aria-labelledby="content-title" className="max-w-5xl">
      <h2 id="content-title" className="text-lg font-semibold">
        {t("content.title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t("content.subtitle")}</p>
      <ContentBlockTabs />
      {loaderData.block === "contact" ? (
        <SiteContactForm values={loaderData.values as SiteContactValues} />
      ) : loaderData.block === "heroImage" ? (
        <HeroImageForm values={loaderData.values} />
      ) : loaderData.block === "logo" ? (
        <LogoForm values={loaderData.values} />
      ) : (
        <SiteTextsForm
          key={loaderData.block}
          block={loaderData.block}
          values={loaderData.values}
          refundTable={
            <div lang={locale}>
              <RefundTable />
            </div>
          }
        />
      )}
    </section>
  );
}

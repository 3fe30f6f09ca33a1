import { ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { ProfileTranslationText } from "#core/content/profile-text";
import { formValues } from "#core/schemas/form-values";
import { blankCertification, CERTIFICATIONS_MAX, certificationRowOf } from "#core/schemas/tropleader-profile";
import { startPayoutOnboarding } from "#server/services/payouts/start-payout-onboarding";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { addGalleryImages } from "#server/services/tropleader-profile/add-gallery-images";
import { deleteGalleryImage } from "#server/services/tropleader-profile/delete-gallery-image";
import { getTropleaderProfileForm } from "#server/services/tropleader-profile/get-tropleader-profile-form";
import { loadProfileTranslation } from "#server/services/tropleader-profile/load-profile-translation";
import { saveProfileTranslation } from "#server/services/tropleader-profile/save-profile-translation";
import { setCoverImage } from "#server/services/tropleader-profile/set-cover-image";
import { updateTropleaderProfile } from "#server/services/tropleader-profile/update-tropleader-profile";
import { BackLink } from "../components/back-link.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { CoverImage } from "../features/tropleader-profile-edit/cover-image.tsx";
import { PhotoGallery } from "../features/tropleader-profile-edit/photo-gallery.tsx";
import { ProfileForm } from "../features/tropleader-profile-edit/profile-form.tsx";
import { ProfileLanguages } from "../features/tropleader-profile-edit/profile-languages.tsx";
import { ProfilePhoto } from "../features/tropleader-profile-edit/profile-photo.tsx";
import {
  PROFILE_TRANSLATION_INTENT,
  ProfileTranslationForm,
} from "../features/tropleader-profile-edit/profile-translation-form.tsx";
import { PayoutSetup } from "../features/tropleader-profile-tab/payout-setup.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/tropleader.editar-perfil";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaT(matches, "workspace")("profileEdit.title")),
    { name: "robots", content: "noindex" },
  ];
}

/** doc 2 §2 Tropleader profile edit: tropleaders only, everyone else is sent to the home page. */
function tropleaderOnly(context: Route.LoaderArgs["context"]) {
  const user = context.user;
  if (user?.role !== "tropleader") throw redirect("/");
  return user;
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = tropleaderOnly(context);
  const [profile, overview, english] = await Promise.all([
    getTropleaderProfileForm(context.deps, user),
    getTropleaderOverview(context.deps, user),
    loadProfileTranslation(context.deps.db, user.id, "en"),
  ]);
  const englishText: ProfileTranslationText = {
    bio: english?.bio ?? "",
    presentation: english?.presentation ?? "",
  };
  return {
    profile,
    english: englishText,
    // 'Traducir al inglés' only when a translation provider is configured (issue 34).
    canTranslate: context.deps.translation !== null,
    payoutState: overview.payoutState,
    userId: user.id,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = tropleaderOnly(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // The English texts as typed, sent back when refused (a plain post before the scripts load keeps them).
  const english = {
    bio: String(form.get("bio") ?? ""),
    presentation: String(form.get("presentation") ?? ""),
  };
  try {
    if (intent === "profile") {
      const values = formValues(form.entries());
      await updateTropleaderProfile(context.deps, user, {
        name: form.get("name") ?? "",
        bio: form.get("bio") ?? "",
        tropleaderPresentation: form.get("tropleaderPresentation") ?? "",
        socialMedia: form.get("socialMedia") ?? "",
        location: form.get("location") ?? "",
        experienceYears: form.get("experienceYears") ?? "",
        // Checkboxes: every checked one is posted under the same name (none checked: none posted).
        specialties: form.getAll("specialties").map(String),
        languages: form.getAll("languages").map(String),
        certifications: values.certifications ?? [],
      });
    } else if (intent === PROFILE_TRANSLATION_INTENT) {
      await saveProfileTranslation(context.deps, user, {
        locale: String(form.get("locale") ?? ""),
        values: english,
      });
    } else if (intent === "cover") {
      await setCoverImage(context.deps, user, { fileId: form.get("fileId") ?? "" });
    } else if (intent === "cover-remove") {
      await setCoverImage(context.deps, user, { fileId: null });
    } else if (intent === "gallery-add") {
      await addGalleryImages(context.deps, user, { fileIds: form.getAll("fileId").map(String) });
    } else if (intent === "gallery-delete") {
      await deleteGalleryImage(context.deps, user, String(form.get("imageId") ?? ""));
    } else if (intent === "payouts") {
      const { url } = await startPayoutOnboarding(context.deps, user);
      return redirect(url);
    } else {
      throw data(null, { status: 400 });
    }
    return { intent, ok: true as const };
  } catch (e) {
    return actionFailure(
      e,
      { intent, ...(intent === PROFILE_TRANSLATION_INTENT ? { values: english } : {}) },
      { status: (error) => (error.code === "validation" ? 400 : error.code === "not_found" ? 404 : 502) },
    );
  }
}

export default function EditTropleaderProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const { profile, english, canTranslate, payoutState, userId } = loaderData;
  const payoutError =
    actionData && !actionData.ok && actionData.intent === "payouts" ? actionData.error : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <BackLink to="/tropleader/dashboard" label={t("profileEdit.back")} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("profileEdit.title")}</h1>
          <p className="mt-1 text-gray-600">{t("profileEdit.subtitle")}</p>
        </div>
        {profile.isApproved ? (
          <Link to={`/tropleader/${userId}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("profileEdit.viewPublic")}
          </Link>
        ) : null}
      </header>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("profileEdit.photo")}</h2>
        <ProfilePhoto name={profile.name} avatarUrl={profile.avatarUrl} />
      </Card>
      {/* A cover is public: only a guide the team approved may upload one (upload-policies.ts). */}
      {profile.isApproved ? (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">{t("profileEdit.cover")}</h2>
          <CoverImage coverUrl={profile.coverImageUrl} />
        </Card>
      ) : null}
      <ProfileLanguages
        spanish={
          <ProfileForm
            defaults={{
              name: profile.name,
              bio: profile.bio,
              tropleaderPresentation: profile.tropleaderPresentation,
              socialMedia: profile.socialMedia,
              location: profile.location,
              experienceYears: profile.experienceYears,
              specialties: profile.specialties,
              languages: profile.languages,
              // One empty row more, so a certification can be added before the scripts load.
              certifications: [
                ...profile.certifications.map(certificationRowOf),
                ...(profile.certifications.length < CERTIFICATIONS_MAX ? [blankCertification()] : []),
              ],
            }}
          />
        }
        english={
          <ProfileTranslationForm
            defaults={english}
            spanish={{ bio: profile.bio, presentation: profile.tropleaderPresentation }}
            canTranslate={canTranslate}
          />
        }
      />
      <section aria-label={t("profileEdit.payments")}>
        <PayoutSetup state={payoutState} error={payoutError} action="/tropleader/editar-perfil" />
      </section>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("profileEdit.gallery")}</h2>
        <PhotoGallery images={profile.gallery} />
      </Card>
    </div>
  );
}

import type { ReactNode } from "react";
import type { IdentityState } from "#core/schemas/identity-verification";
import type { ProfileSettingsInput } from "#core/schemas/profile";
import { IdentityVerification } from "../../components/identity-verification-form.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { AvatarUpload } from "./avatar-upload.tsx";
import { ProfileForm, type ProfileFormData } from "./profile-form.tsx";
import { SessionsForm } from "./sessions-form.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { type OpenDataExport, YourDataSection } from "./your-data-section.tsx";

export type ProfileView = ProfileFormData &
  ProfileSettingsInput & { avatarUrl: string | null; identity: IdentityState; openExport: OpenDataExport };

/** Mi Perfil: photo and settings beside the profile form, then identity verification. */
export function ProfilePanel({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("profile");
  const { t: tp } = useTranslation("privacy");
  const { avatarUrl, identity, notificationsEmail, newsletter, publicProfile, openExport, ...form } = profile;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6">
        <Section title={t("avatar.title")}>
          <AvatarUpload name={profile.name} avatarUrl={avatarUrl} />
        </Section>
        <Section title={t("settings.title")} description={t("settings.description")}>
          <SettingsForm settings={{ notificationsEmail, newsletter, publicProfile }} />
        </Section>
        <Section title={t("sessions.title")} description={t("sessions.description")} id="sesiones">
          <SessionsForm />
        </Section>
        <Section title={tp("data.title")} description={tp("data.description")} id="datos">
          <YourDataSection openExport={openExport} />
        </Section>
      </div>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Section title={t("title")} description={t("description")}>
          <ProfileForm profile={form} />
        </Section>
        <Section title={t("identity.title")} id="verificacion">
          <IdentityVerification identity={identity} />
        </Section>
      </div>
    </div>
  );
}

function Section({
  title,
  description,
  id,
  children,
}: {
  title: string;
  description?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-[0_1px_2px_rgba(16,24,40,0.04)] sm:p-6"
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

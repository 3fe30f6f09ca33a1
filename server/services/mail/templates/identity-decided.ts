import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type IdentityDecidedData = { name: string; verified: boolean };

/** The admin's decision on an identity submission: verified, or the documents were refused and deleted. */
export const identityDecided: EmailTemplate<IdentityDecidedData> = (data, ctx) => {
  const t = emailText(ctx);
  const greeting = t("identityDecided.greeting", { name: data.name });
  return data.verified
    ? renderEmailLayout(ctx, {
        subject: t("identityDecided.verified.subject"),
        preheader: t("identityDecided.verified.preheader"),
        greeting,
        paragraphs: [t("identityDecided.verified.body")],
        action: { label: t("identityDecided.verified.action"), url: "/viajero/dashboard?tab=perfil" },
      })
    : renderEmailLayout(ctx, {
        subject: t("identityDecided.refused.subject"),
        preheader: t("identityDecided.refused.preheader"),
        greeting,
        paragraphs: [t("identityDecided.refused.body"), t("identityDecided.refused.again")],
        action: { label: t("identityDecided.refused.action"), url: "/cuenta/identidad" },
      });
};

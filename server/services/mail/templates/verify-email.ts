import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type VerifyEmailData = { name: string; url: string; role: "viajero" | "tropleader" };

/** Sent at registration: the link confirms the address and signs the user in (doc 1 §2 callback). */
export const verifyEmail: EmailTemplate<VerifyEmailData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("verifyEmail.subject"),
    preheader: t("verifyEmail.preheader"),
    greeting: t("verifyEmail.greeting", { name: data.name }),
    paragraphs: [t("verifyEmail.body"), ...(data.role === "tropleader" ? [t("verifyEmail.tropleader")] : [])],
    action: { label: t("verifyEmail.action"), url: data.url },
    notes: [t("verifyEmail.expiry", { count: ctx.policy.emailVerificationHours })],
  });
};

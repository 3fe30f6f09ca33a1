import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type ResetPasswordData = { name: string; url: string };

/** The one-time, expiring password-reset link. */
export const resetPassword: EmailTemplate<ResetPasswordData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("resetPassword.subject"),
    preheader: t("resetPassword.preheader"),
    greeting: t("resetPassword.greeting", { name: data.name }),
    paragraphs: [t("resetPassword.body")],
    action: { label: t("resetPassword.action"), url: data.url },
    notes: [t("resetPassword.expiry", { count: ctx.policy.passwordResetHours }), t("resetPassword.notYou")],
  });
};

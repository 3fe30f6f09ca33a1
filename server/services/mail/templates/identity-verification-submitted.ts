import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type IdentityVerificationSubmittedData = { userId: string; userName: string; userEmail: string };

/** doc 2 §7: told to every admin when a traveller or tropleader submits identity documents. */
export const identityVerificationSubmitted: EmailTemplate<IdentityVerificationSubmittedData> = (
  data,
  ctx,
) => {
  const t = emailText(ctx);
  const hours = ctx.policy.identityReviewBusinessHours;
  return renderEmailLayout(ctx, {
    subject: t("identityVerificationSubmitted.subject", { userName: data.userName }),
    preheader: t("identityVerificationSubmitted.preheader"),
    greeting: t("identityVerificationSubmitted.greeting"),
    paragraphs: [
      t("identityVerificationSubmitted.body", { userName: data.userName, email: data.userEmail }),
      t("identityVerificationSubmitted.review", { min: hours.min, count: hours.max }),
    ],
    action: { label: t("identityVerificationSubmitted.action"), url: "/admin?tab=verificaciones" },
  });
};

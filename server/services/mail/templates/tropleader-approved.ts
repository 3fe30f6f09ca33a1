import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type TropleaderApprovedData = { name: string };

/** doc 2 §7 `tropleader_approved`: the applicant is now a tropleader; next, identity and the first trip. */
export const tropleaderApproved: EmailTemplate<TropleaderApprovedData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("tropleaderApproved.subject"),
    preheader: t("tropleaderApproved.preheader"),
    greeting: t("tropleaderApproved.greeting", { name: data.name }),
    paragraphs: [t("tropleaderApproved.body"), t("tropleaderApproved.next")],
    action: { label: t("tropleaderApproved.action"), url: "/tropleader/dashboard" },
  });
};

import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type NewTropleaderRegistrationData = { userName: string; userEmail: string };

/** doc 2 §7: told to every admin when a tropleader applies. */
export const newTropleaderRegistration: EmailTemplate<NewTropleaderRegistrationData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("newTropleaderRegistration.subject", { userName: data.userName }),
    preheader: t("newTropleaderRegistration.preheader"),
    greeting: t("newTropleaderRegistration.greeting"),
    paragraphs: [
      t("newTropleaderRegistration.body", { userName: data.userName, email: data.userEmail }),
      t("newTropleaderRegistration.review"),
    ],
    action: { label: t("newTropleaderRegistration.action"), url: "/admin" },
  });
};

import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type TropleaderRejectedData = { name: string };

/** The applicant was not approved: the account stays, as a traveller. */
export const tropleaderRejected: EmailTemplate<TropleaderRejectedData> = (data, ctx) => {
  const t = emailText(ctx);
  return renderEmailLayout(ctx, {
    subject: t("tropleaderRejected.subject"),
    preheader: t("tropleaderRejected.preheader"),
    greeting: t("tropleaderRejected.greeting", { name: data.name }),
    paragraphs: [t("tropleaderRejected.body"), t("tropleaderRejected.stillTraveller")],
    action: { label: t("actions.exploreTrips"), url: "/viajes" },
  });
};

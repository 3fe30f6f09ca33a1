import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type TripRejectedData = { name: string; tripTitle: string; reason: string };

/** The team did not approve the guide's trip: the reason, and where to act on it. */
export const tripRejected: EmailTemplate<TripRejectedData> = (data, ctx) => {
  const t = emailText(ctx);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("tripRejected.subject", { trip }),
    preheader: t("tripRejected.preheader"),
    greeting: t("tripRejected.greeting", { name: data.name }),
    paragraphs: [t("tripRejected.body", { trip }), data.reason, t("tripRejected.readAgain")],
    action: { label: t("tripRejected.action"), url: "/tropleader/dashboard/mis-viajes" },
  });
};

import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type TripApprovedData = { name: string; tripTitle: string; slug: string };

/** doc 2 §7 `trip_approved`: the team approved the guide's trip; it is now on the catalogue. */
export const tripApproved: EmailTemplate<TripApprovedData> = (data, ctx) => {
  const t = emailText(ctx);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("tripApproved.subject", { trip }),
    preheader: t("tripApproved.preheader"),
    greeting: t("tripApproved.greeting", { name: data.name }),
    paragraphs: [t("tripApproved.body", { trip }), t("tripApproved.dates")],
    action: { label: t("tripApproved.action"), url: `/viaje/${data.slug}` },
  });
};

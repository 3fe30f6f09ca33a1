import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type TripTranslationApprovedData = { name: string; tripTitle: string; slug: string };
export type TripTranslationRejectedData = { name: string; tripTitle: string; tripId: string; reason: string };

/**
 * The team approved the English version of the guide's trip (issue 34): English visitors read it whenever the
 * trip is public (worded so it is true whether or not the trip is published yet).
 */
export const tripTranslationApproved: EmailTemplate<TripTranslationApprovedData> = (data, ctx) => {
  const t = emailText(ctx);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("tripTranslationApproved.subject", { trip }),
    preheader: t("tripTranslationApproved.preheader"),
    greeting: t("tripTranslationApproved.greeting", { name: data.name }),
    paragraphs: [t("tripTranslationApproved.body", { trip })],
    action: { label: t("tripTranslationApproved.action"), url: `/viaje/${data.slug}?lang=en` },
  });
};

/** The team did not approve the English version (the Spanish trip is not affected): the reason, and where to fix it. */
export const tripTranslationRejected: EmailTemplate<TripTranslationRejectedData> = (data, ctx) => {
  const t = emailText(ctx);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t("tripTranslationRejected.subject", { trip }),
    preheader: t("tripTranslationRejected.preheader"),
    greeting: t("tripTranslationRejected.greeting", { name: data.name }),
    paragraphs: [t("tripTranslationRejected.body", { trip }), data.reason, t("tripTranslationRejected.fix")],
    action: { label: t("tripTranslationRejected.action"), url: `/tropleader/editar-viaje/${data.tripId}` },
  });
};

import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type ReviewHiddenData = { name: string; tripTitle: string; part: "review" | "photo" };

/** The team hid a traveller's review, or one of its photos (issue 35): what, and where to write to us. */
export const reviewHidden: EmailTemplate<ReviewHiddenData> = (data, ctx) => {
  const t = emailText(ctx);
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t(`reviewHidden.subject.${data.part}`, { trip }),
    preheader: t("reviewHidden.preheader"),
    greeting: t("reviewHidden.greeting", { name: data.name }),
    paragraphs: [t(`reviewHidden.body.${data.part}`, { trip }), t("reviewHidden.mistake")],
    action: { label: t("reviewHidden.action"), url: "/viajero/dashboard?tab=historial" },
  });
};

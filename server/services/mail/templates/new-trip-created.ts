import { type EmailTemplate, emailText, renderEmailLayout } from "./email-layout.ts";

export type NewTripCreatedData = {
  tripId: string;
  tropleaderId: string;
  tripTitle: string;
  tropleaderName: string;
  /** Published at once (the admin settings skip the review) or waiting for the team. */
  status: "pending" | "approved";
  slug: string;
};

/** doc 2 §7 `new_trip_created` (tripId, tropleaderId): told to every admin when a tropleader sends a trip. */
export const newTripCreated: EmailTemplate<NewTripCreatedData> = (data, ctx) => {
  const t = emailText(ctx);
  const { status, tropleaderName } = data;
  const trip = data.tripTitle;
  return renderEmailLayout(ctx, {
    subject: t(`newTripCreated.subject.${status}`, { trip }),
    preheader: t("newTripCreated.preheader", { tropleaderName }),
    greeting: t("newTripCreated.greeting"),
    paragraphs: [t("newTripCreated.body", { tropleaderName, trip }), t(`newTripCreated.status.${status}`)],
    action: {
      label: t(`newTripCreated.action.${status}`),
      url: status === "pending" ? "/admin/viajes" : `/viaje/${data.slug}`,
    },
  });
};

import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

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
export const newTripCreated: EmailTemplate<NewTripCreatedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `New trip${data.status === "pending" ? " to review" : ""}: ${data.tripTitle}`,
        preheader: `${data.tropleaderName} has created a trip.`,
        greeting: "Hello,",
        paragraphs: [
          `${data.tropleaderName} has created the trip “${data.tripTitle}”.`,
          data.status === "pending"
            ? "It is waiting for review in the admin panel."
            : "The platform settings publish it without review; you can still look at it.",
        ],
        action:
          data.status === "pending"
            ? { label: "Review trips", url: "/admin/viajes" }
            : { label: "See the trip", url: `/viaje/${data.slug}` },
      })
    : renderEmailLayout(ctx, {
        subject: `Nuevo viaje${data.status === "pending" ? " pendiente de revisión" : ""}: ${data.tripTitle}`,
        preheader: `${data.tropleaderName} ha creado un viaje.`,
        greeting: "Hola:",
        paragraphs: [
          `${data.tropleaderName} ha creado el viaje «${data.tripTitle}».`,
          data.status === "pending"
            ? "Está pendiente de revisión en el panel de administración."
            : "La configuración de la plataforma lo publica sin revisión; puedes consultarlo igualmente.",
        ],
        action:
          data.status === "pending"
            ? { label: "Revisar viajes", url: "/admin/viajes" }
            : { label: "Ver el viaje", url: `/viaje/${data.slug}` },
      });

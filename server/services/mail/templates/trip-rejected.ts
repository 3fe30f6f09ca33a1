import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TripRejectedData = { name: string; tripTitle: string; reason: string };

/** The team did not approve the guide's trip: the reason, and where to act on it. */
export const tripRejected: EmailTemplate<TripRejectedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Your trip “${data.tripTitle}” needs changes`,
        preheader: "The Tropa team did not approve your trip yet.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `The Tropa team has reviewed “${data.tripTitle}” and cannot publish it as it is. The reason:`,
          data.reason,
          "You can read it again on your dashboard.",
        ],
        action: { label: "Go to my dashboard", url: "/tropleader/dashboard/mis-viajes" },
      })
    : renderEmailLayout(ctx, {
        subject: `Tu viaje «${data.tripTitle}» necesita cambios`,
        preheader: "El equipo de Tropa aún no ha aprobado tu viaje.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `El equipo de Tropa ha revisado «${data.tripTitle}» y no puede publicarlo tal como está. El motivo:`,
          data.reason,
          "Puedes volver a leerlo en tu panel.",
        ],
        action: { label: "Ir a mi panel", url: "/tropleader/dashboard/mis-viajes" },
      });

import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TripApprovedData = { name: string; tripTitle: string; slug: string };

/** doc 2 §7 `trip_approved`: the team approved the guide's trip; it is now on the catalogue. */
export const tripApproved: EmailTemplate<TripApprovedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Your trip “${data.tripTitle}” is published`,
        preheader: "The Tropa team has approved your trip.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `Good news: the Tropa team has approved “${data.tripTitle}”. Travellers can now find it and book it.`,
          "Keep its departure dates up to date from your dashboard.",
        ],
        action: { label: "See my trip", url: `/viaje/${data.slug}` },
      })
    : renderEmailLayout(ctx, {
        subject: `Tu viaje «${data.tripTitle}» está publicado`,
        preheader: "El equipo de Tropa ha aprobado tu viaje.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `Buenas noticias: el equipo de Tropa ha aprobado «${data.tripTitle}». Los viajeros ya pueden encontrarlo y reservarlo.`,
          "Mantén sus fechas de salida al día desde tu panel.",
        ],
        action: { label: "Ver mi viaje", url: `/viaje/${data.slug}` },
      });

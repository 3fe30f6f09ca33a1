import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TripTranslationApprovedData = { name: string; tripTitle: string; slug: string };
export type TripTranslationRejectedData = { name: string; tripTitle: string; tripId: string; reason: string };

/**
 * The team approved the English version of the guide's trip (issue 34): English visitors read it whenever the
 * trip is public (worded so it is true whether or not the trip is published yet).
 */
export const tripTranslationApproved: EmailTemplate<TripTranslationApprovedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `The English version of “${data.tripTitle}” is approved`,
        preheader: "The Tropa team has approved your trip's English version.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `The Tropa team has approved the English version of “${data.tripTitle}”. Whenever your trip is published, travellers who read in English see it in their language.`,
        ],
        action: { label: "See my trip", url: `/viaje/${data.slug}?lang=en` },
      })
    : renderEmailLayout(ctx, {
        subject: `La versión en inglés de «${data.tripTitle}» está aprobada`,
        preheader: "El equipo de Tropa ha aprobado la versión en inglés de tu viaje.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `El equipo de Tropa ha aprobado la versión en inglés de «${data.tripTitle}». Siempre que tu viaje esté publicado, los viajeros que leen en inglés lo verán en su idioma.`,
        ],
        action: { label: "Ver mi viaje", url: `/viaje/${data.slug}?lang=en` },
      });

/** The team did not approve the English version (the Spanish trip is not affected): the reason, and where to fix it. */
export const tripTranslationRejected: EmailTemplate<TripTranslationRejectedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `The English version of “${data.tripTitle}” needs changes`,
        preheader: "The Spanish version of your trip does not change.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `The Tropa team has reviewed the English version of “${data.tripTitle}” and cannot publish it as it is. The Spanish version of your trip does not change. The reason:`,
          data.reason,
          "Correct it on the trip's edit screen and save it: it will be reviewed again.",
        ],
        action: { label: "Edit my trip", url: `/tropleader/editar-viaje/${data.tripId}` },
      })
    : renderEmailLayout(ctx, {
        subject: `La versión en inglés de «${data.tripTitle}» necesita cambios`,
        preheader: "La versión en español de tu viaje no cambia.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `El equipo de Tropa ha revisado la versión en inglés de «${data.tripTitle}» y no puede publicarla tal como está. La versión en español de tu viaje no cambia. El motivo:`,
          data.reason,
          "Corrígela en la pantalla de edición del viaje y guárdala: la revisaremos de nuevo.",
        ],
        action: { label: "Editar mi viaje", url: `/tropleader/editar-viaje/${data.tripId}` },
      });

import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TripTranslationApprovedData = { name: string; tripTitle: string; slug: string };
export type TripTranslationRejectedData = { name: string; tripTitle: string; tripId: string; reason: string };

/** The team approved the English version of the guide's trip (issue 34): English visitors now read it. */
export const tripTranslationApproved: EmailTemplate<TripTranslationApprovedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `The English version of “${data.tripTitle}” is published`,
        preheader: "The Tropa team has approved your trip's English version.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `The Tropa team has approved the English version of “${data.tripTitle}”. Travellers who read in English now see your trip in their language.`,
        ],
        action: { label: "See my trip", url: `/viaje/${data.slug}?lang=en` },
      })
    : renderEmailLayout(ctx, {
        subject: `La versión en inglés de «${data.tripTitle}» está publicada`,
        preheader: "El equipo de Tropa ha aprobado la versión en inglés de tu viaje.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `El equipo de Tropa ha aprobado la versión en inglés de «${data.tripTitle}». Los viajeros que leen en inglés ya ven tu viaje en su idioma.`,
        ],
        action: { label: "Ver mi viaje", url: `/viaje/${data.slug}?lang=en` },
      });

/** The team did not approve the English version (the Spanish trip is not affected): the reason, and where to fix it. */
export const tripTranslationRejected: EmailTemplate<TripTranslationRejectedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `The English version of “${data.tripTitle}” needs changes`,
        preheader: "Your trip stays published in Spanish.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          `The Tropa team has reviewed the English version of “${data.tripTitle}” and cannot publish it as it is. Your trip stays published in Spanish. The reason:`,
          data.reason,
          "Correct it on the trip's edit screen and save it: it will be reviewed again.",
        ],
        action: { label: "Edit my trip", url: `/tropleader/editar-viaje/${data.tripId}` },
      })
    : renderEmailLayout(ctx, {
        subject: `La versión en inglés de «${data.tripTitle}» necesita cambios`,
        preheader: "Tu viaje sigue publicado en español.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          `El equipo de Tropa ha revisado la versión en inglés de «${data.tripTitle}» y no puede publicarla tal como está. Tu viaje sigue publicado en español. El motivo:`,
          data.reason,
          "Corrígela en la pantalla de edición del viaje y guárdala: la revisaremos de nuevo.",
        ],
        action: { label: "Editar mi viaje", url: `/tropleader/editar-viaje/${data.tripId}` },
      });

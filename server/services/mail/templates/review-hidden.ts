import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type ReviewHiddenData = { name: string; tripTitle: string; part: "review" | "photo" };

/** The team hid a traveller's review, or one of its photos (issue 35): what, and where to write to us. */
export const reviewHidden: EmailTemplate<ReviewHiddenData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject:
          data.part === "review"
            ? `We have hidden your review of “${data.tripTitle}”`
            : `We have hidden a photo from your review of “${data.tripTitle}”`,
        preheader: "The Tropa team reviewed what you published.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          data.part === "review"
            ? `Your review of “${data.tripTitle}” is no longer shown on the trip's page because it does not meet our community guidelines.`
            : `One of the photos of your review of “${data.tripTitle}” is no longer shown on the trip's page because it does not meet our community guidelines. The rest of your review is still published.`,
          "If you think this is a mistake, just reply to this email and we will look at it again.",
        ],
        action: { label: "Go to my trips", url: "/viajero/dashboard?tab=historial" },
      })
    : renderEmailLayout(ctx, {
        subject:
          data.part === "review"
            ? `Hemos ocultado tu reseña de «${data.tripTitle}»`
            : `Hemos ocultado una foto de tu reseña de «${data.tripTitle}»`,
        preheader: "El equipo de Tropa ha revisado lo que publicaste.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          data.part === "review"
            ? `Tu reseña de «${data.tripTitle}» ya no se muestra en la página del viaje porque no cumple nuestras normas de la comunidad.`
            : `Una de las fotos de tu reseña de «${data.tripTitle}» ya no se muestra en la página del viaje porque no cumple nuestras normas de la comunidad. El resto de tu reseña sigue publicada.`,
          "Si crees que es un error, responde a este correo y lo revisaremos de nuevo.",
        ],
        action: { label: "Ir a mis viajes", url: "/viajero/dashboard?tab=historial" },
      });

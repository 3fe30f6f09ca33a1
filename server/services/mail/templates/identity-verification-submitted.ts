import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type IdentityVerificationSubmittedData = { userId: string; userName: string; userEmail: string };

/** doc 2 §7: told to every admin when a traveller or tropleader submits identity documents. */
export const identityVerificationSubmitted: EmailTemplate<IdentityVerificationSubmittedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `Identity verification to review: ${data.userName}`,
        preheader: "New identity documents are waiting for review.",
        greeting: "Hello,",
        paragraphs: [
          `${data.userName} (${data.userEmail}) has submitted identity documents for verification.`,
          "Please review them in the admin panel. We tell users that the review takes 24-48 business hours.",
        ],
        action: { label: "Review verifications", url: "/admin?tab=verificaciones" },
      })
    : renderEmailLayout(ctx, {
        subject: `Verificación de identidad pendiente: ${data.userName}`,
        preheader: "Hay documentos de identidad nuevos pendientes de revisión.",
        greeting: "Hola:",
        paragraphs: [
          `${data.userName} (${data.userEmail}) ha enviado sus documentos de identidad para verificación.`,
          "Revísalos en el panel de administración. Indicamos a los usuarios que la revisión tarda entre 24 y 48 horas laborables.",
        ],
        action: { label: "Revisar verificaciones", url: "/admin?tab=verificaciones" },
      });

import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type NewTropleaderRegistrationData = { userName: string; userEmail: string };

/** doc 2 §7: told to every admin when a tropleader applies. */
export const newTropleaderRegistration: EmailTemplate<NewTropleaderRegistrationData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: `New tropleader application: ${data.userName}`,
        preheader: "A tropleader application is waiting for review.",
        greeting: "Hello,",
        paragraphs: [
          `${data.userName} (${data.userEmail}) has applied to become a tropleader.`,
          "Review the application in the admin panel once the applicant has confirmed their email.",
        ],
        action: { label: "Open the admin panel", url: "/admin" },
      })
    : renderEmailLayout(ctx, {
        subject: `Nueva solicitud de tropleader: ${data.userName}`,
        preheader: "Hay una solicitud de tropleader pendiente de revisión.",
        greeting: "Hola:",
        paragraphs: [
          `${data.userName} (${data.userEmail}) ha solicitado ser tropleader.`,
          "Revisa la solicitud en el panel de administración cuando haya confirmado su email.",
        ],
        action: { label: "Abrir el panel de administración", url: "/admin" },
      });

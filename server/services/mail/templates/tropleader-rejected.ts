import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TropleaderRejectedData = { name: string };

/** The applicant was not approved: the account stays, as a traveller. */
export const tropleaderRejected: EmailTemplate<TropleaderRejectedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: "About your tropleader application",
        preheader: "Your application has not been approved.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          "Thank you for applying to lead trips with Tropa. After reviewing your application, the team has not approved it this time.",
          "Your account stays active as a traveller: you can keep booking trips. If you think we missed something, reply to this email.",
        ],
        action: { label: "Explore trips", url: "/viajes" },
      })
    : renderEmailLayout(ctx, {
        subject: "Sobre tu solicitud de tropleader",
        preheader: "Tu solicitud no ha sido aprobada.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          "Gracias por querer liderar viajes con Tropa. Tras revisar tu solicitud, el equipo no la ha aprobado esta vez.",
          "Tu cuenta sigue activa como viajero: puedes seguir reservando viajes. Si crees que se nos ha escapado algo, responde a este email.",
        ],
        action: { label: "Explorar viajes", url: "/viajes" },
      });

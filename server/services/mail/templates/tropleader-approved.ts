import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type TropleaderApprovedData = { name: string };

/** doc 2 §7 `tropleader_approved`: the applicant is now a tropleader; next, identity and the first trip. */
export const tropleaderApproved: EmailTemplate<TropleaderApprovedData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: "You are now a Tropa tropleader",
        preheader: "Your application has been approved.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          "Good news: the Tropa team has approved your tropleader application.",
          "Verify your identity from your dashboard and you can start publishing your trips.",
        ],
        action: { label: "Go to my dashboard", url: "/tropleader/dashboard" },
      })
    : renderEmailLayout(ctx, {
        subject: "Ya eres tropleader de Tropa",
        preheader: "Tu solicitud ha sido aprobada.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          "Buenas noticias: el equipo de Tropa ha aprobado tu solicitud de tropleader.",
          "Verifica tu identidad desde tu panel y podrás empezar a publicar tus viajes.",
        ],
        action: { label: "Ir a mi panel", url: "/tropleader/dashboard" },
      });

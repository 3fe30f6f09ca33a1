import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type VerifyEmailData = { name: string; url: string; role: "viajero" | "tropleader" };

/** Sent at registration: the link confirms the address and signs the user in (doc 1 §2 callback). */
export const verifyEmail: EmailTemplate<VerifyEmailData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: "Confirm your email for Tropa",
        preheader: "One click and your account is ready.",
        greeting: `Hi ${data.name},`,
        paragraphs: [
          "Thanks for signing up for Tropa. Please confirm your email address to activate your account.",
          ...(data.role === "tropleader"
            ? ["Once your email is confirmed, our team will review your tropleader application."]
            : []),
        ],
        action: { label: "Confirm my email", url: data.url },
        notes: [
          "The link expires in 24 hours. If you did not create this account, you can ignore this email.",
        ],
      })
    : renderEmailLayout(ctx, {
        subject: "Confirma tu email en Tropa",
        preheader: "Un clic y tu cuenta estará lista.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          "Gracias por registrarte en Tropa. Confirma tu dirección de email para activar tu cuenta.",
          ...(data.role === "tropleader"
            ? ["Cuando confirmes tu email, nuestro equipo revisará tu solicitud de tropleader."]
            : []),
        ],
        action: { label: "Confirmar mi email", url: data.url },
        notes: ["El enlace caduca en 24 horas. Si no has creado esta cuenta, puedes ignorar este email."],
      });

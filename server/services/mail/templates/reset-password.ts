import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type ResetPasswordData = { name: string; url: string };

/** The one-time, expiring password-reset link. */
export const resetPassword: EmailTemplate<ResetPasswordData> = (data, ctx) =>
  ctx.locale === "en"
    ? renderEmailLayout(ctx, {
        subject: "Reset your Tropa password",
        preheader: "Choose a new password for your account.",
        greeting: `Hi ${data.name},`,
        paragraphs: ["We received a request to reset the password of your Tropa account."],
        action: { label: "Choose a new password", url: data.url },
        notes: [
          "The link works once and expires in 1 hour. Resetting your password signs you out on your other devices.",
          "If you did not ask for this, ignore this email: your password stays the same.",
        ],
      })
    : renderEmailLayout(ctx, {
        subject: "Restablece tu contraseña de Tropa",
        preheader: "Elige una contraseña nueva para tu cuenta.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: ["Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Tropa."],
        action: { label: "Elegir una contraseña nueva", url: data.url },
        notes: [
          "El enlace solo funciona una vez y caduca en 1 hora. Al cambiar la contraseña se cerrará tu sesión en los demás dispositivos.",
          "Si no lo has pedido tú, ignora este email: tu contraseña no cambiará.",
        ],
      });

import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type AccountDeletedData = { name: string; trigger: "user" | "inactivity" };

/** The last email to a deleted account's address (issue 15): what was erased and what the law keeps. */
export const accountDeleted: EmailTemplate<AccountDeletedData> = (data, ctx) => {
  if (ctx.locale === "en") {
    return renderEmailLayout(ctx, {
      subject: "Your Tropa account has been deleted",
      preheader: "Your personal data has been erased.",
      greeting: `Hi ${data.name},`,
      paragraphs: [
        data.trigger === "inactivity"
          ? "As we warned you, your Tropa account has been deleted after 3 years without use."
          : "As you asked, your Tropa account has been deleted.",
        "Your personal data, photos and documents have been erased. Your reviews and messages remain, signed as a deleted user. The record of your payments is kept, blocked, for 7 years as tax law requires.",
        "You are welcome back whenever you like: you can register again with this address.",
      ],
    });
  }
  return renderEmailLayout(ctx, {
    subject: "Tu cuenta de Tropa ha sido eliminada",
    preheader: "Hemos borrado tus datos personales.",
    greeting: `Hola, ${data.name}:`,
    paragraphs: [
      data.trigger === "inactivity"
        ? "Como te avisamos, tu cuenta de Tropa se ha eliminado tras 3 años sin uso."
        : "Como nos pediste, tu cuenta de Tropa ha sido eliminada.",
      "Hemos borrado tus datos personales, fotos y documentos. Tus reseñas y mensajes se conservan firmados como usuario eliminado. El registro de tus pagos se guarda, bloqueado, durante 7 años como exige la ley fiscal.",
      "Puedes volver cuando quieras: podrás registrarte de nuevo con esta dirección.",
    ],
  });
};

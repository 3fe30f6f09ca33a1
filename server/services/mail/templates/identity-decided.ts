import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type IdentityDecidedData = { name: string; verified: boolean };

/** The admin's decision on an identity submission: verified, or the documents were refused and deleted. */
export const identityDecided: EmailTemplate<IdentityDecidedData> = (data, ctx) => {
  if (ctx.locale === "en") {
    return data.verified
      ? renderEmailLayout(ctx, {
          subject: "Your identity is verified",
          preheader: "Your profile now shows the verified badge.",
          greeting: `Hi ${data.name},`,
          paragraphs: ["The Tropa team has checked your documents: your identity is verified."],
          action: { label: "Open my profile", url: "/viajero/dashboard?tab=perfil" },
        })
      : renderEmailLayout(ctx, {
          subject: "We could not verify your identity",
          preheader: "Please send your documents again.",
          greeting: `Hi ${data.name},`,
          paragraphs: [
            "The Tropa team could not verify your identity with the documents you sent, and has deleted them.",
            "Send clear photos of both sides of a valid document again from your profile.",
          ],
          action: { label: "Send my documents again", url: "/cuenta/identidad" },
        });
  }
  return data.verified
    ? renderEmailLayout(ctx, {
        subject: "Tu identidad está verificada",
        preheader: "Tu perfil ya muestra la insignia de verificado.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: ["El equipo de Tropa ha revisado tus documentos: tu identidad está verificada."],
        action: { label: "Abrir mi perfil", url: "/viajero/dashboard?tab=perfil" },
      })
    : renderEmailLayout(ctx, {
        subject: "No hemos podido verificar tu identidad",
        preheader: "Vuelve a enviar tus documentos.",
        greeting: `Hola, ${data.name}:`,
        paragraphs: [
          "El equipo de Tropa no ha podido verificar tu identidad con los documentos enviados y los ha eliminado.",
          "Vuelve a enviar fotos nítidas de las dos caras de un documento válido desde tu perfil.",
        ],
        action: { label: "Enviar mis documentos de nuevo", url: "/cuenta/identidad" },
      });
};

import { formatDateTime } from "#core/format/dates";
import { type EmailTemplate, renderEmailLayout } from "./email-layout.ts";

export type DataExportReadyData = { name: string; url: string; expiresAt: string };

/** The user's data export is ready: one download, signed in, until the link expires (issue 15). */
export const dataExportReady: EmailTemplate<DataExportReadyData> = (data, ctx) => {
  const until = formatDateTime(data.expiresAt, ctx.locale);
  if (ctx.locale === "en") {
    return renderEmailLayout(ctx, {
      subject: "Your Tropa data is ready to download",
      preheader: `Download it before ${until}.`,
      greeting: `Hi ${data.name},`,
      paragraphs: [
        "The copy of your data you asked for is ready: a ZIP with everything Tropa holds about you, in a machine-readable file (JSON) and a readable summary, with the files you uploaded.",
        "For your security, the link only works while you are signed in to your account, and only once.",
      ],
      action: { label: "Download my data", url: data.url },
      notes: [`The link expires on ${until}. If you did not ask for this, change your password.`],
    });
  }
  return renderEmailLayout(ctx, {
    subject: "Tus datos de Tropa están listos para descargar",
    preheader: `Descárgalos antes del ${until}.`,
    greeting: `Hola, ${data.name}:`,
    paragraphs: [
      "La copia de tus datos que pediste ya está lista: un ZIP con todo lo que Tropa guarda sobre ti, en un archivo legible por máquina (JSON) y un resumen legible, con los archivos que subiste.",
      "Por tu seguridad, el enlace solo funciona con tu sesión iniciada y una única vez.",
    ],
    action: { label: "Descargar mis datos", url: data.url },
    notes: [`El enlace caduca el ${until}. Si no lo has pedido tú, cambia tu contraseña.`],
  });
};
